/**
 * A page that failed because the store is unreachable answers 503 with the plain message and a
 * Retry-After, like the API and the forms do, instead of Next's 500: a load balancer
 * or a crawler then knows to come back, and a visitor reads what is going on. Next renders the
 * failure as a 500; this replaces that answer, whole, when the store failed moments before
 * (`failedRecently`, lib/store/outage.mjs). Any other 500 passes as it is, and so does every
 * answer of /api (its handlers answer 503 themselves) and of Next's files.
 *
 * Returns `(req, res) => void`, to be called before Next's handler writes anything.
 */

/** How long after Retry-After a client may try again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

const escapeHtml = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page: no script, no external resource, readable on any screen. */
export function outagePage(message) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Back in a moment | Ztart Visa</title><style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0b2545;background:#f7f9fc}main{max-width:34rem;margin:18vh auto;padding:0 1.5rem;text-align:center}h1{font-size:1.75rem;margin:0 0 .75rem}p{font-size:1.125rem;line-height:1.6;margin:0 0 1.5rem}a{display:inline-block;padding:.75rem 1.5rem;border-radius:999px;background:#0b2545;color:#fff;text-decoration:none;font-weight:600}</style></head><body><main><h1>We will be right back</h1><p>${escapeHtml(message)}</p><a href="">Try again</a></main></body></html>`;
}

/** Headers of every answer, kept on the replacement; Next's others describe its own error page. */
const KEPT = new Set(['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'strict-transport-security']);

export function createStoreOutage({ failedRecently, message }) {
  const body = Buffer.from(outagePage(message));
  return function applyTo(req, res) {
    const path = req.url ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/_next/')) return;
    const original = { writeHead: res.writeHead, write: res.write, end: res.end };
    let decided = false;
    let replaced = false;

    res.writeHead = function writeHead(statusCode, ...rest) {
      if (!decided) {
        decided = true;
        replaced = statusCode === 500 && failedRecently();
        if (replaced) {
          for (const name of res.getHeaderNames()) if (!KEPT.has(name)) res.removeHeader(name);
          const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) };
          if (req.method !== 'HEAD') headers['Content-Length'] = body.length;
          original.writeHead.call(res, 503, headers);
          return res;
        }
      }
      return replaced ? res : original.writeHead.call(res, statusCode, ...rest);
    };
    res.write = function write(chunk, encoding, callback) {
      if (!decided) res.writeHead(res.statusCode);
      if (!replaced) return original.write.call(res, chunk, encoding, callback);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) process.nextTick(done);
      return true; // Next's error page is dropped
    };
    res.end = function end(chunk, encoding, callback) {
      if (!decided) res.writeHead(res.statusCode);
      if (!replaced) return original.end.call(res, chunk, encoding, callback);
      const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
      return original.end.call(res, req.method === 'HEAD' ? undefined : body, done);
    };
  };
}
