/**
 * A path of this site as a link may carry it: one slash, then neither a second slash nor a
 * backslash, and no backslash or control character anywhere. Browsers read `//host`, `/\host`
 * and `/<tab>/host` as another site's address, so a path from a request that fails this is not
 * ours to link to or to store as the page a visitor was on.
 */
export const isSitePath = (value: string): boolean => /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
