import Negotiator from 'negotiator';

// The compression middleware's own choice (compression/index.js): the encodings it offers, in its
// order of preference. page-copies.mjs keys a copy on it and whole-answers.mjs encodes with it, so
// a copy taken from either is found again under the encoding the next request gets.
const SUPPORTED_ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];
/** Accept-Encoding values remembered with their choice (browsers send a handful). */
const REMEMBERED_ACCEPT_ENCODINGS = 64;
const remembered = new Map();

/** What the compression middleware encodes the answer to `req` in: 'br', 'gzip', 'deflate' or 'identity'. */
export function chosenEncoding(req) {
  const accept = req.headers['accept-encoding'];
  if (accept === undefined) return 'identity';
  let encoding = remembered.get(accept);
  if (encoding === undefined) {
    encoding = new Negotiator(req).encoding(SUPPORTED_ENCODINGS, PREFERRED_ENCODINGS) ?? 'identity';
    if (remembered.size >= REMEMBERED_ACCEPT_ENCODINGS) remembered.clear();
    remembered.set(accept, encoding);
  }
  return encoding;
}
