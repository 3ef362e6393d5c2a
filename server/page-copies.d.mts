import type { IncomingMessage, ServerResponse } from 'node:http';

/** See page-copies.mjs. */
export declare const PAGE_COPIES_MAX_BYTES: number;
export declare const PAGE_COPIES_MAX_COUNT: number;

export interface PageCopies {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createPageCopies(options: {
  clock: { generation(): number; sure(): boolean };
  sessionCookie: string;
  maxBytes?: number;
  maxCount?: number;
  now?: () => number;
}): PageCopies;
