import 'server-only';
import { COUNTRY_PAGE_SLUGS } from '@/content/country-pages/slugs.mjs';
import { CONTENT_CHANGED } from '@/lib/cache/content-events.mjs';
import { latestContentChange } from '@/lib/cache/content-version';
import { splitLocale } from '@/lib/i18n/paths';
import { getStore } from '@/lib/store';
import { isPublicFile, isReservedPath, routeAnswering } from './reserved-paths.mjs';

/**
 * What proxy.ts knows of the site's addresses before a page renders: the stored redirects, and
 * the slugs that show a page at /visa/{slug} and /blogs/{slug}. One Map or Set read per request.
 * The lists (a few hundred entries at most) are kept in this process and read again when content
 * changed: at once after an edit made here (CONTENT_CHANGED), and otherwise when the store's
 * content version (the latest cache tag expiry, on any instance) has moved, which is asked at
 * most once a second. Lists that cannot be read answer nothing: a redirect is never invented
 * from an old list, and no address is called missing.
 */
const RECHECK_MS = 1_000;
/** Even with no edit seen, the lists are read again this often (a row written straight into the store), and on a miss. */
const LONGEST_KEPT_MS = 60_000;

interface Kept {
  redirects: Map<string, string>;
  /** Stored visas' and country pages' slugs (/visa/{slug}), and posts' (/blogs/{slug}). */
  slugs: { visa: Set<string>; blogs: Set<string> };
  version: number;
  loadedAt: number;
  checkedAt: number;
}

const holder = globalThis as { __addressLookup?: { kept: Kept | null; pending: Promise<Kept | null> | null } };
const lookup = (holder.__addressLookup ??= (() => {
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
    const store = await getStore();
    const [redirects, visas, blogs] = await Promise.all([store.redirects.list(), store.visas.list(), store.blogs.list()]);
    return (lookup.kept = {
      redirects: new Map(redirects.filter(({ from }) => !isReservedPath(from)).map(({ from, to }) => [from, to])),
      slugs: { visa: new Set([...visas.map((visa) => visa.slug), ...COUNTRY_PAGE_SLUGS]), blogs: new Set(blogs.map((blog) => blog.slug)) },
      version,
      loadedAt: now,
      checkedAt: now,
    });
  } catch {
    lookup.kept = null;
    return null;
  }
}

async function current(): Promise<Kept | null> {
  const kept = lookup.kept;
  if (kept && Date.now() - kept.checkedAt < RECHECK_MS) return kept;
  lookup.pending ??= refresh().finally(() => {
    lookup.pending = null;
  });
  return lookup.pending;
}

/** Where an old address leads now, or null: not redirected, an address the app answers, or no list. */
export async function redirectTarget(pathname: string): Promise<string | null> {
  if (isReservedPath(pathname)) return null;
  return (await current())?.redirects.get(pathname) ?? null;
}

/** The slug of a record route's address as Next reads it (percent-decoded), or the segment as typed. */
function slugOf(pathname: string): string {
  const segment = pathname.split('/').at(-1) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether a public page answers this address (its English form, /visa/japan for /ar/visa/japan
 * too): a route's or a file's of public/, and for /visa/{slug} and /blogs/{slug} one a record
 * shows. Unsure (the store does not answer), it says yes and the page decides.
 */
export async function pageExists(pathname: string): Promise<boolean> {
  const answering = routeAnswering(pathname);
  const route = answering && splitLocale(answering).path;
  if (route === '/visa/[slug]' || route === '/blogs/[slug]') {
    const kind = route === '/visa/[slug]' ? 'visa' : 'blogs';
    const slug = slugOf(pathname);
    const kept = await current();
    if (!kept || kept.slugs[kind].has(slug)) return true;
    // Not in lists read over a second ago: a row written straight into the store (a restore, a
    // script) may be newer. Read them again, at most once a second however many misses come.
    if (Date.now() - kept.loadedAt < RECHECK_MS) return false;
    lookup.kept = { ...kept, loadedAt: 0, checkedAt: 0 };
    const fresh = await current();
    return !fresh || fresh.slugs[kind].has(slug);
  }
  return route !== null || isPublicFile(pathname);
}

