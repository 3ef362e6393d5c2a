import type { ReactNode } from 'react';
import { localeRoute } from '@/lib/i18n/locale-routing';
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '@/lib/i18n/locales';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';

/**
 * The page's language and its English path, from the pathname a client component reads
 * (`usePathname()`): `/ar/visa/x` is Arabic, `/visa/x`. An English page is rendered through its
 * `en` segment, unseen (lib/i18n/locale-routing.ts), so a page prerendered at build time reads
 * `/en/visa/x` on the server where the browser reads `/visa/x`: both are the same page here, so
 * the HTML and the browser's first render agree.
 */
export function pageAddress(pathname: string): { locale: Locale; path: string } {
  const prefix = `/${DEFAULT_LOCALE}`;
  const unprefixed = pathname === prefix ? '/' : pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  return splitLocale(unprefixed);
}

/**
 * Whether the page is one of the public site's, which exist in every language: not the staff's
 * area, the portal or a file, whose 404 shows the public frame too.
 */
export const isPublicPage = (pathname: string) => localeRoute(pageAddress(pathname).path) !== null;

/**
 * The link to the page the visitor is on in another language (`/visa/x` ⇄ `/ar/visa/x`): a plain
 * link, which works without script and makes the full navigation a change of root layout needs,
 * named in the language it leads to. A query is kept when script runs (it is read on the click,
 * so the HTML stays the same for every query and the link needs no search params to render).
 */
export function LanguageLink({ pathname, to, className, icon }: { pathname: string; to: Locale; className?: string; icon?: ReactNode }) {
  if (!isPublicPage(pathname)) return null;
  const href = localizedPath(pageAddress(pathname).path, to);
  return (
    <a
      href={href}
      hrefLang={to}
      lang={to}
      className={className}
      data-language-switch=""
      onClick={(event) => {
        if (window.location.search) event.currentTarget.href = `${href}${window.location.search}`;
      }}
    >
      {icon}
      {LOCALE_NAMES[to]}
    </a>
  );
}
