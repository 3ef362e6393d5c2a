import type { IncomingMessage, ServerResponse } from 'node:http';

export interface HtmlCspOptions {
  /** Called with the page's URL and the text of each inline script left out of its policy. */
  onRefused?: (url: string | undefined, scriptText: string) => void;
}

/** See html-csp.mjs: returns the wrapper to call on each request before Next writes the answer. */
export function createHtmlCsp(
  policyFor: (scriptHashes: string[]) => string,
  options?: HtmlCspOptions,
): (req: IncomingMessage, res: ServerResponse) => void;
