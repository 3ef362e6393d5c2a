import 'server-only';
import { locale as rootLocale } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The language of the page being rendered, from the `[locale]` segment of its root layout
 * (`next/root-params`): readable in any server component, inside `'use cache'` too, where it
 * becomes part of the cache key. Pages outside `app/[locale]` (the staff's area, the portal, the
 * 404 of an unknown file) are English.
 */
export async function getLocale(): Promise<Locale> {
  const value = await rootLocale();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
