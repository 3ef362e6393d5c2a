import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/config/env';
import { getRedirectPaths } from '@/lib/redirects/redirects';
import { getContentPaths } from '@/lib/data/sitemap-entries';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { languageAlternates } from '@/lib/seo/page-metadata';
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

  // Each page once per language it has, every address naming the others (hreflang): a record
  // with nothing in Arabic is left out of the Arabic pages.
  const inEachLanguage = (entry: { path: string; lastModified: string; priority: number; inArabic: boolean }) => {
    const languages = entry.inArabic ? LOCALES : [DEFAULT_LOCALE];
    const alternates = { languages: Object.fromEntries(Object.entries(languageAlternates(entry.path, languages)).map(([language, path]) => [language, url(path)])) };
    return languages.map((locale) => ({ url: url(localizedPath(entry.path, locale)), lastModified: entry.lastModified, priority: entry.priority, alternates }));
  };
  return [
    ...current(staticPublicPages).flatMap((page) => inEachLanguage({ ...page, inArabic: true })),
    ...current([...visas, ...countryEntries]).flatMap((entry) => inEachLanguage({ ...entry, priority: 0.8 })),
    ...current(blogs).flatMap((entry) => inEachLanguage({ ...entry, priority: 0.6 })),
  ];
}
