import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { isReservedPath } from '@/lib/redirects/reserved-paths.mjs';
import { getStore } from '@/lib/store';
import { cacheTags } from '../data/cache-tags';

export interface RedirectPath {
  from: string;
  to: string;
}

/**
 * Every old address and where it leads, for the public call and the sitemap (proxy.ts reads the
 * store through lib/redirects/address-lookup.ts). A stored redirect from an address the app answers itself (one a route or file took
 * after the redirect was stored) is left out: it is not in effect. Cached under the redirects
 * tag, which every change of a redirect expires.
 */
export async function getRedirectPaths(): Promise<RedirectPath[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.redirects);
  return (await (await getStore()).redirects.list()).filter(({ from }) => !isReservedPath(from)).map(({ from, to }) => ({ from, to }));
}
