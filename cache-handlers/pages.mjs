// Next's cache of rendered pages and route answers (next.config.mjs `cacheHandler`): its own
// file-system cache, with cache tags shared through the store (lib/cache/shared-cache-tags.mjs),
// that writes nothing under a made-up address but a page (cache-handlers/made-up-addresses.mjs).
import { createRequire } from 'node:module';
import { pullSharedExpirations, pushExpirations } from '../lib/cache/shared-cache-tags.mjs';
import { createWritePolicy } from './made-up-addresses.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

// Next makes a handler per request: the policy, which remembers the addresses with an entry, is
// one per process.
let policy;

export default class SharedTagsFileSystemCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    policy ??= createWritePolicy(ctx.serverDistDir);
  }

  async get(key, ...rest) {
    await pullSharedExpirations();
    const entry = await super.get(key, ...rest);
    if (entry) policy.noteEntry(key);
    return entry;
  }

  async set(key, data, ctx) {
    if (!policy.mayWrite(key, data)) return;
    await super.set(key, data, ctx);
    if (data) policy.noteEntry(key);
  }

  // Next calls this, and every 'use cache' handler's updateTags, for each revalidateTag(): the
  // store is written once, here.
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await pushExpirations(Array.isArray(tags) ? tags : [tags], durations);
  }
}
