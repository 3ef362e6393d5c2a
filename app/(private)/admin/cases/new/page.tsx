import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BackLink } from '@/components/admin/back-link';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { OpenCase } from '@/components/cases/open-case';

export const metadata: Metadata = { title: 'Open a case', robots: { index: false, follow: false } };

/** /admin/cases/new[?lead=id] (the session and capability check is OpenCase's first step). */
export default function NewCasePage({ searchParams }: PageProps<'/admin/cases/new'>) {
  return (
    <>
      <BackLink href="/admin/cases" label="All cases" />
      <PageHeader title="Open a case" description="The checklist of each traveller starts from the documents the visa page lists; you can add and remove items afterwards." />
      <Suspense fallback={<PageSkeleton label="Loading…" withTitle={false} />}>
        <OpenCase searchParams={searchParams} />
      </Suspense>
    </>
  );
}
