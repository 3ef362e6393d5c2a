import 'server-only';
import type { Store } from '@/lib/store/store';
import { noteExpirations } from '@/lib/cache/content-clock.mjs';
import { CONTENT_CHANGED } from '@/lib/cache/content-events.mjs';
import { refreshProxyContentVersion } from '@/lib/cache/proxy-purge.mjs';

/**
 * Expires cache tags everywhere but in this process's Next request (lib/data/revalidate.ts adds
 * that), and alone from outside a request (the scheduler), where Next's revalidateTag cannot
 * run: the store's record of cache tags is what every instance, this one included, reads before
 * it serves a cached entry (lib/cache/shared-cache-tags.mjs), and the proxy in front is told the
 * content version moved (lib/cache/proxy-purge.mjs).
 */
export function expireOnEveryInstance(store: Store) {
  return async (tags: string[]): Promise<void> => {
    const unique = [...new Set(tags)];
    const at = Date.now();
    // This process's clock first: what it serves from its caches changes before the next request.
    noteExpirations(unique, at);
    process.emit(CONTENT_CHANGED as never, unique as never);
    await store.cacheTags.expire(unique, at);
    // Before the edit's answer goes (Next's own write, through the cache handler, may come after it).
    await refreshProxyContentVersion();
  };
}
