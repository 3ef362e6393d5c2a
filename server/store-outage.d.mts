import type { IncomingMessage, ServerResponse } from 'node:http';

export const RETRY_AFTER_SECONDS: number;
export function outagePage(message: string): string;
/** See store-outage.mjs: returns the wrapper to call on each request before Next writes the answer. */
export function createStoreOutage(options: { failedRecently: () => boolean; message: string }): (req: IncomingMessage, res: ServerResponse) => void;
