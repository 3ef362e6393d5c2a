export const STORE_UNAVAILABLE_MESSAGE: string;
export function recordStoreUnavailable(now?: number): void;
export function storeFailedRecently(withinMs: number, now?: number): boolean;
