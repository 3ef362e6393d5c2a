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

/**
 * The inline scripts the browser would run in `html`, in document order: `hashes` are the CSP hash
 * sources ('sha256-…', once each) of those the framework wrote, `refused` the text of any other.
 * A hash covers the element's text as written: the parser decodes no entities in <script>.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  const refused = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/(?:^|\s)src\s*=/i.test(attributes) || !RUNNABLE_TYPES.has(typeOf(attributes))) continue;
    if (isFrameworkScript(text)) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    else refused.push(text);
  }
  return { hashes: [...hashes], refused };
}

/** How many runtime definitions were read from React's bundles (a test checks it found them). */
export const reactRuntimeDefinitionCount = () => reactRuntimeDefinitions().length;
