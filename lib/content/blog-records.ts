import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/store';
import type { Blog } from '@/lib/content/content-repository';
import { getBlog } from './blogs';
import { cacheTags } from '../data/cache-tags';
import { findByKey } from './content-keys';

/** Every blog post as a full record, newest first (the public API's list). */
export async function getBlogRecords(): Promise<Blog[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.blogs);
  return (await getStore()).blogs.list();
}

/** A blog post by its 24-hex id. Every blog write expires the list tag, so this too. */
export async function getBlogById(id: string): Promise<Blog | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.blogs);
  const blog = await (await getStore()).blogs.getById(id);
  if (blog) cacheTag(cacheTags.blog(blog.slug));
  return blog;
}

/** A blog post by id or slug (the API's {id}), read through the cache. */
export function getBlogByKey(key: string): Promise<Blog | null> {
  return findByKey(key, getBlogById, getBlog);
}
