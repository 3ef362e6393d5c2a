import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { hasArabic } from '@/lib/i18n/translatable';
import { getStore } from '@/lib/store';
import { cacheTags } from './cache-tags';
import { countryPagePath } from '../country-pages/country-pages';

export interface DatedPath {
  path: string;
  lastModified: string;
  /** Whether the record has anything in Arabic: only then is its Arabic address listed. */
  inArabic: boolean;
}

/**
 * Every stored visa, country page and blog post with its last change, for the sitemap: one cached
 * read, since the sitemap is a route handler (two cached reads there failed regeneration).
 */
export async function getContentPaths(): Promise<{ visas: DatedPath[]; countryPages: DatedPath[]; blogs: DatedPath[] }> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visas, cacheTags.countryPages, cacheTags.blogs);
  const store = await getStore();
  const [visas, countryPages, blogs] = await Promise.all([store.visas.list(), store.countryPages.list(), store.blogs.list()]);
  return {
    visas: visas.map((visa) => ({ path: `/visa/${visa.slug}`, lastModified: visa.updatedAt, inArabic: hasArabic(visa) })),
    countryPages: countryPages.map((page) => ({ ...countryPagePath(page), inArabic: hasArabic(page) })),
    blogs: blogs.map((blog) => ({ path: `/blogs/${blog.slug}`, lastModified: blog.updatedAt, inArabic: hasArabic(blog) })),
  };
}
