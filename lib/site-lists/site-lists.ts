import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { seedSiteLists } from '@/content/seed/site-lists';
import { getStore } from '@/lib/store';
import type { SiteListName } from '@/lib/site-lists/site-list-definitions';
import type { StoredSiteListItem } from '@/lib/site-lists/site-list-repository';
import { cacheTags } from '../data/cache-tags';

/**
 * A list's items as the public pages show them, cached under the list's own tag: a save expires
 * the pages showing that list and no other. A list not stored yet (`next build` prerendering
 * against a store the server seeds only as it starts) reads as its seed, which is what the seed
 * will store, so a prerendered page already looks as it will.
 */
export async function getSiteListItems<Name extends SiteListName>(name: Name): Promise<StoredSiteListItem<Name>[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(cacheTags.siteList(name));
  const stored = await (await getStore()).siteLists.get(name);
  return stored ? stored.items : seedSiteLists[name];
}
