import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RequestPage } from '@/components/privacy/request-page';

export const metadata: Metadata = {
  title: 'Your data request',
  robots: { index: false, follow: false },
  // The token is in the address: it must not leave in a Referer header.
  referrer: 'no-referrer',
};

/** /privacy/my-data/{token}: one person's request at its step (components/privacy/request-page.tsx). */
export default function DataRequestPage({ params }: PageProps<'/privacy/my-data/[token]'>) {
  return (
    <section className="section container-page max-w-4xl">
      <Suspense fallback={<p className="card p-6 text-center text-sm text-muted">Loading your request…</p>}>
        <RequestPage params={params} />
      </Suspense>
    </section>
  );
}
