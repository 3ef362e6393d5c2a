import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { countryPagesBesides } from '@/lib/country-pages/besides';
import { getStore } from '@/lib/store';
import type { CountryPage } from '@/lib/country-pages/country-page-repository';
import type { Visa } from '@/lib/content/content-repository';
import { cacheTags } from '../data/cache-tags';
import { countryPageCard, getCountryPage } from '../country-pages/country-pages';

/**
 * What a visa card shows (spec: _id, slug, title, country, imageURL) plus its image's alt text,
 * each word in Arabic beside it (`localize` picks the page's language).
 */
export interface VisaCard {
  _id: string;
  slug: string;
  title: string;
  country: string;
  imageURL: string;
  imageAlt: string;
  titleAr: string;
  countryAr: string;
  imageAltAr: string;
}

const visaCard = ({ _id, slug, title, country, imageURL, imageAlt, titleAr, countryAr, imageAltAr }: Visa): VisaCard => ({
  _id,
  slug,
  title,
  country,
  imageURL,
  imageAlt,
  titleAr,
  countryAr,
  imageAltAr,
});

/** Stored visas, newest first. */
export async function getVisaCards(): Promise<VisaCard[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visas);
  return (await (await getStore()).visas.list()).map(visaCard);
}

/**
 * The /visa grid: stored visas newest first, then the country pages no stored visa shadows. One
 * cached read of both, so the finder's route handler makes no more cached reads than before.
 */
export async function getVisaDirectory(): Promise<VisaCard[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visas, cacheTags.countryPages);
  const store = await getStore();
  const [visas, pages] = await Promise.all([store.visas.list(), store.countryPages.list()]);
  const stored = visas.map(visaCard);
  return [...stored, ...countryPagesBesides(pages, stored.map((visa) => visa.slug)).map(countryPageCard)];
}

export async function getVisa(slug: string): Promise<Visa | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visas, cacheTags.visa(slug));
  return (await getStore()).visas.getBySlug(slug);
}

/**
 * What /visa/{slug} shows: a stored visa, else the country page with that slug (a stored visa
 * with the same slug takes precedence), else nothing.
 */
export async function getVisaPage(
  slug: string,
): Promise<{ kind: 'visa'; visa: Visa } | { kind: 'country'; page: CountryPage } | null> {
  const visa = await getVisa(slug);
  if (visa) return { kind: 'visa', visa };
  const page = await getCountryPage(slug);
  return page ? { kind: 'country', page } : null;
}
