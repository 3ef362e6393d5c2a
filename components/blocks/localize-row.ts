import type { Locale } from '@/lib/i18n/locales';
import { arabicName, localize, translatedFieldsOf } from '@/lib/i18n/translatable';
import { SITE_LISTS, type SiteListName } from '@/lib/site-lists/site-list-definitions';

/**
 * A row of a site list as a page in `locale` shows it (`localize`). A row stored before the
 * Arabic existed (or the seed's) has no `{field}Ar` keys at all, which `localize` would take for
 * a field with no Arabic version: the row is given its list's Arabic fields, empty, first, so
 * every English fallback is marked.
 */
export function localizeRow<Item extends object>(list: SiteListName, item: Item, locale: Locale) {
  const fields = translatedFieldsOf(SITE_LISTS[list].item.shape);
  return localize({ ...Object.fromEntries(fields.map((field) => [arabicName(field), ''])), ...item } as Item, locale);
}
