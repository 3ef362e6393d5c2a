import type { MetadataRoute } from 'next';
import { countryPages } from '@/content/country-pages';
import { getEnv } from '@/lib/config/env';
import { getContentPaths } from '@/lib/data/sitemap-entries';
import { COUNTRY_PAGES_UPDATED, staticPublicPages } from '@/lib/seo/public-pages';

/** Every public page, stored visa (which shadows a country page of the same slug), country page and post. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getEnv().SITE_URL;
  const url = (path: string) => new URL(path, siteUrl).toString();
  const { visas, blogs } = await getContentPaths();
  const storedVisaPaths = new Set(visas.map((visa) => visa.path));
  const countryEntries = countryPages
    .map((page) => ({ path: `/visa/${page.url}`, lastModified: COUNTRY_PAGES_UPDATED }))
    .filter((entry) => !storedVisaPaths.has(entry.path));

  return [
    ...staticPublicPages.map((page) => ({ url: url(page.path), lastModified: page.lastModified, priority: page.priority })),
    ...[...visas, ...countryEntries].map((entry) => ({ url: url(entry.path), lastModified: entry.lastModified, priority: 0.8 })),
    ...blogs.map((entry) => ({ url: url(entry.path), lastModified: entry.lastModified, priority: 0.6 })),
  ];
}
