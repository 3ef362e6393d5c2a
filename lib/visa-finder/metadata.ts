import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { VISA_KIND_LABELS } from '@/lib/visa-facts/visa-facts-definition';
import type { FinderQuery } from './match';

/**
 * A no-script results page of the visa finder: a copy of /visa filtered, so search engines are
 * pointed at /visa (canonical) and asked not to index it, while following its links to the visas.
 */
export function finderResultsMetadata(query: FinderQuery | null): Metadata {
  const kind = query && query.kind !== 'all' ? `${VISA_KIND_LABELS[query.kind]} visas` : 'Visas';
  const title = query === null ? 'Visa finder: no match | Ztart Visa' : query.q ? `${kind} for “${query.q}” | Ztart Visa` : `${kind} from Dubai | Ztart Visa`;
  return {
    ...pageMetadata({
      title,
      description: 'Find your visa from Dubai by country and kind, with the fee in AED and the processing time.',
      path: '/visa',
    }),
    robots: { index: false, follow: true },
  };
}
