// Next's cache of rendered pages and route answers (next.config.mjs `cacheHandler`): its own
// file-system cache, with cache tags shared through the store (lib/cache/shared-cache-tags.mjs).
import { createRequire } from 'node:module';
import { pullSharedExpirations, pushExpirations } from '../lib/cache/shared-cache-tags.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

export default class SharedTagsFileSystemCache extends FileSystemCache {
  async get(...args) {
    await pullSharedExpirations();
    return super.get(...args);
  }

  // Next calls this, and every 'use cache' handler's updateTags, for each revalidateTag(): the
  // store is written once, here.
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await pushExpirations(Array.isArray(tags) ? tags : [tags], durations);
  }
}
