import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/store';
import type { CountryPage } from '@/lib/country-pages/country-page-repository';
import { COUNTRY_PAGES_UPDATED } from '@/lib/seo/public-pages';
import { cacheTags } from '../data/cache-tags';

/**
 * The country pages as the public site reads them (stored, edited by staff). Each page
 * is cached under its address's tag, the lists under `countryPages`; a save expires both
 * (lib/country-pages/country-page-service.ts). Reads that list them beside stored visas (the directory,
 * the sitemap) read both in one cached function with the shapes below: a route handler that made
 * two cached reads failed its static regeneration with a 500.
 */

/** The country page at /visa/{slug}, or null. */
export async function getCountryPage(slug: string): Promise<CountryPage | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visa(slug));
  return (await getStore()).countryPages.getBySlug(slug);
}

/** What a visa card shows of a country page (lib/content/visas.ts, VisaCard). */
export function countryPageCard(page: CountryPage) {
  return {
    _id: `country-page-${page.position}`,
    slug: page.slug,
    title: page.title,
    country: page.country,
    imageURL: page.heroImage,
    imageAlt: page.heroImageAlt,
    titleAr: page.titleAr ?? '',
    countryAr: page.countryAr ?? '',
    imageAltAr: page.heroImageAltAr ?? '',
  };
}

/**
 * A country page's address with its last change, for the sitemap. A page nobody has edited since
 * the seed keeps the date its text was written: the seed's own time is no change of content.
 */
export function countryPagePath(page: CountryPage): { path: string; lastModified: string } {
  return { path: `/visa/${page.slug}`, lastModified: page.version === 1 ? COUNTRY_PAGES_UPDATED : page.updatedAt };
}
