import { isReservedPath } from '../lib/redirects/reserved-paths.mjs';
import { LIST_MAX_AGE_MS } from './not-found-copies.mjs';

/**
 * Old addresses answered 301 with the current one, before the page cache, the
 * not-found copies and Next: a renamed visa's or post's old address, or one staff added at
 * /admin/redirects. The redirects live in the store, so every instance answers alike.
 *
 * Reading the store for every page would cost a query per request; instead the whole list (a
 * few hundred entries at most) is fetched from this server's public call and kept in memory,
 * dropped whenever content changes here or on another instance (`clear()`, the same signal that
 * drops the page copies), and fetched again once it is LIST_MAX_AGE_MS old. A lookup is then one
 * Map read. If the list cannot be fetched, Next answers (the 404 of a gone page): a redirect is
 * never invented from stale data.
 *
 * The answer is exactly 301 (Next's permanentRedirect() gives 308, which some crawlers and old
 * clients treat differently) and keeps the query string. Browsers must ask again each time
 * (REDIRECT_CACHE_CONTROL): a browser keeps a 301 without caching headers, or with a max-age, for
 * good or that long, and once a slug is renamed back the old target redirects the other way, so
 * the kept 301 and the new one would loop (ERR_TOO_MANY_REDIRECTS; the e2e spec hit it at 300 s).
 * Search engines take "permanent" from the status, not from the caching; asking again costs a Map
 * read here.
 */

/** Cache-Control of a 301: may be stored, never reused without asking. */
export const REDIRECT_CACHE_CONTROL = 'no-cache';

/**
 * @param {{
 *   listPath: string,
 *   fetchInternal: (path: string) => Promise<Response>,
 *   headers: Array<{ key: string, value: string }>,
 *   now?: () => number,
 * }} options
 *   `listPath`: the call answering `{ data: [{ from, to }] }`. `fetchInternal`: a request to this
 *   server. `headers`: the security headers every answer carries (security-headers.mjs).
 */
export function createRedirects({ listPath, fetchInternal, headers, now = Date.now }) {
  let state = null; // { map: Promise<Map<string, string> | null>, loadedAt: number }

  const load = async () => {
    try {
      const response = await fetchInternal(listPath);
      if (response.status !== 200) return null;
      const { data } = await response.json();
      if (!Array.isArray(data)) return null;
      return new Map(data.filter((item) => typeof item?.from === 'string' && typeof item?.to === 'string').map((item) => [item.from, item.to]));
    } catch {
      return null;
    }
  };

  const current = () => {
    if (!state || now() - state.loadedAt >= LIST_MAX_AGE_MS) state = { map: load(), loadedAt: now() };
    return state;
  };

  return {
    /** Answers an old address with its 301 and resolves true, or resolves false for what follows. */
    async serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '/';
      const queryAt = url.indexOf('?');
      const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
      // Never where the app answers itself (a page, a file, the admin, the API, Next's files):
      // refused as a source when staff add a redirect, and checked here too, so no redirect
      // stored before a route or file took its address can shadow it. Before the list is read:
      // the list's own request passes through here.
      if (isReservedPath(pathname)) return false;
      const entry = current();
      const map = await entry.map;
      if (!map) {
        if (state === entry) state = null; // try again next time
        return false;
      }
      const to = map.get(pathname);
      if (!to) return false;
      for (const { key, value } of headers) res.setHeader(key, value);
      res.writeHead(301, {
        Location: queryAt === -1 ? to : `${to}${url.slice(queryAt)}`,
        'Cache-Control': REDIRECT_CACHE_CONTROL,
        'Content-Length': '0',
      });
      res.end();
      return true;
    },

    /** Forgets the list: content changed. */
    clear() {
      state = null;
    },
  };
}
