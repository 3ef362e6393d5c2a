import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import compression from 'compression';
import { chosenEncoding } from './chosen-encoding.mjs';

// The compression middleware's own threshold and brotli quality (compression/index.js), so that an
// answer is encoded alike whichever of the two compresses it.
const THRESHOLD_BYTES = 1024;
const encoders = {
  br: promisify((body, done) => brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, done)),
  gzip: promisify(gzip),
  deflate: promisify(deflate),
};

/**
 * Compresses an answer that arrives whole (one end() with its body and nothing written before:
 * every HTML page, which html-csp.mjs holds until complete, and Next's stored payloads) in one
 * piece and sends it with its Content-Length; one left as it is gets its length too. The
 * compression middleware streams, so it would send the same bytes chunked, and a proxy's cache
 * keeps an answer as it came: nginx serves a copy kept without a length chunked on every hit, at
 * half the requests per second of the same copy with one (docs/benchmarks.md). Answers written
 * in parts are left to the middleware.
 * Returns `(req, res) => void`, to be called inside the middleware, before the code that writes
 * the answer wraps it; the middleware then sees an encoded answer and passes it on.
 */
export function createWholeAnswers() {
  return function applyTo(req, res) {
    const original = { write: res.write, end: res.end };
    let writtenInParts = false;

    res.write = function write(...args) {
      writtenInParts = true;
      return original.write.apply(res, args);
    };

    res.end = function end(chunk, encoding, callback) {
      if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      if (writtenInParts || chunk == null || res.headersSent || req.method === 'HEAD' || !hasBody(res.statusCode)) {
        return original.end.call(res, chunk, encoding, callback);
      }
      const body = typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      const method = encodingFor(req, res, body);
      if (!method) {
        res.setHeader('Content-Length', body.length);
        return original.end.call(res, body, callback);
      }
      encoders[method](body).then(
        (encoded) => {
          res.setHeader('Content-Encoding', method);
          res.setHeader('Content-Length', encoded.length);
          original.end.call(res, encoded, callback);
        },
        // The answer still leaves, as it is: the middleware compresses it the streaming way.
        () => original.end.call(res, body, callback),
      );
      return res;
    };
  };
}

const hasBody = (status) => status !== 204 && status !== 304 && (status < 100 || status >= 200);

/** The encoding the middleware would choose for this answer, or undefined where it would send it as it is. */
function encodingFor(req, res, body) {
  if (body.length < THRESHOLD_BYTES) return undefined;
  if (String(res.getHeader('Content-Encoding') ?? 'identity') !== 'identity') return undefined;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''))) return undefined;
  if (!compression.filter(req, res)) return undefined;
  const method = chosenEncoding(req);
  return method === 'identity' ? undefined : method;
}
