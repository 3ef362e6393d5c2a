import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { VisaFinderPage } from '@/components/visa-finder/visa-finder-page';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getVisaFinderEntries } from '@/lib/visa-facts/visa-facts';
import { firstParam } from '@/lib/search-params';
import { finderResultsMetadata } from '@/lib/visa-finder/metadata';
import { FINDER_SEARCH_PATH, finderFormSchema, finderResultsPath } from '@/lib/visa-finder/query';

/**
 * The visa finder without script, for a search that is a piece of several countries' names
 * (/visa-finder/search?q=land&kind=all). Searches have no end, so this one is rendered for each
 * request and never kept; a search a kept page answers (one country, a kind alone, none) is sent
 * there, in the page's language. Allowed to block: the results are the page, and a browser
 * without script would never see them if they streamed in behind a fallback.
 */
export const instant = false;

async function readSearch(searchParams: PageProps<'/[locale]/visa-finder/search'>['searchParams']) {
  const { q, kind } = await searchParams;
  return finderFormSchema.parse({ q: firstParam(q) ?? '', kind: firstParam(kind) ?? 'all' });
}

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/visa-finder/search'>): Promise<Metadata> {
  const { locale } = await params;
  return finderResultsMetadata(await readSearch(searchParams), isLocale(locale) ? locale : DEFAULT_LOCALE);
}

export default async function VisaFinderSearchPage({ params, searchParams }: PageProps<'/[locale]/visa-finder/search'>) {
  const { locale } = await params;
  const query = await readSearch(searchParams);
  const entries = await getVisaFinderEntries();
  const path = finderResultsPath(query, entries);
  if (!path.startsWith(`${FINDER_SEARCH_PATH}?`)) redirect(localizedPath(path, isLocale(locale) ? locale : DEFAULT_LOCALE));
  return <VisaFinderPage entries={entries} query={query} />;
}
