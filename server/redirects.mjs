import { LIST_MAX_AGE_MS } from './not-found-copies.mjs';

/**
 * Old addresses answered 301 with the current one (issue #22), before the page cache, the
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
 * clients treat differently), keeps the query string, and may be cached for REDIRECT_MAX_AGE
 * seconds only: a slug renamed back makes the old target redirect the other way, and a browser
 * that kept the first 301 for good would go round in a loop.
 */

/** How long browsers and proxies may keep a 301 (seconds). */
export const REDIRECT_MAX_AGE = 300;

// Where redirects never apply: Next's own files, the API and the admin area (refused as sources
// when staff add one, lib/redirects/redirect-paths.ts; checked here too, so no stored value can
// take these over).
const NEVER = /^\/(?:_next|api|admin|login|invite)(?:\/|$)/;

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
      if (NEVER.test(pathname) || pathname === '/') return false;
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
        'Cache-Control': `public, max-age=${REDIRECT_MAX_AGE}`,
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
