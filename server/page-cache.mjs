import { gzipSync } from 'node:zlib';

/**
 * A short-lived copy, in this process's memory, of the public pages Next serves from its cache,
 * as a CDN in front of the site would keep them: a copy is served without going through Next's
 * routing and rendering pipeline at all, which is what keeps latency low under load.
 *
 * Only what a shared cache may keep is kept: a 200 answer to a plain GET (no cookie, no
 * authorisation, no router or server-action header, no range) that Next marked publicly cacheable
 * (`s-maxage`), that sets no cookie and that varies on nothing but the encoding and those
 * headers. A copy lives for `s-maxage` or `maxAgeMs`, whichever is shorter, and every copy is
 * dropped the moment content changes (`clear()`, which server.mjs calls when the app revalidates
 * its data); an answer whose rendering began before that moment is not kept. The gzip form of a
 * copy is made once, on the first request that accepts it.
 *
 * Copies are keyed on what changes the page, the path alone, so strangers cannot fill memory
 * with addresses of their own making. An answer Next took from its cache of rendered pages
 * (`x-nextjs-cache`) is the same whatever the query string (Next keys that cache on the path):
 * its copy answers every query, and `/visa?q=anything` is served from the copy of `/visa`. An
 * answer that may depend on the query is copied, and answered from its copy, only for the
 * address without one. An address that spells its path otherwise than plainly (`%6A` for `j`,
 * `%2f` for `%2F`) is left to Next.
 */

// Requests whose answer depends on more than the URL, or that a shared cache must not answer.
const PERSONAL_OR_ROUTER_HEADERS = [
  'cookie',
  'authorization',
  'range',
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];
// What a page may vary on and still be kept under its URL alone: the router headers (a request
// that has one is never answered from a copy) and the encoding (handled here).
const HANDLED_VARY = new Set(['accept-encoding', ...PERSONAL_OR_ROUTER_HEADERS]);
// Said by the connection or the encoding, not by the page.
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding']);
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
// Set by Next on answers from its own cache of rendered pages, which it keys on the path alone.
const FROM_NEXT_CACHE = 'x-nextjs-cache';
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/** The path, and whether a query string follows; the path is null when not spelled plainly. */
function splitAddress(url) {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  // RFC 3986 6.2.2: an escaped unreserved character, or lower-case hex, is the same address.
  const plain = path.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const character = String.fromCharCode(parseInt(escape.slice(1), 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });
  return { path: plain === path ? path : null, hasQuery: at !== -1 };
}

const sharedMaxAgeMs = (cacheControl) => {
  const value = String(cacheControl ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(value)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(value);
  return match ? Number(match[1]) * 1000 : 0;
};

const acceptsGzip = (acceptEncoding) =>
  String(acceptEncoding ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';');
      return coding === 'gzip' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    });

export function createPageCache({ maxAgeMs = 10_000, maxBytes = 64 * 1024 * 1024, now = Date.now } = {}) {
  const copies = new Map(); // path -> { expires, status, headers, body, gzip, etag, anyQuery }, oldest use first
  let bytes = 0;
  let generation = 0;

  const cacheable = (req) => req.method === 'GET' && !PERSONAL_OR_ROUTER_HEADERS.some((name) => req.headers[name] !== undefined);

  const drop = (path) => {
    const copy = copies.get(path);
    if (!copy) return;
    bytes -= copy.body.length + (copy.gzip?.length ?? 0);
    copies.delete(path);
  };

  function keep({ path, hasQuery }, res, body) {
    const anyQuery = res.getHeader(FROM_NEXT_CACHE) !== undefined;
    if (path === null || (hasQuery && !anyQuery)) return;
    const ttl = Math.min(maxAgeMs, sharedMaxAgeMs(res.getHeader('cache-control')));
    const vary = String(res.getHeader('vary') ?? '')
      .toLowerCase()
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (vary.some((name) => !HANDLED_VARY.has(name))) return;
    if (res.statusCode !== 200 || ttl <= 0 || res.hasHeader('set-cookie') || body.length > MAX_PAGE_BYTES) return;
    const headers = Object.entries(res.getHeaders()).filter(([name]) => !NOT_KEPT.has(name));
    drop(path);
    copies.set(path, { expires: now() + ttl, status: 200, headers, body, gzip: null, etag: res.getHeader('etag'), anyQuery });
    bytes += body.length;
    for (const oldest of copies.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    /** Answers `req` from a copy and returns true, or returns false and leaves `res` untouched. */
    serve(req, res) {
      if (!cacheable(req)) return false;
      const { path, hasQuery } = splitAddress(req.url ?? '');
      const copy = path === null ? undefined : copies.get(path);
      if (!copy || (hasQuery && !copy.anyQuery)) return false;
      if (copy.expires <= now()) {
        drop(path);
        return false;
      }
      copies.delete(path); // most recently used goes last
      copies.set(path, copy);
      for (const [name, value] of copy.headers) res.setHeader(name, value);
      res.setHeader('X-Page-Cache', 'HIT');
      if (copy.etag !== undefined && req.headers['if-none-match'] === String(copy.etag)) {
        res.statusCode = 304;
        res.removeHeader('content-type');
        res.end();
        return true;
      }
      let body = copy.body;
      if (acceptsGzip(req.headers['accept-encoding'])) {
        if (!copy.gzip) {
          copy.gzip = gzipSync(copy.body);
          bytes += copy.gzip.length;
        }
        body = copy.gzip;
        res.setHeader('Content-Encoding', 'gzip');
      }
      res.statusCode = copy.status;
      res.setHeader('Content-Length', body.length);
      res.end(body);
      return true;
    },

    /** Watches Next's answer to `req` (call before Next writes) and keeps a copy if it may. */
    capture(req, res) {
      if (!cacheable(req)) return;
      const startedIn = generation;
      const address = splitAddress(req.url ?? '');
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
        if (generation === startedIn) keep(address, res, Buffer.concat(chunks));
        return original.end.call(res, chunk, encoding, callback);
      };
    },

    /** Drops every copy; answers already being rendered are not kept. */
    clear() {
      copies.clear();
      bytes = 0;
      generation += 1;
    },

    get size() {
      return copies.size;
    },

    /** The bytes the copies hold, their gzip forms included. */
    get bytes() {
      return bytes;
    },
  };
}
