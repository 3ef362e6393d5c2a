import type { Metadata } from 'next';
import { Suspense } from 'react';
import { InvitationAcceptance } from '@/components/staff/invitation-acceptance';
import { CenteredCard } from '@/components/admin/centered-card';

export const metadata: Metadata = {
  title: 'Join the staff',
  robots: { index: false, follow: false },
  // The token is in the address: it must not leave in a Referer header.
  referrer: 'no-referrer',
};

/** /invite/{token}: where an invited person chooses their name and password. */
export default function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  return (
    <CenteredCard>
      <Suspense fallback={<p className="text-center text-sm text-muted">Checking the invitation…</p>}>
        <InvitationAcceptance params={params} />
      </Suspense>
    </CenteredCard>
  );
}
