import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { RetentionMapTable } from '@/components/privacy/retention-map-table';

export const metadata: Metadata = { title: 'Data retention' };

/** /admin/privacy/retention, the owner's: the session and role check is RetentionMapTable's first step. */
export default function RetentionPage() {
  return (
    <>
      <PageHeader title="Data retention" description="Every place personal data is kept, how long and why." />
      <Suspense fallback={<PageSkeleton label="Loading the retention map…" withTitle={false} />}>
        <RetentionMapTable />
      </Suspense>
    </>
  );
}
