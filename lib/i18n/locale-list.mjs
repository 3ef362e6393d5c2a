/**
 * The site's languages, first the one at the unprefixed addresses. Plain JavaScript, so the
 * build's scripts (scripts/app-addresses.mjs) read the same list as the app (./locales.ts).
 */
export const LOCALE_LIST = /** @type {const} */ (['en', 'ar']);
