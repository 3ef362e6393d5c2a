import type { Metadata } from 'next';
import { VisaFinderPage } from '@/components/visa-finder/visa-finder-page';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
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
  return <VisaFinderPage entries={await getVisaFinderEntries()} query={{ q: '', kind: 'all' }} />;
}
