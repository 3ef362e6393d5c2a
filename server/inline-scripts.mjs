import { createHash } from 'node:crypto';
import { isFrameworkScript } from './framework-scripts.mjs';

// Script elements whose text the browser runs. A data block (type="application/ld+json") is
// never run, so the Content-Security-Policy does not need, and should not list, its hash.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

function typeOf(attributes) {
  const match = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
}

/**
 * The inline scripts the browser would run in `html`, in document order: `hashes` are the CSP
 * hash sources ('sha256-…', without repeats) of those Next and React wrote (server/
 * framework-scripts.mjs); `refused` the text of any other, which the policy leaves out. The hash
 * covers the element's text exactly as written: the parser does not decode entities in <script>.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  const refused = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes) || !RUNNABLE_TYPES.has(typeOf(attributes))) continue;
    if (!isFrameworkScript(text)) {
      refused.push(text);
      continue;
    }
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return { hashes: [...hashes], refused };
}
