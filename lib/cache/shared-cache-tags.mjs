// The part of the cache handlers that makes cache tags agree across processes. Next keeps each
// tag's expiry in one in-process map (its "tags manifest"), read by both its page cache and its
// 'use cache' handler; an edit revalidated only the process that made it, and a restart forgot
// it (a visa created just before a restart stayed missing from /visa). Here every expiry is also
// written to the store, and read back into the map before cached entries are used, so another
// instance, or this one after a restart, sees the same invalidations on its next request.
import { createRequire } from 'node:module';
import { CACHE_TAG_SOURCE } from './cache-tag-source.mjs';
import { refreshProxyContentVersion } from './proxy-purge.mjs';

const require = createRequire(import.meta.url);
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');

const FAILURE_LOG_INTERVAL_MS = 30_000;
let lastFailureLogged = 0;

// A store that is down must not slow every page: a read gets this long, and after a failure the
// store is left alone for a moment (each page then uses this process's own record meanwhile).
const READ_TIMEOUT_MS = 500;
const PAUSE_AFTER_FAILURE_MS = 2_000;
let pausedUntil = 0;

/** The store's record, or undefined while it cannot be had quickly. */
async function readExpirations(shared) {
  if (Date.now() < pausedUntil) return undefined;
  let timer;
  try {
    return await Promise.race([
      shared.expirations(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    logFailure('read them', error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** @returns {{ expirations(): Promise<Record<string, number>>, expire(tags: string[], at: number): Promise<void> } | undefined} */
function source() {
  return globalThis[CACHE_TAG_SOURCE];
}

function logFailure(action, error) {
  const now = Date.now();
  if (now - lastFailureLogged < FAILURE_LOG_INTERVAL_MS) return;
  lastFailureLogged = now;
  console.error(`Shared cache tags: could not ${action} (${error instanceof Error ? error.message : String(error)}); this instance uses its own until the store answers.`);
}

/** Copies the store's expiry times into Next's map. Without a store (during `next build`) it does nothing. */
export async function pullSharedExpirations() {
  const shared = source();
  if (!shared) return;
  // A store that is down must not take the pages with it: the local map still holds this
  // process's own revalidations.
  const expirations = await readExpirations(shared);
  for (const [tag, at] of Object.entries(expirations ?? {})) {
    const entry = tagsManifest.get(tag) ?? {};
    if ((entry.expired ?? 0) >= at) continue;
    tagsManifest.set(tag, { ...entry, stale: Math.max(entry.stale ?? 0, at), expired: at });
  }
}

/** Records in the store that `tags` expire (now, or after `durations.expire` seconds). */
export async function pushExpirations(tags, durations) {
  const shared = source();
  if (!shared || tags.length === 0) return;
  const at = Math.round(performance.timeOrigin + performance.now()) + (durations?.expire ?? 0) * 1000;
  try {
    await shared.expire(tags, at);
    await refreshProxyContentVersion();
  } catch (error) {
    logFailure('record them', error);
  }
}
