import type { IncomingMessage, ServerResponse } from 'node:http';

export const ANONYMOUS_BODY_MAX: number;

/** See request-guard.mjs: resolves true when it answered the request, and Next must not. */
export function createRequestGuard(options: {
  headers: Array<{ key: string; value: string }>;
  sessionCookie: string;
  sessionSecret: string | undefined;
}): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
