/**
 * Emitted on `process` when the app revalidates its public data (lib/data/revalidate.ts), so that
 * server.mjs drops its in-memory copies of pages (server/page-cache.mjs) in the same moment.
 */
export const CONTENT_CHANGED = 'site:content-changed';
