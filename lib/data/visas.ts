import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { countryPagesBesides, getCountryPage } from '@/content/country-pages';
import type { CountryPage } from '@/content/types';
import { getStore } from '@/lib/store';
import type { Visa } from '@/lib/store/types';
import { cacheTags } from './cache-tags';

/** What a visa card shows (spec: _id, slug, title, country, imageURL) plus its image's alt text. */
export interface VisaCard {
  _id: string;
  slug: string;
  title: string;
  country: string;
  imageURL: string;
  imageAlt: string;
}

/** Stored visas, newest first. */
export async function getVisaCards(): Promise<VisaCard[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visas);
  const visas = await (await getStore()).visas.list();
  return visas.map(({ _id, slug, title, country, imageURL, imageAlt }) => ({ _id, slug, title, country, imageURL, imageAlt }));
}

/** The /visa grid: stored visas newest first, then the country pages no stored visa shadows. */
export async function getVisaDirectory(): Promise<VisaCard[]> {
  const stored = await getVisaCards();
  return [...stored, ...countryPagesBesides(stored.map((visa) => visa.slug)).map(countryPageCard)];
}

function countryPageCard(page: CountryPage): VisaCard {
  return {
    _id: `country-page-${page.id}`,
    slug: page.url,
    title: page.title,
    country: page.country,
    imageURL: page.Imgs,
    imageAlt: page.alttext,
  };
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
  const page = getCountryPage(slug);
  return page ? { kind: 'country', page } : null;
}
