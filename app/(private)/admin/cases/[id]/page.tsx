import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { CaseDetail } from '@/components/cases/case-detail';

export const metadata: Metadata = { title: 'Case', robots: { index: false, follow: false } };

async function Detail({ params }: { params: PageProps<'/admin/cases/[id]'>['params'] }) {
  const { id } = await params;
  return <CaseDetail id={id} />;
}

/** /admin/cases/{id} (the session and capability check is CaseDetail's first step). */
export default function CasePage({ params }: PageProps<'/admin/cases/[id]'>) {
  return (
    <Suspense fallback={<PageSkeleton label="Loading the case…" />}>
      <Detail params={params} />
    </Suspense>
  );
}
