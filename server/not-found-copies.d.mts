import type { IncomingMessage, ServerResponse } from 'node:http';

export const INTERNAL_HEADER: string;
export const LIST_MAX_AGE_MS: number;

/** See not-found-copies.mjs. */
export function createNotFoundCopies(options: {
  families: Array<{ prefix: string; slugsPath: string; alsoKnown?: readonly string[] }>;
  fetchInternal: (path: string, headers: Record<string, string>) => Promise<Response>;
  send: (req: IncomingMessage, res: ServerResponse, status: number, headers: Array<[string, string | string[]]>, body: string) => void;
  now?: () => number;
}): {
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  clear(): void;
};
