import 'server-only';
import { CONTENT_CHANGED } from '@/lib/cache/content-events.mjs';
import { latestContentChange } from '@/lib/cache/content-version';
import { getStore } from '@/lib/store';
import { isReservedPath } from './reserved-paths.mjs';

/**
 * The stored redirects as proxy.ts answers them: one Map read per request. The list (a few hundred
 * entries at most) is kept in this process and read again when content changed: at once after an
 * edit made here (CONTENT_CHANGED), and otherwise when the store's content version (the latest
 * cache tag expiry, on any instance) has moved, which is asked at most once a second. A list that
 * cannot be read answers nothing: a redirect is never invented from an old list.
 */
const RECHECK_MS = 1_000;
/** Even with no edit seen, the list is read again this often (a row written straight into the store). */
const LONGEST_KEPT_MS = 60_000;

interface Kept {
  map: Map<string, string>;
  version: number;
  loadedAt: number;
  checkedAt: number;
}

const holder = globalThis as { __redirectLookup?: { kept: Kept | null; pending: Promise<Kept | null> | null } };
const lookup = (holder.__redirectLookup ??= (() => {
  const state = { kept: null as Kept | null, pending: null as Promise<Kept | null> | null };
  process.on(CONTENT_CHANGED as never, () => {
    state.kept = null;
  });
  return state;
})());

async function refresh(): Promise<Kept | null> {
  try {
    const version = await latestContentChange();
    const now = Date.now();
    const kept = lookup.kept;
    if (kept && kept.version === version && now - kept.loadedAt < LONGEST_KEPT_MS) return (lookup.kept = { ...kept, checkedAt: now });
    const redirects = await (await getStore()).redirects.list();
    const map = new Map(redirects.filter(({ from }) => !isReservedPath(from)).map(({ from, to }) => [from, to]));
    return (lookup.kept = { map, version, loadedAt: now, checkedAt: now });
  } catch {
    lookup.kept = null;
    return null;
  }
}

/** Where an old address leads now, or null: not redirected, an address the app answers, or no list. */
export async function redirectTarget(pathname: string): Promise<string | null> {
  if (isReservedPath(pathname)) return null;
  let kept = lookup.kept;
  if (!kept || Date.now() - kept.checkedAt >= RECHECK_MS) {
    lookup.pending ??= refresh().finally(() => {
      lookup.pending = null;
    });
    kept = await lookup.pending;
  }
  return kept?.map.get(pathname) ?? null;
}
