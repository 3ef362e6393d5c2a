import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuditLog } from '@/components/audit/audit-log';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';

export const metadata: Metadata = { title: 'Audit log' };

/** /admin/audit, the owner's (the session and role check is AuditLog's first step). */
export default function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Sign-ins, publishes, deletes, exports, lead changes and account changes: who, what, when and from which address. Entries are kept for the time set by AUDIT_RETENTION_DAYS and cannot be edited."
      />
      <Suspense fallback={<PageSkeleton label="Loading the audit log…" withTitle={false} />}>
        <AuditLog searchParams={searchParams} />
      </Suspense>
    </>
  );
}
