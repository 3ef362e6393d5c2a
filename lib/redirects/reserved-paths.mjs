import { APP_ADDRESSES } from './app-addresses.mjs';

/**
 * Which addresses a redirect may take: never one the app answers itself. Read by the admin's
 * redirect form (lib/redirects/redirect-schemas.ts) and by proxy.ts, which answers the stored
 * redirects (lib/redirects/address-lookup.ts) and so never lets an older stored one shadow a route.
 *
 * The addresses come from the app itself (app-addresses.mjs, generated from app/, public/ and
 * next.config.mjs): every route's address, every path under a top-level folder of app/ outside
 * the route groups (the admin, the API, sign-in, invitations, share cards, uploads), the files
 * of public/, the addresses next.config.mjs redirects, and Next's own files under /_next.
 */

/**
 * Routes whose address shows a page only while a stored record has its slug: /visa/{slug} (a
 * visa or a country page) and /blogs/{slug}. Their other addresses are 404s, which may redirect
 * (a deleted record's, an old slug's); whether a record shows there now is the store's to say
 * (lib/redirects/manual-redirects.ts).
 */
export const RECORD_ROUTES = ['/visa/[slug]', '/blogs/[slug]', '/ar/visa/[slug]', '/ar/blogs/[slug]'];

// How specific a pattern segment is, as Next ranks them: a fixed name, [one], [...some], [[...any]].
const rank = (segment) => (segment.startsWith('[[...') ? 3 : segment.startsWith('[...') ? 2 : segment.startsWith('[') ? 1 : 0);

const splitPattern = (pattern) => (pattern === '/' ? [] : pattern.slice(1).split('/'));

// Most specific first, so the first match is the route Next would pick.
const ROUTES = APP_ADDRESSES.routes
  .map((pattern) => ({ pattern, segments: splitPattern(pattern) }))
  .sort((a, b) => {
    for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i += 1) {
      const difference = (a.segments[i] === undefined ? -1 : rank(a.segments[i])) - (b.segments[i] === undefined ? -1 : rank(b.segments[i]));
      if (difference !== 0) return difference;
    }
    return 0;
  });
const AREAS = new Set(APP_ADDRESSES.areas);
const PUBLIC_FILES = new Set(APP_ADDRESSES.files);
const EXACT = new Set([...PUBLIC_FILES, ...APP_ADDRESSES.redirects]);

const decode = (segment) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The path's segments, percent-decoded as Next reads them, without a trailing slash. */
const segmentsOf = (path) => path.replace(/\/+$/, '').split('/').slice(1).map(decode);

function matches(patternSegments, segments) {
  for (let i = 0; i < patternSegments.length; i += 1) {
    const kind = rank(patternSegments[i]);
    if (kind === 3) return true;
    if (kind === 2) return segments.length > i;
    if (i >= segments.length || segments[i] === '') return false;
    if (kind === 0 && segments[i] !== patternSegments[i]) return false;
  }
  return segments.length === patternSegments.length;
}

/** The route pattern that answers a path ("/visa/[slug]" for "/visa/japan"), or null. */
export function routeAnswering(path) {
  const segments = segmentsOf(path);
  return ROUTES.find((route) => matches(route.segments, segments))?.pattern ?? null;
}

/** Whether a file of public/ is served at this path. */
export const isPublicFile = (path) => PUBLIC_FILES.has(path);

/**
 * Whether the app answers this path itself, so no redirect may take it: a route's address (a
 * record route's excepted), a path in one of the app's areas or under /_next, a file of public/,
 * or an address next.config.mjs redirects.
 */
export function isReservedPath(path) {
  const segments = segmentsOf(path);
  if (segments[0] === '_next') return true;
  if (EXACT.has(path) || EXACT.has(`/${segments.join('/')}`)) return true;
  const route = routeAnswering(path);
  if (route) return !RECORD_ROUTES.includes(route);
  return AREAS.has(segments[0]);
}
