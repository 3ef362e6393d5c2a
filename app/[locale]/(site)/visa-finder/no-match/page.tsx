import type { Metadata } from 'next';
import { VisaFinderPage } from '@/components/visa-finder/visa-finder-page';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { getVisaFinderEntries } from '@/lib/visa-facts/visa-facts';
import { finderResultsMetadata } from '@/lib/visa-finder/metadata';

/**
 * Where the no-script finder sends a search no country matches. One page for all of them, so
 * it cannot repeat what was typed (an address per search would let anyone fill the page cache).
 */
export async function generateMetadata({ params }: PageProps<'/[locale]/visa-finder/no-match'>): Promise<Metadata> {
  const { locale } = await params;
  return finderResultsMetadata(null, isLocale(locale) ? locale : DEFAULT_LOCALE);
}

export default async function VisaFinderNoMatchPage() {
  return <VisaFinderPage entries={await getVisaFinderEntries()} query={{ q: '', kind: 'all' }} noMatch />;
}
