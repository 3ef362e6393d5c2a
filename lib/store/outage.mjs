/**
 * When this process last found the store unreachable. The app records it (every
 * StoreUnavailableError), and server.mjs, in the same process, reads it to answer a page that
 * failed for that reason with 503 and the plain message instead of Next's 500
 * (server/store-outage.mjs). Kept on globalThis: Next bundles the app apart from server.mjs.
 */
const FAILED_AT = Symbol.for('ztart.storeUnavailableAt');

/** What callers are told when the store fails; the failure's details go to the log only. */
export const STORE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';

export function recordStoreUnavailable(now = Date.now()) {
  globalThis[FAILED_AT] = now;
}

/** Whether the store failed within the last `withinMs`. */
export function storeFailedRecently(withinMs, now = Date.now()) {
  const at = globalThis[FAILED_AT];
  return typeof at === 'number' && now - at <= withinMs;
}
