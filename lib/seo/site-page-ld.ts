import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { inLanguage } from './json-ld';
import { staticPublicPages } from './public-pages';

type StaticPublicPath = (typeof staticPublicPages)[number]['path'];

/** schema.org's kinds of web page the site's own pages are. */
export type SitePageType = 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'WebPage';

/**
 * One of the site's own pages (not a record) as structured data: what it is, its address in
 * the page's language, when its content last changed (lib/seo/public-pages.ts) and the language
 * it is written in, published by the business the layout describes (`/#organization`).
 */
export function sitePageLd(
  siteUrl: string,
  page: { type: SitePageType; path: StaticPublicPath; name: string; description: string; locale: Locale },
): Record<string, unknown> {
  const { lastModified } = staticPublicPages.find((candidate) => candidate.path === page.path)!;
  return inLanguage(
    {
      '@context': 'https://schema.org',
      '@type': page.type,
      name: page.name,
      description: page.description,
      url: new URL(localizedPath(page.path, page.locale), siteUrl).toString(),
      dateModified: lastModified,
      publisher: { '@id': new URL('/#organization', siteUrl).toString() },
    },
    page.locale,
  );
}
