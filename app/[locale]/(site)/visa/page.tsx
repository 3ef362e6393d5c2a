import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { VisaFinderPage } from '@/components/visa-finder/visa-finder-page';
import { getEnv } from '@/lib/config/env';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { getLocale } from '@/lib/i18n/server';
import { sitePageLd } from '@/lib/seo/site-page-ld';
import { getVisaFinderEntries } from '@/lib/visa-facts/visa-facts';
import { visaListMetadata } from '@/lib/visa-finder/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/visa'>): Promise<Metadata> {
  const { locale } = await params;
  return visaListMetadata(isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/**
 * Every visa, prerendered, with the finder filtering them in the browser (it reads ?q=&kind= from
 * the address there: reading searchParams here would stream the list behind script).
 */
export default async function VisaListPage() {
  const locale = await getLocale();
  const [entries, t] = await Promise.all([getVisaFinderEntries(), getTranslations({ locale, namespace: 'finder' })]);
  return (
    <>
      <VisaFinderPage entries={entries} query={{ q: '', kind: 'all' }} />
      <JsonLd data={sitePageLd(getEnv().SITE_URL, { type: 'CollectionPage', path: '/visa', name: t('list.metaTitle'), description: t('list.metaDescription'), locale })} />
    </>
  );
}
