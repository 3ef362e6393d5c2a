import { DEFAULT_LOCALE, isLocale } from './locales';

/**
 * The first path segments the app answers in one language only, outside `app/[locale]`: the
 * staff's area, the applicant's portal, the API and the files. Every other address is a public
 * page, whose English version has no prefix.
 */
const UNLOCALIZED_SEGMENTS = new Set(['admin', 'login', 'invite', 'case', 'not-allowed', 'api', 'og', 'uploads', '_next', 'images', 'fonts']);

export type LocaleRoute = { rewrite: string } | { redirect: string } | null;

/**
 * What the proxy does with an address before anything else reads it. English pages live in
 * `app/[locale]` like the Arabic ones, so `/visa` is answered by `/en/visa`, unseen by the
 * visitor; an address typed with `/en` moves for good to the one without it, so each page has
 * one English address. Arabic addresses, the unlocalized areas and files (a first segment with
 * a dot: robots.txt, sitemap.xml, icon.svg) pass as they are.
 */
export function localeRoute(pathname: string): LocaleRoute {
  const first = pathname.split('/')[1] ?? '';
  if (first === DEFAULT_LOCALE) return { redirect: pathname.slice(DEFAULT_LOCALE.length + 1) || '/' };
  if (isLocale(first) || UNLOCALIZED_SEGMENTS.has(first) || first.includes('.')) return null;
  return { rewrite: `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}` };
}

/**
 * Whether Next routes the address to the `[locale]` segment though it names no language: one
 * segment that is an unlocalized area's name (`/case`) or a file's (`/index.html`). Where no route
 * or file answers it, the language layout's notFound() would give Next's bare built-in 404 page;
 * proxy.ts shows the site's own 404 page instead.
 */
export function reachesLanguageSegment(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return first !== '' && pathname === `/${first}` && !isLocale(first) && (UNLOCALIZED_SEGMENTS.has(first) || first.includes('.'));
}

/**
 * The page proxy.ts shows, with status 404, at a public address nothing answers: in the site's
 * layout and the address's language (`/ar/page-not-found` for an Arabic one).
 */
export const NOT_FOUND_PAGE = '/page-not-found';
