/**
 * Cache-Control of a 301 from an old address: it may be stored, but never reused without asking.
 * A browser keeps a 301 without caching headers, or with a max-age, for good or that long; once a
 * slug is renamed back the old target redirects the other way, and the kept 301 and the new one
 * would loop. Search engines take "permanent" from the status, not from the caching.
 */
export const REDIRECT_CACHE_CONTROL = 'no-cache';
