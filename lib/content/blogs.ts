import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/store';
import type { Blog } from '@/lib/content/content-repository';
import { cacheTags } from '../data/cache-tags';

/** A post's card, its words in Arabic beside them (`localize` picks the page's language). */
export interface BlogCard {
  _id: string;
  slug: string;
  title: string;
  imageURL: string;
  imageAlt: string;
  metaDescription: string;
  createdAt: string;
  titleAr: string;
  imageAltAr: string;
  metaDescriptionAr: string;
}

/** Blog posts, newest first. */
export async function getBlogCards(): Promise<BlogCard[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.blogs);
  const blogs = await (await getStore()).blogs.list();
  return blogs.map(({ _id, slug, title, imageURL, imageAlt, metaDescription, createdAt, titleAr, imageAltAr, metaDescriptionAr }) => ({
    _id,
    slug,
    title,
    imageURL,
    imageAlt,
    metaDescription,
    createdAt,
    titleAr,
    imageAltAr,
    metaDescriptionAr,
  }));
}

export async function getBlog(slug: string): Promise<Blog | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.blogs, cacheTags.blog(slug));
  return (await getStore()).blogs.getBySlug(slug);
}
