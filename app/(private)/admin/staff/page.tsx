import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { StaffAdmin } from '@/components/staff/staff-admin';

export const metadata: Metadata = { title: 'Staff' };

/** /admin/staff, the owner's: the session and role check is StaffAdmin's first step. */
export default function StaffPage() {
  return (
    <>
      <PageHeader title="Staff" description="Who can sign in to the admin, and what each person may do." />
      <Suspense fallback={<PageSkeleton label="Loading accounts…" withTitle={false} />}>
        <StaffAdmin />
      </Suspense>
    </>
  );
}
