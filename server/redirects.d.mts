import type { IncomingMessage, ServerResponse } from 'node:http';

export const REDIRECT_MAX_AGE: number;

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
