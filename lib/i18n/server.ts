import 'server-only';
import * as rootParams from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The language of the page being rendered, from the `[locale]` segment of its root layout
 * (`next/root-params`): readable in any server component, inside `'use cache'` too, where it
 * becomes part of the cache key. Pages outside `app/[locale]` (the staff's area, the portal, the
 * 404 of an unknown file) are English: their root params have no `locale` (for the 404 of an
 * unknown file, none at all), hence the namespace import, which a missing export leaves undefined.
 */
export async function getLocale(): Promise<Locale> {
  const read = (rootParams as { locale?: () => Promise<string | undefined> }).locale;
  const value = read ? await read() : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
