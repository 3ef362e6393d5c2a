import { hashInlineScripts, joinRuns } from './framework-scripts.mjs';

const CSP = 'Content-Security-Policy';
/**
 * Pages remembered by ETag (same ETag, same bytes from Next), so a cached page is judged and hashed
 * once, not on every request: its policy, and where its flight chunks were joined.
 */
const REMEMBERED_ETAGS = 1_000;
/** The log names a refused script's page and its start, enough to find it in the stored record. */
const logRefused = (url, text) =>
  console.warn(`[csp] an inline script on ${url} is not one Next or React wrote: it gets no hash and will not run: ${JSON.stringify(text.slice(0, 200))}`);

/**
 * Gives every HTML answer a Content-Security-Policy allowing exactly the inline scripts Next and
 * React wrote in it, by hash: a nonce cannot be in a page served from cache, but a cached page's
 * hashes are fixed, so they are taken from the finished HTML just before it leaves. Any other
 * inline script (one that reached the page from stored data) is left out, so it does not run,
 * and logged. Other answers keep next.config's static policy (no inline scripts at all).
 * The flight chunks Next writes one after another are joined into one script first
 * (framework-scripts.mjs), so a page's policy has a handful of hashes rather than one per chunk.
 * An HTML answer whose policy is not known yet is held until complete (only dynamic admin pages
 * lose their streaming); a page seen before, by its ETag, streams with its remembered policy, or
 * is held and joined where it was before if it had chunks to join; a 304 keeps the policy the
 * browser stored, unless it is known.
 * Returns `(req, res) => void`, to be called before Next's handler writes anything.
 */
export function createHtmlCsp(policyFor, { onRefused = logRefused } = {}) {
  const byEtag = new Map(); // ETag -> { policy, joins, pageBytes (Next's page), length (the joined page's) }
  const remember = (etag, known) => {
    if (!etag) return;
    byEtag.delete(etag);
    byEtag.set(etag, known);
    if (byEtag.size > REMEMBERED_ETAGS) byEtag.delete(byEtag.keys().next().value);
  };

  return function applyTo(req, res) {
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
    const restore = () => Object.assign(res, original);
    const chunks = [];
    let mode; // 'pass' or 'hold', decided when the headers are complete
    let known; // what was remembered of this page by its ETag, if anything

    const decide = () => {
      if (mode) return mode;
      mode = 'pass';
      known = byEtag.get(String(res.getHeader('etag')));
      if (known) {
        res.setHeader(CSP, known.policy);
        // A page whose chunks were joined is joined again; a HEAD answer is told the joined length.
        if (known.joins.length > 0 && res.statusCode !== 304) {
          if (req.method !== 'HEAD') mode = 'hold';
          else if (res.hasHeader('content-length')) res.setHeader('content-length', known.length);
        }
      } else if (res.statusCode === 304) {
        // Next sends no Content-Type with a 304: whatever it is, the stored answer's policy stands.
        res.removeHeader(CSP);
      } else if (req.method !== 'HEAD' && /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))) {
        mode = 'hold';
      }
      if (mode === 'pass') restore();
      return mode;
    };

    res.writeHead = function writeHead(statusCode, ...rest) {
      if (typeof rest[0] === 'string') res.statusMessage = rest.shift();
      const [headers] = rest;
      res.statusCode = statusCode;
      if (Array.isArray(headers)) {
        const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((_, i) => (i % 2 ? [] : [[headers[i], headers[i + 1]]]));
        for (const [name, value] of pairs) res.setHeader(name, value);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      }
      return decide() === 'pass' ? original.writeHead.call(res, res.statusCode) : res;
    };

    res.flushHeaders = function flushHeaders() {
      if (decide() === 'pass') original.flushHeaders.call(res);
    };

    const hold = (chunk, encoding) => chunk?.length && chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk));

    res.write = function write(chunk, encoding, callback) {
      if (decide() === 'pass') return original.write.call(res, chunk, encoding, callback);
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      hold(chunk, encoding);
      if (callback) process.nextTick(callback);
      return true;
    };

    res.end = function end(chunk, encoding, callback) {
      if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      if (decide() === 'pass') return original.end.call(res, chunk, encoding, callback);
      hold(chunk, encoding);
      let written = Buffer.concat(chunks);
      let policy;
      let body;
      if (known?.pageBytes === written.length) {
        ({ policy } = known);
        body = joinRuns(written, known.joins);
      } else {
        const page = written.toString('utf8');
        // Bytes that are not UTF-8 reach the browser as U+FFFD either way; written so, the
        // page's bytes are those its text (and so the offsets of its joins) stands for.
        if (Buffer.byteLength(page) !== written.length) written = Buffer.from(page, 'utf8');
        const { hashes, refused, joins } = hashInlineScripts(page);
        for (const text of refused) onRefused(req.url, text);
        policy = policyFor(hashes);
        body = joinRuns(written, joins);
        remember(res.getHeader('etag'), { policy, joins, pageBytes: written.length, length: body.length });
      }
      res.setHeader(CSP, policy);
      if (res.hasHeader('content-length')) res.setHeader('content-length', body.length);
      restore();
      return original.end.call(res, body, callback);
    };
  };
}
