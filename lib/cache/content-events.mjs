/**
 * Emitted on `process` when the app expires cache tags (lib/publishing/expire-on-every-instance.ts):
 * what this process keeps beside Next's caches (the proxy's list of redirects) is dropped in the
 * same moment, before the next request.
 */
export const CONTENT_CHANGED = 'site:content-changed';
