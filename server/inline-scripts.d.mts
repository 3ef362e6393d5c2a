/** See inline-scripts.mjs: the hashes of the framework's inline scripts in `html`, and the rest. */
export function inlineScriptHashes(html: string): { hashes: string[]; refused: string[] };
