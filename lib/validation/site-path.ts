/**
 * A path of this site as a link may carry it, with its query: one slash, then not a second one,
 * and no backslash or control character before the query. Browsers read `//host`, `/\host` and
 * `/<tab>/host` as another site's address, so a path from a request that fails this is not ours
 * to link to or to store as the page a visitor was on. A query may hold a backslash
 * (`?utm_term=a\b`), which changes nothing about where the link goes.
 */
export const isSitePath = (value: string): boolean => /^\/(?!\/)/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value.split('?')[0]!);
