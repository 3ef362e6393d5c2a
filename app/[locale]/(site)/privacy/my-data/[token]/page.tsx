import type { Metadata } from 'next';
import { Suspense } from 'react';
import { RequestPage } from '@/components/privacy/request-page';
import { NO_RECORD_SLUG } from '@/lib/data/static-params';

export const metadata: Metadata = {
  title: 'Your data request',
  robots: { index: false, follow: false },
  // The token is in the address: it must not leave in a Referer header.
  referrer: 'no-referrer',
};

/**
 * One token no request has, so the build knows this route's params (the site header reads the
 * address outside any Suspense); real tokens render per request.
 */
export function generateStaticParams() {
  return [{ token: NO_RECORD_SLUG }];
}

/** /privacy/my-data/{token}: one person's request at its step (components/privacy/request-page.tsx). */
export default function DataRequestPage({ params }: PageProps<'/[locale]/privacy/my-data/[token]'>) {
  return (
    <section className="section container-page max-w-4xl">
      <Suspense fallback={<p className="card p-6 text-center text-sm text-muted">Loading your request…</p>}>
        <RequestPage params={params} />
      </Suspense>
    </section>
  );
}
