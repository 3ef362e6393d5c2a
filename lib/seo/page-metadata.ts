import type { Metadata } from 'next';
import { company } from '@/content/company';
import { DEFAULT_LOCALE, type Locale, LOCALES, OG_LOCALES } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { SHARE_CARD_SIZE, shareCardImage } from './share-cards';

export const DEFAULT_OG_IMAGE = { url: '/images/og-default.png', ...SHARE_CARD_SIZE, alt: `${company.name}: visa on time, guaranteed` };

interface PageMetadataInput {
  /** The full title (shown as is, without the site-name suffix). */
  title: string;
  description: string;
  /** Path of the page's English version (`/visa/japan`): its canonical URL is this path in `locale`. */
  path: string;
  /** The language of this version of the page; English when not given. */
  locale?: Locale;
  /**
   * Whether the page has an Arabic version worth finding: false for a record with no Arabic at
   * all, whose Arabic address shows its English (not indexed, and no page names it as its
   * Arabic alternate). Pages of the site itself always have one.
   */
  inArabic?: boolean;
  keywords?: string;
  image?: { url: string; alt: string; width?: number; height?: number; type?: string };
  type?: 'website' | 'article';
  /** Dates for articles. */
  publishedTime?: string;
  modifiedTime?: string;
}

/**
 * Title, description, keywords, canonical URL, Open Graph and Twitter card of one page. Pages
 * without an image of their own get their generated card (app/og), or the site's default card.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const languages = input.inArabic === false ? [DEFAULT_LOCALE] : LOCALES;
  const url = localizedPath(input.path, locale);
  const alone = !languages.includes(locale);
  const image = input.image ?? shareCardImage(input.path) ?? DEFAULT_OG_IMAGE;
  return {
    title: { absolute: input.title },
    description: input.description,
    ...(input.keywords ? { keywords: input.keywords } : {}),
    // An Arabic address that only shows the English is not a page of its own to search engines.
    ...(alone ? { robots: { index: false, follow: true } } : {}),
    alternates: { canonical: url, ...(alone ? {} : { languages: languageAlternates(input.path, languages) }) },
    openGraph: {
      type: input.type ?? 'website',
      siteName: company.name,
      locale: OG_LOCALES[locale],
      ...(alone ? {} : { alternateLocale: languages.filter((other) => other !== locale).map((other) => OG_LOCALES[other]) }),
      url,
      title: input.title,
      description: input.description,
      images: [image],
      ...(input.type === 'article' ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/**
 * The addresses of a page in each language it has, and the one for a searcher of any other
 * language (x-default: the English), as hreflang alternates in the page's head and the sitemap.
 */
export function languageAlternates(path: string, languages: readonly Locale[] = LOCALES): Record<string, string> {
  return { ...Object.fromEntries(languages.map((locale) => [locale, localizedPath(path, locale)])), 'x-default': path };
}

/**
 * What a 404 says about itself: app/not-found.tsx, and the visa and post pages whose record is
 * missing (the shell Next renders for their notFound() takes the page's own metadata). No robots
 * field: Next writes the noindex hint (spec section 2) into every 404 itself; a second would repeat it.
 */
export const notFoundMetadata: Metadata = { title: 'Page Not Found' };
