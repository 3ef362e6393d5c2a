// Next's cache of rendered pages and route answers (next.config.mjs `cacheHandler`): its own
// file-system cache, with cache tags shared through the store (lib/cache/shared-cache-tags.mjs),
// that writes nothing under a made-up address but a page (cache-handlers/made-up-addresses.mjs),
// and that dates each entry from when its render began (./render-starts.mjs).
import { utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pullSharedExpirations, pushExpirations } from '../lib/cache/shared-cache-tags.mjs';
import { alignPerformanceWithWallClock } from '../lib/cache/wall-clock-origin.mjs';
import { createWritePolicy } from './made-up-addresses.mjs';
import { createRenderStarts } from './render-starts.mjs';

// One clock for Next's caches in every process that runs them (lib/cache/wall-clock-origin.mjs).
alignPerformanceWithWallClock();

const require = createRequire(import.meta.url);
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

// Next makes a handler per request: the policy, which remembers the addresses with an entry, and
// the render starts are one per process.
let policy;
const renderStarts = createRenderStarts();

/** The file whose modification time Next takes for an entry's date when it reads it from disk. */
const DATED_FILE_SUFFIX = { APP_PAGE: '.html', PAGES: '.html', APP_ROUTE: '.body' };

export default class SharedTagsFileSystemCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    policy ??= createWritePolicy(ctx.serverDistDir);
  }

  async get(key, ...rest) {
    await pullSharedExpirations();
    const entry = await super.get(key, ...rest);
    if (entry) policy.noteEntry(key);
    // Nothing to serve: Next renders the page now and hands it to set().
    else renderStarts.begin(key);
    return entry;
  }

  // Next dates an entry when it is stored, and serves it as fresh while no tag of it expired
  // later: a render that read the store before an edit and finished after it would then be kept
  // as fresh with what the edit replaced. Dated from when Next found nothing and began it, the
  // entry is expired by any edit made meanwhile, here or, learned later, on another instance.
  async set(key, data, ctx) {
    const startedAt = renderStarts.end(key);
    if (!policy.mayWrite(key, data)) return;
    // Next puts the entry in its memory before its first await, and writes the files after.
    const writing = super.set(key, data, ctx);
    const dated = startedAt !== undefined && data && DATED_FILE_SUFFIX[data.kind];
    if (dated) {
      const remembered = FileSystemCache.memoryCache?.get(key);
      if (remembered?.value === data) remembered.lastModified = startedAt;
    }
    await writing;
    if (!data) return;
    policy.noteEntry(key);
    if (dated && this.flushToDisk) await dateFile(this.getFilePath(`${key}${dated}`, data.kind), startedAt);
  }

  // Next calls this, and every 'use cache' handler's updateTags, for each revalidateTag(): the
  // store is written once, here.
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await pushExpirations(Array.isArray(tags) ? tags : [tags], durations);
  }
}

async function dateFile(file, at) {
  try {
    await utimes(file, new Date(at), new Date(at));
  } catch (error) {
    // The entry in memory is dated right; a file left with its write time is what Next does.
    console.error(`Page cache: could not date ${file} (${error instanceof Error ? error.message : String(error)}).`);
  }
}
