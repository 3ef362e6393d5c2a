import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RequestPage } from '@/components/privacy/request-page';
import { NO_RECORD_SLUG } from '@/lib/data/static-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('privacy.request');
  return {
    title: t('metaTitle'),
    robots: { index: false, follow: false },
    // The token is in the address: it must not leave in a Referer header.
    referrer: 'no-referrer',
  };
}

/**
 * One token no request has, so the build knows this route's params (the site header reads the
 * address outside any Suspense); real tokens render per request.
 */
export function generateStaticParams() {
  return [{ token: NO_RECORD_SLUG }];
}

/** /privacy/my-data/{token}: one person's request at its step (components/privacy/request-page.tsx), in the page's language. */
export default async function DataRequestPage({ params }: PageProps<'/[locale]/privacy/my-data/[token]'>) {
  const t = await getTranslations('privacy.request');
  return (
    <section className="section container-page max-w-4xl">
      <Suspense fallback={<p className="card p-6 text-center text-sm text-muted">{t('loading')}</p>}>
        <RequestPage params={params} />
      </Suspense>
    </section>
  );
}
