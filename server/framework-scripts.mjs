import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * The inline scripts Next and React write into a page, recognised by their shapes, so that the
 * Content-Security-Policy trusts those and nothing else. A script that came
 * from stored data (a row written around the sanitiser, an old record, a future bug) has none of
 * these shapes, gets no hash, and does not run. Each shape is code the framework wrote around
 * data that is JSON: JSON.parse accepts the data part, so nothing in it can be code.
 *
 * - Next's flight data: `(self.__next_f=self.__next_f||[]).push([0])`, optionally followed by the
 *   form state, and `self.__next_f.push([1,"…"])` chunks (next/dist/server/app-render/
 *   use-flight-response.js).
 * - Turbopack's chunk-group bootstrap: `(globalThis["G"] || (globalThis["G"] = [])).push({…});`
 *   (next/dist/server/get-page-files.js).
 * - Next's icon re-insertion (metadata-insertion/create-server-inserted-metadata.js).
 * - React's streaming instructions: its fixed runtime functions ($RC, $RS, $RX, $RR, $RT and
 *   helpers), read from React's own server bundles, then at most one call of one of them with
 *   JSON arguments, as in `$RC("B:0","S:0")`.
 *
 * When Next or React change a shape, the e2e suite's CSP check (e2e/security-headers.spec.ts)
 * fails on the first page that no longer hydrates, and the server logs the script it refused.
 */

const require = createRequire(import.meta.url);

const isJson = (text) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
const FLIGHT_FORM_STATE = /^;self\.__next_f\.push\((\[2,[\s\S]*\])\)$/;
const ICON_REINSERTION =
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))';
const CHUNK_GROUP = /^\(globalThis\[("(?:[^"\\]|\\.)*")\] \|\| \(globalThis\[("(?:[^"\\]|\\.)*")\] = \[\]\)\)\.push\((\{[\s\S]*?\})\);$/;
const REACT_CALL = /^\$R[A-Z]\(([\s\S]*)\)$/;

/** A flight chunk: `[1,"text"]` or `[3,"base64"]`, as JSON. */
function isFlightChunk(json) {
  if (!isJson(json)) return false;
  const [kind, data, ...rest] = JSON.parse(json);
  return (kind === 1 || kind === 3) && typeof data === 'string' && rest.length === 0;
}

function isFlight(text) {
  if (text.startsWith(FLIGHT_BOOTSTRAP)) {
    const rest = text.slice(FLIGHT_BOOTSTRAP.length);
    if (rest === '') return true;
    const formState = FLIGHT_FORM_STATE.exec(rest);
    return formState !== null && isJson(formState[1]);
  }
  const push = FLIGHT_PUSH.exec(text);
  return push !== null && isFlightChunk(push[1]);
}

/** One line per page of the chunk group: the global's name twice, and JSON parameters. */
function isChunkGroupBootstrap(text) {
  return text.split('\n').every((line) => {
    const match = CHUNK_GROUP.exec(line);
    return match !== null && match[1] === match[2] && isJson(match[1]) && isJson(match[3]);
  });
}

/** Where React's server renderers are: Next's compiled copies (what it runs) and the package's own. */
function reactServerBundles() {
  const folders = [];
  const nextDir = path.dirname(require.resolve('next/package.json'));
  for (const name of ['react-dom', 'react-dom-experimental']) folders.push(path.join(nextDir, 'dist', 'compiled', name, 'cjs'));
  try {
    folders.push(path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs'));
  } catch {
    // react-dom is Next's peer and always installed beside it; without it Next's copies suffice.
  }
  return folders.flatMap((folder) => {
    try {
      return readdirSync(folder)
        .filter((file) => /^react-dom-server.*\.production\.js$/.test(file))
        .map((file) => path.join(folder, file));
    } catch {
      return [];
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

let reactDefinitions;
const reactRuntimeDefinitions = () => (reactDefinitions ??= readReactRuntimeDefinitions());

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

/** How many runtime definitions were read from React's bundles (a test checks it found them). */
export const reactRuntimeDefinitionCount = () => reactRuntimeDefinitions().length;
