import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/config/env';
import { getRedirectPaths } from '@/lib/redirects/redirects';
import { getContentPaths } from '@/lib/data/sitemap-entries';
import { staticPublicPages } from '@/lib/seo/public-pages';

/**
 * Every public page, stored visa (which shadows a country page of the same slug), country page and
 * post: current addresses only. A record's old slug is not among them, and an address staff
 * redirected elsewhere (/admin/redirects) is left out, since it answers 301.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getEnv().SITE_URL;
  const url = (path: string) => new URL(path, siteUrl).toString();
  const [{ visas, countryPages, blogs }, redirects] = await Promise.all([getContentPaths(), getRedirectPaths()]);
  const redirected = new Set(redirects.map((redirect) => redirect.from));
  const current = <Entry extends { path: string }>(entries: readonly Entry[]) => entries.filter((entry) => !redirected.has(entry.path));
  const storedVisaPaths = new Set(visas.map((visa) => visa.path));
  const countryEntries = countryPages.filter((entry) => !storedVisaPaths.has(entry.path));

  return [
    ...current(staticPublicPages).map((page) => ({ url: url(page.path), lastModified: page.lastModified, priority: page.priority })),
    ...current([...visas, ...countryEntries]).map((entry) => ({ url: url(entry.path), lastModified: entry.lastModified, priority: 0.8 })),
    ...current(blogs).map((entry) => ({ url: url(entry.path), lastModified: entry.lastModified, priority: 0.6 })),
  ];
}
