import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * A public page's address in a language: English at the path itself, Arabic under `/ar`
 * (`/visa` → `/ar/visa`, `/` → `/ar`). A query or a fragment is kept.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/')) return path;
  const rest = path === '/' ? '' : path.startsWith('/?') || path.startsWith('/#') ? path.slice(1) : path;
  return `/${locale}${rest}`;
}

/** The language of a public address and the page's path without its prefix (`/ar/visa` → ar, `/visa`). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: pathname.slice(match[0].length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}
