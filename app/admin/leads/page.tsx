import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LeadsInbox } from '@/components/admin/leads/leads-inbox';
import { retryDeliveryAction } from './actions';

export const metadata: Metadata = {
  title: 'Leads inbox',
  robots: { index: false, follow: false },
};

/** /admin/leads: every form submission with its deliveries (the admin check is LeadsInbox's first step). */
export default function LeadsPage({ searchParams }: PageProps<'/admin/leads'>) {
  return (
    <div className="container-page py-10">
      <header className="mb-8">
        <p className="eyebrow">Admin</p>
        <h1 className="heading-2 mt-1">Leads inbox</h1>
        <p className="lead mt-2 max-w-3xl">
          Every form sent from the website, newest first, with what happened to it in the CRM and by e-mail. Failed deliveries can
          be sent again.
        </p>
      </header>
      <Suspense fallback={<p className="card p-8 text-center text-muted">Loading submissions…</p>}>
        <LeadsInbox searchParams={searchParams} retryAction={retryDeliveryAction} />
      </Suspense>
    </div>
  );
}
