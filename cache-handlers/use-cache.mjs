// The 'use cache' handler (next.config.mjs `cacheHandlers.default`): Next's own in-memory handler,
// whose entries stay per process, reading tag expiry times shared through the store before it
// decides whether an entry is still good (lib/cache/shared-cache-tags.mjs).
import { createRequire } from 'node:module';
import { pullSharedExpirations } from '../lib/cache/shared-cache-tags.mjs';
import { alignPerformanceWithWallClock } from '../lib/cache/wall-clock-origin.mjs';

// Its entries' dates and its tag checks then read the clock the page cache reads (lib/cache/wall-clock-origin.mjs).
alignPerformanceWithWallClock();

const require = createRequire(import.meta.url);
const { createDefaultCacheHandler } = require('next/dist/server/lib/cache-handlers/default');

/** Next's default size for this handler. */
const MAX_BYTES = 50 * 1024 * 1024;
const memory = createDefaultCacheHandler(MAX_BYTES);

const useCacheHandler = {
  get: (...args) => memory.get(...args),
  set: (...args) => memory.set(...args),
  getExpiration: (...args) => memory.getExpiration(...args),
  // The store is written by the page cache's revalidateTag (cache-handlers/pages.mjs), once.
  updateTags: (...args) => memory.updateTags(...args),
  async refreshTags() {
    await pullSharedExpirations();
  },
};

export default useCacheHandler;
