import { chosenEncoding } from './chosen-encoding.mjs';

/**
 * Finished public pages kept in this process's memory as they were sent (status, headers with the
 * page's own Content-Security-Policy, body in the encoding the compression chose; Next's internal
 * x-nextjs-* and x-middleware-* notes and repeated header lines left out) and
 * answered again without entering Next: what a CDN in front would do, and most of a cached page's
 * cost under `npm start`. A speed-up only: without it Next answers the same from its own caches.
 *
 * Kept: a 200 to a GET without a query string, without the session cookie and without Next's
 * router or action headers, that Next marked shared-cacheable (`s-maxage`, not private, no-store
 * or no-cache), that sets no cookie and varies on nothing but the encoding and those headers.
 * Served: while the content clock has not moved since the copy was taken (every copy goes when
 * it moves, and an answer rendered across a move is not kept), and within its s-maxage. Only
 * addresses that answered 200 are kept, so made-up ones (404) cost nothing; memory is bounded by
 * bytes and by the number of copies, the least recently used going first.
 */

// Requests whose answer depends on more than the address, or that only Next may answer.
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action'];
const PERSONAL_HEADERS = ['authorization', 'range'];
// What a kept page may vary on: the encoding (part of the key) and the headers above (a request
// carrying one is never answered from a copy).
const HANDLED_VARY = new Set(['accept-encoding', ...ROUTER_HEADERS]);
// Said by the connection, not by the page; the length is the copy's own.
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
// Next's notes to itself (its cache's state at render time, the internal route a proxy rewrite
// chose): no browser reads them, and a copy's headers are written and checked again on every
// answer, which is most of what a copy costs.
const NEXT_NOTES = /^x-(nextjs|middleware)-/;
// Addresses that are never public pages: the admin, sign-in, previews, the API (its CORS headers
// depend on the request's Origin) and Next's own files.
const NEVER_KEPT = /^\/(admin|login|preview|api|_next)(\/|$)/;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

export const PAGE_COPIES_MAX_BYTES = 64 * 1024 * 1024;
export const PAGE_COPIES_MAX_COUNT = 4_000;

function sharedMaxAgeMs(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(value)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(value);
  return match ? Number(match[1]) * 1000 : 0;
}

const varyNames = (vary) =>
  String(vary ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const etagMatches = (ifNoneMatch, etag) =>
  etag !== undefined &&
  String(ifNoneMatch)
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === String(etag).replace(/^W\//, ''));

/**
 * @param {{
 *   clock: { generation(): number, sure(): boolean },
 *   sessionCookie: string,
 *   maxBytes?: number,
 *   maxCount?: number,
 *   now?: () => number,
 * }} options
 */
export function createPageCopies({ clock, sessionCookie, maxBytes = PAGE_COPIES_MAX_BYTES, maxCount = PAGE_COPIES_MAX_COUNT, now = Date.now }) {
  const copies = new Map(); // "encoding url" -> { generation, expires, headers, body, etag }, least recently used first
  let bytes = 0;
  const sessionCookiePattern = new RegExp(`(?:^|;)\\s*${sessionCookie}=`);

  const eligible = (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (url.includes('?') || !url.startsWith('/') || NEVER_KEPT.test(url)) return false;
    const { headers } = req;
    if (headers.cookie !== undefined && sessionCookiePattern.test(headers.cookie)) return false;
    for (const name of ROUTER_HEADERS) if (headers[name] !== undefined) return false;
    for (const name of PERSONAL_HEADERS) if (headers[name] !== undefined) return false;
    return true;
  };

  const drop = (key) => {
    const copy = copies.get(key);
    if (!copy) return;
    bytes -= copy.body.length;
    copies.delete(key);
  };

  function keep(key, res, body, generation) {
    if (res.statusCode !== 200 || res.hasHeader('set-cookie') || body.length === 0 || body.length > MAX_PAGE_BYTES) return;
    if (generation !== clock.generation() || !clock.sure()) return;
    const ttl = sharedMaxAgeMs(res.getHeader('cache-control'));
    if (ttl <= 0 || varyNames(res.getHeader('vary')).some((name) => !HANDLED_VARY.has(name))) return;
    const headers = [];
    const lines = new Set();
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (NOT_KEPT.has(name) || NEXT_NOTES.test(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        // A line said twice word for word is kept once (Next repeats a rewritten page's font preloads).
        const line = `${name}: ${one}`;
        if (lines.has(line)) continue;
        lines.add(line);
        headers.push(name, String(one));
      }
    }
    headers.push('content-length', String(body.length));
    drop(key);
    copies.set(key, { generation, expires: now() + ttl, headers, body, etag: res.getHeader('etag') });
    bytes += body.length;
    for (const oldest of copies.keys()) {
      if (bytes <= maxBytes && copies.size <= maxCount) break;
      drop(oldest);
    }
  }

  return {
    /** Answers `req` from a copy and returns true, or returns false and leaves `res` untouched. */
    serve(req, res) {
      if (copies.size === 0 || !eligible(req)) return false;
      const key = `${chosenEncoding(req)} ${req.url}`;
      const copy = copies.get(key);
      if (!copy) return false;
      if (copy.generation !== clock.generation() || !clock.sure() || copy.expires <= now()) {
        drop(key);
        return false;
      }
      copies.delete(key); // most recently used goes last
      copies.set(key, copy);
      if (req.headers['if-none-match'] !== undefined && etagMatches(req.headers['if-none-match'], copy.etag)) {
        const headers = [];
        for (let i = 0; i < copy.headers.length; i += 2) {
          if (copy.headers[i] !== 'content-length' && copy.headers[i] !== 'content-type') headers.push(copy.headers[i], copy.headers[i + 1]);
        }
        res.writeHead(304, headers);
        res.end();
        return true;
      }
      res.writeHead(200, copy.headers);
      res.end(req.method === 'HEAD' ? undefined : copy.body);
      return true;
    },

    /**
     * Watches the bytes that leave for `req` (call before the compression middleware wraps the
     * answer, so what is seen is what is sent) and keeps a copy if it may.
     */
    capture(req, res) {
      if (req.method !== 'GET' || !eligible(req)) return;
      const generation = clock.generation();
      const key = `${chosenEncoding(req)} ${req.url}`;
      const original = { write: res.write, end: res.end };
      const chunks = [];
      let size = 0;
      const collect = (chunk, encoding) => {
        if (chunk == null || typeof chunk === 'function' || size > MAX_PAGE_BYTES) return;
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
        size += buffer.length;
        chunks.push(buffer);
      };
      res.write = function write(chunk, encoding, callback) {
        collect(chunk, encoding);
        return original.write.call(res, chunk, encoding, callback);
      };
      res.end = function end(chunk, encoding, callback) {
        collect(chunk, encoding);
        if (size <= MAX_PAGE_BYTES) keep(key, res, Buffer.concat(chunks), generation);
        return original.end.call(res, chunk, encoding, callback);
      };
    },

    /** Drops every copy. */
    clear() {
      copies.clear();
      bytes = 0;
    },

    get size() {
      return copies.size;
    },

    /** The bytes the copies' bodies hold. */
    get bytes() {
      return bytes;
    },
  };
}
