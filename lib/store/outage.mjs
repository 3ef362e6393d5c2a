/**
 * When this process last found the store unreachable. The app records it (every
 * StoreUnavailableError), and proxy.ts reads it to answer pages 503 with the plain message
 * instead of Next's 500 (lib/store/outage-probe.ts). Kept on globalThis: Next bundles proxy.ts
 * apart from the app's routes.
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
