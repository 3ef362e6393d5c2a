import { z } from '@/lib/validation/z';
import type { Locale } from './locales';

/**
 * Fields staff translate (DESIGN.md, "Languages"). A record type declares which of its fields
 * have an Arabic version by adding, beside each, a field named `{field}Ar` (`withArabic`): plain
 * fields of the same kind, so the stores, forms, drafts, versions, comparisons and the API carry
 * them as they carry the English ones, and every Arabic field may stay empty. `translatedFrom`
 * keeps, per Arabic field, a fingerprint of the English it was translated from, which tells a
 * translation still current from one the English has since moved away from.
 *
 * Runs in the browser too (the admin forms show each field's state): no server imports.
 */

export const ARABIC_SUFFIX = 'Ar';

/** `title` → `titleAr`. */
export const arabicName = <Field extends string>(field: Field) => `${field}${ARABIC_SUFFIX}` as `${Field}Ar`;

/** Per translated field, the fingerprint of the English text it was translated from. */
export const translatedFromSchema = z
  .array(z.object({ field: z.string().max(80), hash: z.string().max(16) }), { error: 'translatedFrom must be a list' })
  .max(200)
  .default([]);
export type TranslatedFrom = z.output<typeof translatedFromSchema>;

/** The field that keeps the fingerprints: bookkeeping, never shown or compared as content. */
export const TRANSLATED_FROM = 'translatedFrom';

type ArabicShape<Arabic> = { [Field in keyof Arabic & string as `${Field}Ar`]: NonNullable<Arabic[Field]> };

/**
 * A definition with an Arabic version of some of its fields: `arabic` gives each translated
 * field's Arabic schema (optional, labelled for the admin), under the English field's name.
 */
export function withArabic<Base extends z.ZodRawShape, Arabic extends { [Field in keyof Base]?: z.ZodType }>(
  base: z.ZodObject<Base>,
  arabic: Arabic,
): z.ZodObject<Base & ArabicShape<Arabic> & { translatedFrom: typeof translatedFromSchema }> {
  const renamed = Object.fromEntries(Object.entries(arabic).map(([field, schema]) => [arabicName(field), schema]));
  // zod cannot type a shape built key by key; the signature states what it is. safeExtend keeps
  // the base's refinements (a company's facts check their fields against each other).
  return (base as z.ZodObject).safeExtend({ ...renamed, [TRANSLATED_FROM]: translatedFromSchema }) as never;
}

/** The translated fields of a definition (or of a record's keys): each field whose `{field}Ar` is there too. */
export function translatedFieldsOf(shapeOrRecord: object): string[] {
  const keys = new Set(Object.keys(shapeOrRecord));
  return [...keys].filter((key) => !key.endsWith(ARABIC_SUFFIX) && keys.has(arabicName(key)));
}

/** Whether a field is the Arabic version of another, or the fingerprints: what English-only lists leave out. */
export function isTranslationField(name: string, shapeOrRecord: object): boolean {
  if (name === TRANSLATED_FROM) return true;
  return name.endsWith(ARABIC_SUFFIX) && name.slice(0, -ARABIC_SUFFIX.length) in shapeOrRecord;
}

/** Text with no words in it: blank, or only tags and spaces (an emptied rich-text editor's `<p></p>`). */
const blankText = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/** Whether a value says something: text with words, a list or row with any such text in it. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return !blankText(value);
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.some(isFilled);
  if (value && typeof value === 'object') return Object.values(value).some(isFilled);
  return false;
}

/** A short fingerprint of a value (FNV-1a over its JSON): equal text, equal fingerprint. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value ?? '');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

type Fields = Record<string, unknown>;

const stampOf = (record: Fields, field: string) => ((record[TRANSLATED_FROM] as TranslatedFrom | undefined) ?? []).find((entry) => entry.field === field)?.hash;

/**
 * The fingerprints to store with `next`: an Arabic field changed (or new) is a translation of
 * the English as it is now; one left as it was keeps the fingerprint it had, so an English edit
 * made since still shows it as older. An empty Arabic field has none. `previous` is the record as
 * it was, or for a list's item every item the list had (items move; an Arabic text found in one
 * of them is the one it was).
 */
export function stampTranslations(nextRecord: object, previous: object | readonly object[] | null): TranslatedFrom {
  const next = nextRecord as Fields;
  const candidates = (previous === null ? [] : Array.isArray(previous) ? previous : [previous]) as Fields[];
  return translatedFieldsOf(next).flatMap((field) => {
    const arabic = JSON.stringify(next[arabicName(field)]);
    if (!isFilled(next[arabicName(field)])) return [];
    const same = candidates.find((candidate) => JSON.stringify(candidate[arabicName(field)]) === arabic && stampOf(candidate, field));
    return [{ field, hash: (same && stampOf(same, field)) ?? fingerprint(next[field]) }];
  });
}

/** A list's items with their fingerprints stamped against the list as it was. */
export function stampItemTranslations<Item extends object>(items: readonly Item[], previous: readonly object[]): Item[] {
  return items.map((item) => ({ ...item, [TRANSLATED_FROM]: stampTranslations(item, previous) }));
}

/** Where a field's translation stands: none needed (no English), missing, current, or older than the English. */
export type FieldTranslation = 'none' | 'missing' | 'current' | 'outdated';
/** Where a record's translation stands, as the admin's lists show and filter it. */
export type TranslationState = 'missing' | 'partial' | 'outdated' | 'current';

export const TRANSLATION_STATE_LABELS: Readonly<Record<TranslationState, string>> = {
  missing: 'Not translated',
  partial: 'Partly translated',
  outdated: 'Older than the English',
  current: 'Translated',
};

/** Each translated field's state, and the record's: no Arabic at all, some fields still English, some older, or all current. */
export function translationStatus(of: object): { state: TranslationState; fields: Record<string, FieldTranslation> } {
  const record = of as Fields;
  const stamps = new Map(((record[TRANSLATED_FROM] as TranslatedFrom | undefined) ?? []).map((entry) => [entry.field, entry.hash]));
  const fields: Record<string, FieldTranslation> = {};
  for (const field of translatedFieldsOf(record)) {
    const english = record[field];
    const arabic = record[arabicName(field)];
    if (!isFilled(arabic)) fields[field] = isFilled(english) ? 'missing' : 'none';
    else fields[field] = stamps.get(field) === fingerprint(english) ? 'current' : 'outdated';
  }
  const states = Object.values(fields);
  const state: TranslationState = !states.some((value) => value === 'current' || value === 'outdated')
    ? 'missing'
    : states.includes('outdated')
      ? 'outdated'
      : states.includes('missing')
        ? 'partial'
        : 'current';
  return { state, fields };
}

/** Whether a record has anything in Arabic: what puts its page in the Arabic sitemap. */
export const hasArabic = (record: object) => translatedFieldsOf(record).some((field) => isFilled((record as Fields)[arabicName(field)]));

/** The attributes a block takes when it shows English on an Arabic page: read and laid out as English. */
export const ENGLISH_BLOCK = { lang: 'en', dir: 'ltr' } as const;

export interface LocalizedView<Record_> {
  /** The record with each translated field in the page's language where it has one. */
  value: Record_;
  /** `ENGLISH_BLOCK` for a field shown in English on an Arabic page, else nothing to add. */
  langOf(field: keyof Record_ & string): Partial<typeof ENGLISH_BLOCK>;
  /** Whether the field shows in English on a page in another language. */
  fellBack(field: keyof Record_ & string): boolean;
}

/**
 * A record as a page in `locale` shows it: each translated field in Arabic where it has Arabic,
 * else in English, which that block then marks (`langOf`). English pages show the record as it is.
 */
export function localize<Record_ extends object>(record: Record_, locale: Locale): LocalizedView<Record_> {
  const source = record as Fields;
  if (locale === 'en') return { value: record, langOf: () => ({}), fellBack: () => false };
  const english = new Set<string>();
  const value: Fields = { ...source };
  for (const field of translatedFieldsOf(source)) {
    const arabic = source[arabicName(field)];
    if (isFilled(arabic)) value[field] = arabic;
    else if (isFilled(source[field])) english.add(field);
  }
  return { value: value as Record_, langOf: (field) => (english.has(field) ? ENGLISH_BLOCK : {}), fellBack: (field) => english.has(field) };
}

/** The Arabic fields and fingerprints of a record type's fields. */
export type TranslationKeys<Fields> = Extract<keyof Fields, `${string}Ar` | typeof TRANSLATED_FROM>;

/** A record's fields where the translation may be left out: a new record, the seed, a test's fixture. */
export type TranslationOptional<Fields> = Omit<Fields, TranslationKeys<Fields>> & Partial<Pick<Fields, TranslationKeys<Fields>>>;

/**
 * A form or client that sends no Arabic at all (an English-only editor, an old API client)
 * leaves the record's Arabic as it was: each Arabic field missing from `input` is taken from
 * `current`. A field sent empty is emptied.
 */
export function keepUnsentTranslations(input: unknown, current: object | null): unknown {
  if (!current || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const from = current as Fields;
  const kept = Object.keys(from).filter((key) => isTranslationField(key, from) && key !== TRANSLATED_FROM && !(key in input));
  return kept.length === 0 ? input : { ...Object.fromEntries(kept.map((key) => [key, from[key]])), ...input };
}

/** The Arabic of a record's translated fields under the English fields' names: how content written in code gives it. */
export type ArabicOf<Fields> = { [Key in keyof Fields as Key extends `${infer Field}Ar` ? Field : never]: Fields[Key] };

/**
 * A record with its Arabic, given under the English fields' names, put in its `{field}Ar` fields
 * and stamped as translated from the English it has: how the seed gives its records their Arabic.
 */
export function translated<Record_ extends object>(record: Record_, arabic: object): Record_ {
  const withArabicFields = { ...record, ...Object.fromEntries(Object.entries(arabic).map(([field, value]) => [arabicName(field), value])) };
  return { ...withArabicFields, [TRANSLATED_FROM]: stampTranslations(withArabicFields, null) };
}
