import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * The inline scripts Next and React write into a page, recognised by their shapes, so that the
 * Content-Security-Policy trusts those and nothing else: a script that came from stored data has
 * none of these shapes, gets no hash and does not run. Each shape is the framework's code around
 * data that JSON.parse accepts, so nothing in the data can be code:
 * - Next's flight data: `(self.__next_f=self.__next_f||[]).push([0])` (then maybe the form state)
 *   and `self.__next_f.push([1,"…"])` chunks (next/dist/server/app-render/use-flight-response.js);
 * - Turbopack's chunk-group bootstrap `(globalThis["G"] || (globalThis["G"] = [])).push({…});`;
 * - Next's icon re-insertion (metadata-insertion/create-server-inserted-metadata.js);
 * - React's streaming instructions: its runtime functions ($RC, $RS, $RX, …), read from React's
 *   own server bundles, then at most one call of one with JSON arguments (`$RC("B:0","S:0")`).
 * When a shape changes, e2e/security-headers.spec.ts fails on the first page that no longer
 * hydrates, and the server logs the script it refused.
 */

const require = createRequire(import.meta.url);

function isJson(text) {
  try {
    JSON.parse(text);
  } catch {
    return false;
  }
  return true;
}

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
const FLIGHT_FORM_STATE = /^;self\.__next_f\.push\((\[2,[\s\S]*\])\)$/;
const ICON_REINSERTION =
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))';
const CHUNK_GROUP = /^\(globalThis\[("(?:[^"\\]|\\.)*")\] \|\| \(globalThis\[("(?:[^"\\]|\\.)*")\] = \[\]\)\)\.push\((\{[\s\S]*?\})\);$/;
const REACT_CALL = /^\$R[A-Z]\(([\s\S]*)\)$/;

/** The bootstrap (maybe with the form state), or a chunk `[1,"text"]` / `[3,"base64"]` as JSON. */
function isFlight(text) {
  if (text.startsWith(FLIGHT_BOOTSTRAP)) {
    const rest = text.slice(FLIGHT_BOOTSTRAP.length);
    return rest === '' || isJson(FLIGHT_FORM_STATE.exec(rest)?.[1] ?? '');
  }
  const chunk = FLIGHT_PUSH.exec(text)?.[1] ?? '';
  if (!isJson(chunk)) return false;
  const [kind, data, ...rest] = JSON.parse(chunk);
  return (kind === 1 || kind === 3) && typeof data === 'string' && rest.length === 0;
}

/** One line per page of the chunk group: the global's name twice, and JSON parameters. */
function isChunkGroupBootstrap(text) {
  return text.split('\n').every((line) => {
    const match = CHUNK_GROUP.exec(line);
    return match !== null && match[1] === match[2] && isJson(match[1]) && isJson(match[3]);
  });
}

/** React's server renderers: Next's compiled copies (what it runs) and react-dom's own. */
function reactServerBundles() {
  const nextDir = path.dirname(require.resolve('next/package.json'));
  const folders = ['react-dom', 'react-dom-experimental'].map((name) => path.join(nextDir, 'dist', 'compiled', name, 'cjs'));
  folders.push(path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs'));
  const files = (folder) => readdirSync(folder, { withFileTypes: true }).filter((file) => /^react-dom-server.*\.production\.js$/.test(file.name));
  return folders.flatMap((folder) => {
    try {
      return files(folder).map((file) => path.join(folder, file.name));
    } catch {
      return []; // a folder this version of Next does not ship
    }
  });
}

const PRECOMPUTED_LITERAL = /stringToPrecomputedChunk\(\s*('(?:[^'\\]|\\[\s\S])*'|"(?:[^"\\]|\\[\s\S])*")\s*\)/g;

/** React's runtime functions as it writes them: the precomputed chunks that define a `$R…` global. */
function readReactRuntimeDefinitions() {
  const definitions = new Set();
  for (const file of reactServerBundles()) {
    for (const [, literal] of readFileSync(file, 'utf8').matchAll(PRECOMPUTED_LITERAL)) {
      // A string literal of React's own bundle, evaluated alone in an empty context.
      const text = runInNewContext(literal);
      // Some chunks end with the start of the first call (`…};$RX("`): the call is judged apart.
      if (/\$R[A-Z]{1,2}=/.test(text)) definitions.add(text.replace(/\$R[A-Z]\("$/, ''));
    }
  }
  // Longest first, so a definition that extends another is taken whole.
  return [...definitions].sort((a, b) => b.length - a.length);
}

let definitions;
const reactRuntimeDefinitions = () => (definitions ??= readReactRuntimeDefinitions());

/** React's runtime functions, in any number, then at most one call with JSON arguments. */
function isReactInstruction(text) {
  let rest = text;
  for (let progressed = true; progressed && rest !== ''; ) {
    progressed = false;
    for (const definition of reactRuntimeDefinitions()) {
      if (rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        progressed = true;
        break;
      }
    }
  }
  if (rest === '') return text !== '';
  const call = REACT_CALL.exec(rest);
  return call !== null && isJson(`[${call[1]}]`);
}

/** Whether an inline script's text is one Next or React writes (see above). */
export function isFrameworkScript(text) {
  return text === ICON_REINSERTION || isFlight(text) || isChunkGroupBootstrap(text) || isReactInstruction(text);
}

// Script elements whose text the browser runs; a data block (type="application/ld+json") never is.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);
const typeOf = (attributes) => (/(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)?.slice(1).find((value) => value !== undefined) ?? '').trim().toLowerCase();
const sha256Source = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** A flight chunk alone (not the bootstrap): the scripts Next writes by the dozen, one after another. */
const isFlightChunk = (text) => !text.startsWith(FLIGHT_BOOTSTRAP) && isFlight(text);

/**
 * The inline scripts the browser would run in `html`, in document order: `hashes` are the CSP hash
 * sources ('sha256-…', once each) of those the framework wrote, `refused` the text of any other.
 * A hash covers the element's text as written: the parser decodes no entities in <script>.
 *
 * Next writes its flight data as one <script> per chunk, more than 60 on a visa page, and each
 * would need its own hash in the header of every answer. So each run of flight chunks that follow
 * one another directly, each a plain `<script>…</script>` recognised on its own, is hashed as the
 * one script joinRuns makes of it: `joins` lists those runs as [start, end) in html's UTF-8 bytes.
 */
export function hashInlineScripts(html) {
  const hashes = new Set();
  const refused = [];
  const joins = [];
  let counted = { index: 0, bytes: 0 };
  const byteOffset = (index) => {
    counted = { index, bytes: counted.bytes + Buffer.byteLength(html.slice(counted.index, index)) };
    return counted.bytes;
  };
  let run = null; // { start, end, texts }: adjacent flight chunks not yet judged
  const endRun = () => {
    if (!run) return;
    hashes.add(sha256Source(run.texts.join(';')));
    if (run.texts.length > 1) joins.push([byteOffset(run.start), byteOffset(run.end)]);
    run = null;
  };
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const [element, attributes, text] = match;
    const start = match.index;
    if (/(?:^|\s)src\s*=/i.test(attributes) || !RUNNABLE_TYPES.has(typeOf(attributes))) {
      endRun();
      continue;
    }
    if (element === `<script>${text}</script>` && isFlightChunk(text)) {
      if (run?.end !== start) endRun();
      run ??= { start, end: start, texts: [] };
      run.texts.push(text);
      run.end = start + element.length;
      continue;
    }
    endRun();
    if (isFrameworkScript(text)) hashes.add(sha256Source(text));
    else refused.push(text);
  }
  endRun();
  return { hashes: [...hashes], refused, joins };
}

const SEAM = Buffer.from('</script><script>');
const STATEMENT_END = Buffer.from(';');

/**
 * The page's bytes with each run in `joins` (from hashInlineScripts, on these same bytes) written
 * as one script making the same calls in the same order: inside a run the only
 * `</script><script>` are the seams between its elements (a script's text cannot hold
 * `</script`), and each becomes `;`. Nothing is judged here: were the bytes not those judged, the
 * joined script would not match the page's hashes and the browser would refuse it.
 */
export function joinRuns(bytes, joins) {
  if (joins.length === 0) return bytes;
  const parts = [];
  let copiedTo = 0;
  for (const [start, end] of joins) {
    parts.push(bytes.subarray(copiedTo, start));
    let at = start;
    for (let seam = bytes.indexOf(SEAM, at); seam !== -1 && seam < end; seam = bytes.indexOf(SEAM, at)) {
      parts.push(bytes.subarray(at, seam), STATEMENT_END);
      at = seam + SEAM.length;
    }
    parts.push(bytes.subarray(at, end));
    copiedTo = end;
  }
  parts.push(bytes.subarray(copiedTo));
  return Buffer.concat(parts);
}

/** How many runtime definitions were read from React's bundles (a test checks it found them). */
export const reactRuntimeDefinitionCount = () => reactRuntimeDefinitions().length;
