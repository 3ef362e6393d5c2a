import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { CaseList } from '@/components/cases/case-list';

export const metadata: Metadata = { title: 'Cases', robots: { index: false, follow: false } };

/** /admin/cases (the session and capability check is CaseList's first step). */
export default function CasesPage({ searchParams }: PageProps<'/admin/cases'>) {
  return (
    <>
      <PageHeader
        title="Cases"
        description="Every application from the won lead to the passport’s return: its stage, consultant and age. Open one to check documents and move it on."
        actions={
          <Link href="/admin/cases/new" className="btn-primary text-sm">
            Open a case
          </Link>
        }
      />
      <Suspense fallback={<PageSkeleton label="Loading cases…" withTitle={false} />}>
        <CaseList searchParams={searchParams} />
      </Suspense>
    </>
  );
}
