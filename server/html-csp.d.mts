import type { IncomingMessage, ServerResponse } from 'node:http';

/** See html-csp.mjs: returns the wrapper to call on each request before Next writes the answer. */
export function createHtmlCsp(policyFor: (scriptHashes: string[]) => string): (req: IncomingMessage, res: ServerResponse) => void;
