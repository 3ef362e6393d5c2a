// The part of the cache handlers that makes cache tags agree across processes. Next keeps each
// tag's expiry in one in-process map (its "tags manifest"), read by both its page cache and its
// 'use cache' handler; an edit revalidated only the process that made it, and a restart forgot
// it (a visa created just before a restart stayed missing from /visa). Here every expiry is also
// written to the store, and the content clock (./content-clock.mjs), which follows the store
// without a read per request, is copied into the map before cached entries are used, so another
// instance, or this one after a restart, sees the same invalidations.
import { createRequire } from 'node:module';
import { CACHE_TAG_SOURCE } from './cache-tag-source.mjs';
import { clockGeneration, knownExpirations, noteExpirations, refreshIfOld } from './content-clock.mjs';

const require = createRequire(import.meta.url);
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');

const FAILURE_LOG_INTERVAL_MS = 30_000;
let lastFailureLogged = 0;
/** The clock's generation last copied into Next's map: the map is only walked when it moved. */
let copiedGeneration = -1;

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

/**
 * Copies the expiry times the clock knows into Next's map, reading the store first when the
 * clock is over a second old. Without a store (during `next build`) it does nothing.
 */
export async function pullSharedExpirations() {
  if (!source()) return;
  const reading = refreshIfOld();
  if (reading) await reading;
  const generation = clockGeneration();
  if (generation === copiedGeneration) return;
  copiedGeneration = generation;
  for (const [tag, at] of knownExpirations()) {
    const entry = tagsManifest.get(tag) ?? {};
    if ((entry.expired ?? 0) >= at) continue;
    tagsManifest.set(tag, { ...entry, stale: Math.max(entry.stale ?? 0, at), expired: at });
  }
}

/** Records in the store that `tags` expire (now, or after `durations.expire` seconds); this process's clock moves at once. */
export async function pushExpirations(tags, durations) {
  const shared = source();
  if (!shared || tags.length === 0) return;
  const at = Math.round(performance.timeOrigin + performance.now()) + (durations?.expire ?? 0) * 1000;
  noteExpirations(tags, at);
  try {
    await shared.expire(tags, at);
  } catch (error) {
    logFailure('record them', error);
  }
}
