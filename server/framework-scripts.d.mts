/** See framework-scripts.mjs. */
export function isFrameworkScript(text: string): boolean;
export function reactRuntimeDefinitionCount(): number;
export function inlineScriptHashes(html: string): { hashes: string[]; refused: string[] };
