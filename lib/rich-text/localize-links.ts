import { localeRoute } from '@/lib/i18n/locale-routing';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';

/** A link's address written from the site's root (`/contact`, not `//host/…`), quoted either way. */
const ROOT_LINK = /(<a\b[^>]*?\shref\s*=\s*)(["'])(\/(?!\/)[^"']*)\2/gi;

/**
 * Rich text staff wrote (a visa's description, a post's body) as a page in `locale` shows it:
 * each link to a public page of this site points at that page in the same language
 * (`href="/contact"` → `href="/ar/contact"`), so a reader of the Arabic site stays in it. Other
 * sites, files (`/uploads/…`, `/images/…`), the staff's area, a fragment and an address already
 * in a language keep their href: the same rule the proxy applies to addresses
 * (lib/i18n/locale-routing.ts).
 */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(ROOT_LINK, (whole, start: string, quote: string, href: string) => {
    const path = href.split(/[?#]/, 1)[0]!;
    const route = localeRoute(path);
    return route && 'rewrite' in route ? `${start}${quote}${localizedPath(href, locale)}${quote}` : whole;
  });
}
