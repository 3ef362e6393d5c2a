import type { Metadata } from 'next';
import { Suspense } from 'react';
import { InvitationAcceptance } from '@/components/admin/staff/invitation-acceptance';
import { Logo } from '@/components/site/logo';

export const metadata: Metadata = {
  title: 'Join the staff',
  robots: { index: false, follow: false },
  // The token is in the address: it must not leave in a Referer header.
  referrer: 'no-referrer',
};

/** /invite/{token}: where an invited person chooses their name and password. */
export default function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-mist-50 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo />
        </div>
        <div className="card p-6 sm:p-8">
          <Suspense fallback={<p className="text-center text-sm text-muted">Checking the invitation…</p>}>
            <InvitationAcceptance params={params} />
          </Suspense>
        </div>
      </div>
    </main>
  );
}
