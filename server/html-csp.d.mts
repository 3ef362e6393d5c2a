import type { IncomingMessage, ServerResponse } from 'node:http';

/** See html-csp.mjs. `onRefused` gets the page's URL and each inline script left out of its policy. */
export function createHtmlCsp(
  policyFor: (scriptHashes: string[]) => string,
  options?: { onRefused?: (url: string | undefined, scriptText: string) => void },
): (req: IncomingMessage, res: ServerResponse) => void;
