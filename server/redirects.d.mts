import type { IncomingMessage, ServerResponse } from 'node:http';

export const REDIRECT_CACHE_CONTROL: string;

/** See redirects.mjs. */
export function createRedirects(options: {
  listPath: string;
  fetchInternal: (path: string) => Promise<Response>;
  headers: Array<{ key: string; value: string }>;
  now?: () => number;
}): {
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  clear(): void;
};
