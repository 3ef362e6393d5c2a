import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LeadsInbox } from '@/components/leads/leads-inbox';
import { PageHeader } from '@/components/admin/page-header';
import { PageSkeleton } from '@/components/admin/page-skeleton';
import { markDoNotContactAction, retryDeliveryAction, updateLeadAction } from '@/lib/leads/actions';

export const metadata: Metadata = {
  title: 'Leads inbox',
  robots: { index: false, follow: false },
};

/** /admin/leads: every form submission with its deliveries (the admin check is LeadsInbox's first step). */
export default function LeadsPage({ searchParams }: PageProps<'/admin/leads'>) {
  return (
    <>
      <PageHeader
        title="Leads inbox"
        description="Every form sent from the website, newest first, with what happened to it in the CRM and by e-mail. Failed deliveries can be sent again."
      />
      <Suspense fallback={<PageSkeleton label="Loading submissions…" withTitle={false} />}>
        <LeadsInbox searchParams={searchParams} retryAction={retryDeliveryAction} leadAction={updateLeadAction} markAction={markDoNotContactAction} />
      </Suspense>
    </>
  );
}
