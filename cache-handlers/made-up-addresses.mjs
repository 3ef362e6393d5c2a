// Which rendered answers Next's page cache writes (cache-handlers/pages.mjs). Next renders a page
// whose params the build did not list on its first request, and keeps what it rendered under that
// address, on disk and in memory: a 404, a redirect or a shell waiting on request data as well as
// a page. Every address a stranger makes up (/visa-finder/all/zzz1, /visa-finder/all/zzz2, ...)
// would leave 40 to 150 KB behind. So under an address the build did not prerender and that has
// no entry yet, only a page rendered whole is written; anything else there is rendered again
// whenever it is asked for, and nothing is kept. Every other write goes through as Next makes it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { normalizePagePath } = require('next/dist/shared/lib/page-path/normalize-page-path');

/** Next's kind of a rendered page in its cache (CachedRouteKind.APP_PAGE). */
const APP_PAGE = 'APP_PAGE';
// A page's key: /route-cache/APP_PAGE/{hash of its route}/${its path, '/' written '/index'}.
const ROUTE_CACHE_KEY = /^\/route-cache\/[^/]+\/[^/]+\/\$(\/.*)$/;

/** A page rendered whole: status 200, with nothing left to render at request time. */
export function isWholePage(data) {
  return data?.kind !== APP_PAGE || ((data.status ?? 200) === 200 && !data.postponed);
}

/**
 * The addresses the build prerendered, pages and the shells of routes with params
 * (prerender-manifest.json beside `serverDistDir`); null before there is a build.
 */
function readPrerendered(serverDistDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(serverDistDir, '..', 'prerender-manifest.json'), 'utf8'));
    return new Set([...Object.keys(manifest.routes), ...Object.keys(manifest.dynamicRoutes)].map((route) => normalizePagePath(route)));
  } catch {
    return null;
  }
}

/**
 * The rule for one build. Its memory is bounded by what the cache holds: it remembers only
 * addresses with an entry, found or written.
 */
export function createWritePolicy(serverDistDir) {
  const prerendered = readPrerendered(serverDistDir);
  const withEntry = new Set();
  const pathOf = (key) => ROUTE_CACHE_KEY.exec(key)?.[1] ?? key;
  return {
    /** Notes that `key` has an entry: one was found there, or written. */
    noteEntry(key) {
      withEntry.add(key);
    },
    /** Whether `data` may be written under `key`. */
    mayWrite(key, data) {
      // While the build prerenders (no manifest yet), everything it renders is written.
      if (prerendered === null || isWholePage(data) || withEntry.has(key)) return true;
      return prerendered.has(pathOf(key));
    },
  };
}
