// The content clock: what this process knows of every cache tag's latest expiry, and so of
// whether anything it keeps (Next's cached pages and 'use cache' results, server.mjs's copies of
// finished pages) may still be served. Asking the store before every request made a cached page
// cost a store round trip; the clock instead moves
//   - at once when this process expires tags (noteExpirations),
//   - from the store at most once a second, on demand (no timer keeps the process busy), and
//     on SQLite whenever another process has committed to the file (a change marker read from
//     shared memory, not a query), so instances on one file agree on the very next request,
//   - at once, awaited, when a request carries a newer X-Content-Version from the proxy in front,
//     which learns of every edit (deploy/nginx), so an edit through another instance is seen
//     there on the very next request,
//   - whenever the app reads the store's record anyway (/api/content-version).
// Plain ESM so server.mjs, the cache handlers (loaded by path) and the app's bundles share it;
// the state lives on globalThis, so the copies of this module each of them loads agree.
import { CACHE_TAG_SOURCE } from './cache-tag-source.mjs';

/** A clock read longer ago than this is refreshed by the next request that needs it. */
export const CLOCK_REFRESH_MS = 1_000;
// A store that is down must not slow every page: a read gets this long, and after a failure the
// store is left alone for a moment (the clock then keeps what it knows meanwhile).
const READ_TIMEOUT_MS = 500;
const PAUSE_AFTER_FAILURE_MS = 2_000;
const FAILURE_LOG_INTERVAL_MS = 30_000;

const STATE = Symbol.for('ztart.contentClock');

/**
 * @typedef {{
 *   expirations(): Promise<Record<string, number>>,
 *   expire(tags: string[], at: number): Promise<void>,
 *   changeMarker?(): number | undefined,
 * }} TagSource
 */

function createState() {
  return {
    /** tag -> ms since the epoch */
    expirations: new Map(),
    latest: 0,
    /** Moves with every change of any tag's time, and when the store stops answering. */
    generation: 0,
    /** Whether the last read of the store succeeded (or none was needed): copies are served only then. */
    sure: true,
    readAt: -Infinity,
    /** The store's change marker when the last successful read started, and when the one under way did. */
    marker: undefined,
    readingMarker: undefined,
    pausedUntil: 0,
    pending: null,
    lastFailureLogged: 0,
    listeners: new Set(),
    now: () => Date.now(),
  };
}

const state = () => (globalThis[STATE] ??= createState());

/** @returns {TagSource | undefined} */
const source = () => globalThis[CACHE_TAG_SOURCE];

function moved() {
  const clock = state();
  clock.generation += 1;
  for (const listener of clock.listeners) listener(clock.generation);
}

/** Takes tag times that are later than the ones known; true when any was. */
function take(entries) {
  const clock = state();
  let changed = false;
  for (const [tag, at] of entries) {
    if (!Number.isFinite(at) || (clock.expirations.get(tag) ?? -Infinity) >= at) continue;
    clock.expirations.set(tag, at);
    clock.latest = Math.max(clock.latest, at);
    changed = true;
  }
  return changed;
}

function logFailure(action, error) {
  const clock = state();
  const now = clock.now();
  if (now - clock.lastFailureLogged < FAILURE_LOG_INTERVAL_MS) return;
  clock.lastFailureLogged = now;
  console.error(`Content clock: could not ${action} the store's cache tags (${error instanceof Error ? error.message : String(error)}); this instance uses what it knows until the store answers.`);
}

/** Records that this process expired `tags` at `at` (ms since the epoch): the clock moves at once. */
export function noteExpirations(tags, at) {
  if (take(tags.map((tag) => [String(tag), at]))) moved();
}

/** Takes a record read from the store elsewhere (tag -> ms since the epoch). */
export function absorbExpirations(expirations) {
  const clock = state();
  clock.readAt = clock.now();
  const wasSure = clock.sure;
  clock.sure = true;
  if (take(Object.entries(expirations)) || !wasSure) moved();
}

async function readStore(shared) {
  const clock = state();
  const marker = shared.changeMarker?.();
  clock.readingMarker = marker;
  let timer;
  try {
    const expirations = await Promise.race([
      shared.expirations(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
      }),
    ]);
    absorbExpirations(expirations);
    clock.marker = marker;
  } catch (error) {
    clock.pausedUntil = clock.now() + PAUSE_AFTER_FAILURE_MS;
    // What was copied may no longer hold, and the app answers pages differently while its store
    // is down (proxy.ts): nothing kept is served until a read succeeds.
    if (clock.sure) {
      clock.sure = false;
      moved();
    }
    logFailure('read', error);
  } finally {
    clearTimeout(timer);
  }
}

/** One read of the store at a time: callers during a read share it. Without a store (`next build`), nothing. */
export function readNow() {
  const clock = state();
  const shared = source();
  if (!shared) return Promise.resolve();
  if (clock.now() < clock.pausedUntil) return Promise.resolve();
  clock.pending ??= readStore(shared).finally(() => {
    clock.pending = null;
  });
  return clock.pending;
}

/**
 * Keeps the clock within CLOCK_REFRESH_MS of the store, and level with it whenever the store's
 * change marker says another process wrote. Returns undefined when it is (the common case, no
 * await needed), else the read to wait on: a caller that finds a read already under way is not
 * held up by it, unless the marker moved after that read began.
 */
export function refreshIfOld() {
  const clock = state();
  const shared = source();
  if (!shared || clock.now() < clock.pausedUntil) return undefined;
  const marker = shared.changeMarker?.();
  if (clock.pending) {
    if (marker === undefined || marker === clock.readingMarker) return undefined;
    return clock.pending.then(readNow);
  }
  if ((marker === undefined || marker === clock.marker) && clock.now() - clock.readAt < CLOCK_REFRESH_MS) return undefined;
  return readNow();
}

/**
 * The latest expiry in an X-Content-Version value ("<build id>.<ms>", or "<build id>.none"),
 * or undefined when there is none.
 */
export function versionTime(header) {
  const text = Array.isArray(header) ? header[0] : header;
  if (typeof text !== 'string') return undefined;
  const match = /\.(\d{1,16})$/.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * For a request carrying the proxy's X-Content-Version: when it names a later edit than the clock
 * knows, reads the store (awaited) so this request is answered after it. A header no later than
 * what is known costs nothing.
 */
export function catchUpWith(header) {
  const at = versionTime(header);
  if (at === undefined || at <= state().latest) return undefined;
  // A read under way may have started before that edit: wait for it, then read again.
  return (state().pending ?? Promise.resolve()).then(() => (at > state().latest ? readNow() : undefined));
}

/** The latest expiry this process knows (ms since the epoch; 0 before any). */
export const latestKnown = () => state().latest;

/** A number that changes whenever anything served from a cache may have to change. */
export const clockGeneration = () => state().generation;

/** Whether the store answered the clock's last read. */
export const clockIsSure = () => state().sure;

/** Every tag's latest known expiry. */
export const knownExpirations = () => state().expirations;

/** Calls `listener(generation)` each time the clock moves; returns the unsubscribe. */
export function onClockMove(listener) {
  const clock = state();
  clock.listeners.add(listener);
  return () => clock.listeners.delete(listener);
}

/** Tests only: a fresh clock, with `now` as its time source. */
export function resetClockForTests(now = () => Date.now()) {
  globalThis[STATE] = { ...createState(), now };
}
