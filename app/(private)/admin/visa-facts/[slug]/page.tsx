import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BackLink } from '@/components/admin/back-link';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { FactsEditor } from '@/components/visa-facts/facts-editor';

export const metadata: Metadata = { title: 'Check visa facts' };

async function Editor({ params }: { params: PageProps<'/admin/visa-facts/[slug]'>['params'] }) {
  const { slug } = await params;
  return <FactsEditor slug={slug} />;
}

/** /admin/visa-facts/{slug} (the session and role check is FactsEditor's first step). */
export default function VisaFactsEditPage({ params }: PageProps<'/admin/visa-facts/[slug]'>) {
  return (
    <>
      <BackLink href="/admin/visa-facts" label="All visa facts" />
      <PageHeader title="Check visa facts" description="What this page tells visitors about fees, times and validity." />
      <Suspense fallback={<PageSkeleton label="Loading the facts…" withTitle={false} />}>
        <Editor params={params} />
      </Suspense>
    </>
  );
}
