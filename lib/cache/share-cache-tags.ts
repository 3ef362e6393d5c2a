import 'server-only';
import type { Store } from '@/lib/store/store';
import { CACHE_TAG_SOURCE } from './cache-tag-source.mjs';

/**
 * Hands the cache handlers (cache-handlers/*.mjs) the store's record of cache-tag expiry times.
 * Called when the server starts, not during `next build`, whose prerendering never writes.
 */
export function shareCacheTagsThroughStore(openStore: () => Promise<Store>): void {
  (globalThis as Record<symbol, unknown>)[CACHE_TAG_SOURCE] = {
    expirations: async () => (await openStore()).cacheTags.expirations(),
    expire: async (tags: string[], at: number) => (await openStore()).cacheTags.expire(tags, at),
  };
}
