import type { Locale } from '@/lib/i18n/locales';
import type { FinderQuery, FinderSubject } from './match';
import { normaliseFinderQ } from './query';

/**
 * The search as a results page shows it in its box. A country's results page is addressed by the
 * country's English name (`/ar/visa-finder/all/japan`), so on an Arabic page the box shows the
 * country's Arabic name instead ("اليابان"), which finds the same visas as the finder filters in
 * the browser. Any other search is shown as it was read.
 */
export function shownQuery(query: FinderQuery, visas: readonly FinderSubject[], locale: Locale): FinderQuery {
  if (locale === 'en' || query.q === '') return query;
  const arabic = visas.find((visa) => visa.countryAr && normaliseFinderQ(visa.country) === query.q)?.countryAr;
  return arabic ? { ...query, q: arabic } : query;
}
