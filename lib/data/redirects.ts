import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStore } from '@/lib/store';
import { cacheTags } from './cache-tags';

export interface RedirectPath {
  from: string;
  to: string;
}

/**
 * Every old address and where it leads, for server/redirects.mjs (through the public call) and the
 * sitemap. Cached under the redirects tag, which every change of a redirect expires.
 */
export async function getRedirectPaths(): Promise<RedirectPath[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.redirects);
  return (await (await getStore()).redirects.list()).map(({ from, to }) => ({ from, to }));
}
