// Where the cache handlers (plain modules Next loads by path, outside the app's bundles) find the
// shared record of cache-tag expiry times that instrumentation.ts installs from the store.
export const CACHE_TAG_SOURCE = Symbol.for('ztart.cacheTagSource');
