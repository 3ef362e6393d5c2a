import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { DataRequestsList } from '@/components/privacy/data-requests-list';

export const metadata: Metadata = { title: 'Data requests' };

/** /admin/data-requests: people's requests about their data; the session and role check is DataRequestsList's first step. */
export default function DataRequestsPage() {
  return (
    <>
      <PageHeader title="Data requests" description="Copies, corrections and erasures people asked for, with the date the law gives us to answer." />
      <Suspense fallback={<PageSkeleton label="Loading the requests…" withTitle={false} />}>
        <DataRequestsList />
      </Suspense>
    </>
  );
}
