/**
 * Cache-Control of API answers.
 *
 * Public reads come from the app's tagged data cache, which admin writes expire at once; the
 * header below only lets a CDN or browser keep an answer for a minute and serve a stale copy for
 * five more while it fetches a fresh one. So a change reaches this server's answers on the next
 * request, and clients behind a shared cache within about a minute.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** Admin answers, errors and the login: never stored anywhere. */
export const NO_STORE = 'no-store';
