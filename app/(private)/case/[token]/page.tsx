import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PortalFrame } from '@/components/cases/portal/portal-frame';
import { PortalPage } from '@/components/cases/portal/portal-page';

export const metadata: Metadata = {
  title: 'Your application',
  robots: { index: false, follow: false },
  // The token is in the address: it must not leave in a Referer header.
  referrer: 'no-referrer',
};

/** /case/{token}: the applicant's private page (components/cases/portal). */
export default function CasePortalPage({ params }: PageProps<'/case/[token]'>) {
  return (
    <PortalFrame>
      <Suspense fallback={<p className="card p-6 text-center text-sm text-muted">Loading your application…</p>}>
        <PortalPage params={params} />
      </Suspense>
    </PortalFrame>
  );
}
