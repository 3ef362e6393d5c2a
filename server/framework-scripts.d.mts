/** See framework-scripts.mjs. */
export function isFrameworkScript(text: string): boolean;
export function reactRuntimeDefinitionCount(): number;
export function hashInlineScripts(html: string): { hashes: string[]; refused: string[]; joins: Array<[number, number]> };
export function joinRuns(bytes: Buffer, joins: Array<[number, number]>): Buffer;
