import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { FinderQuery } from './match';

/**
 * A no-script results page of the visa finder: a copy of /visa filtered, so search engines are
 * pointed at /visa in the page's language (canonical) and asked not to index it, while following
 * its links to the visas. `query` is the search as the page shows it (lib/visa-finder/shown-query.ts).
 */
export async function finderResultsMetadata(query: FinderQuery | null, locale: Locale): Promise<Metadata> {
  const [t, tVisas] = await Promise.all([getTranslations({ locale, namespace: 'finder' }), getTranslations({ locale, namespace: 'visas' })]);
  const visas = query && query.kind !== 'all' ? t('meta.kindVisas', { kind: tVisas(`kinds.${query.kind}`) }) : t('meta.visas');
  const title = query === null ? t('meta.titleNoMatch') : query.q ? t('meta.titleFor', { visas, q: query.q }) : t('meta.titleFromDubai', { visas });
  return {
    ...pageMetadata({ title, description: t('meta.description'), path: '/visa', locale }),
    robots: { index: false, follow: true },
  };
}

/** The visa list's own title and description, in the page's language. */
export async function visaListMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'finder' });
  return pageMetadata({ title: t('list.metaTitle'), description: t('list.metaDescription'), path: '/visa', locale });
}
