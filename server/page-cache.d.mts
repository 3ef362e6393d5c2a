import type { IncomingMessage, ServerResponse } from 'node:http';

/** See page-cache.mjs. */
export interface PageCache {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createPageCache(options?: { maxAgeMs?: number; maxBytes?: number; now?: () => number }): PageCache;
