import type { Locale } from '@/lib/i18n/locales';
import { arabicName, ENGLISH_BLOCK, isFilled, localize } from '@/lib/i18n/translatable';

/** What a block adds when it shows English on an Arabic page (`lang="en" dir="ltr"`), else nothing. */
export type LangAttributes = Partial<typeof ENGLISH_BLOCK>;

const NONE: LangAttributes = {};

/**
 * A list of texts and its Arabic version item by item (a country page's four essentials): each
 * item in Arabic where that item has Arabic, else in English, marked. A translator who filled
 * three of four leaves the fourth in English, not empty.
 */
export function localizeTexts(english: readonly string[], arabic: readonly string[] | undefined, locale: Locale): { text: string; lang: LangAttributes }[] {
  if (locale === 'en') return english.map((text) => ({ text, lang: NONE }));
  const length = Math.max(english.length, arabic?.length ?? 0);
  return Array.from({ length }, (_, index) => {
    const translation = arabic?.[index] ?? '';
    if (isFilled(translation) || english[index] === undefined) return { text: translation, lang: NONE };
    return { text: english[index]!, lang: ENGLISH_BLOCK };
  }).filter((item) => isFilled(item.text));
}

/**
 * A list of rows (steps, paragraphs) and its Arabic version row by row and field by field, as
 * `localize` gives a record: a row's field with no Arabic shows its English, marked by `langOf`.
 */
export function localizeRows<Row extends object>(
  english: readonly Row[],
  arabic: readonly Row[] | undefined,
  locale: Locale,
): { value: Row; langOf(field: keyof Row & string): LangAttributes }[] {
  if (locale === 'en') return english.map((value) => ({ value, langOf: () => NONE }));
  const length = Math.max(english.length, arabic?.length ?? 0);
  return Array.from({ length }, (_, index) => {
    const row = english[index];
    const translation = arabic?.[index];
    if (row === undefined) return { value: translation!, langOf: () => NONE };
    const arabicFields = Object.keys(row).map((field) => [arabicName(field), (translation as Record<string, unknown> | undefined)?.[field] ?? '']);
    const paired = { ...row, ...Object.fromEntries(arabicFields) };
    const view = localize(paired as Row, locale);
    return { value: view.value, langOf: (field: keyof Row & string) => view.langOf(field) };
  });
}
