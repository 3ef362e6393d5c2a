import 'server-only';
import type { Store } from '@/lib/store/store';
import { sqliteChangeMarker } from '@/lib/store/sqlite/change-marker';
import type { SqliteDatabase } from '@/lib/store/sqlite/open-database';
import { CACHE_TAG_SOURCE } from './cache-tag-source.mjs';

/**
 * Hands the cache handlers (cache-handlers/*.mjs) and the content clock the store's record of
 * cache-tag expiry times. Called when the server starts, not during `next build`, whose
 * prerendering never writes. On SQLite it also hands them a change marker: instances on one file
 * then see each other's edits on their next request without a query per request.
 */
export function shareCacheTagsThroughStore(openStore: () => Promise<Store>): void {
  let opened: Store | undefined;
  const markers = new WeakMap<Store, () => number>();
  const open = async () => (opened = await openStore());
  (globalThis as Record<symbol, unknown>)[CACHE_TAG_SOURCE] = {
    expirations: async () => (await open()).cacheTags.expirations(),
    expire: async (tags: string[], at: number) => (await open()).cacheTags.expire(tags, at),
    changeMarker(): number | undefined {
      const store = opened;
      if (store?.kind !== 'sqlite') return undefined;
      let marker = markers.get(store);
      if (!marker) markers.set(store, (marker = sqliteChangeMarker(store.documents.driver() as SqliteDatabase)));
      try {
        return marker();
      } catch {
        return undefined; // a closed or broken file: the clock's own reads find out
      }
    },
  };
}
