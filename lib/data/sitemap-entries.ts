import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/store';
import { cacheTags } from './cache-tags';

export interface DatedPath {
  path: string;
  lastModified: string;
}

/** Every stored visa and blog post with its last change, for the sitemap. */
export async function getContentPaths(): Promise<{ visas: DatedPath[]; blogs: DatedPath[] }> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.visas, cacheTags.blogs);
  const store = await getStore();
  const [visas, blogs] = await Promise.all([store.visas.list(), store.blogs.list()]);
  return {
    visas: visas.map((visa) => ({ path: `/visa/${visa.slug}`, lastModified: visa.updatedAt })),
    blogs: blogs.map((blog) => ({ path: `/blogs/${blog.slug}`, lastModified: blog.updatedAt })),
  };
}
