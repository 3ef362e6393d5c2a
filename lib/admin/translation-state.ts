import {
  arabicName,
  type FieldTranslation,
  fingerprint,
  isFilled,
  translatedFieldsOf,
  translationStatus,
  type TranslationState,
} from '@/lib/i18n/translatable';

/**
 * Where a record's Arabic stands, as the admin shows it: in the lists' badges, the translations
 * page and beside each Arabic field of an editor. Built on `translationStatus`
 * (lib/i18n/translatable.ts), which reads one record's own fields; records made of parts (a site
 * list's rows, a page's visa facts and their fee lines) are read part by part and summed up here.
 *
 * Runs in the browser too (the editors' notes): no server imports.
 */

/** Worst first: the order the translations page sorts by, and its filters' order. */
export const TRANSLATION_STATES: readonly TranslationState[] = ['outdated', 'partial', 'missing', 'current'];

/** One record's (or part's) translated fields, each with its state. */
export interface RecordTranslation {
  state: TranslationState;
  /** Per translated field (a part's fields prefixed with the part: `items.2.title`), its state. */
  fields: Record<string, FieldTranslation>;
  /** How many fields have English to translate, and of those how many are translated and current. */
  toTranslate: number;
  current: number;
}

/**
 * The state of a set of field states, by the rule of `translationStatus`: no Arabic at all is
 * not translated, any older field makes it older, any missing one partly translated. A record
 * with nothing in English to translate (an empty list) has nothing missing: translated.
 */
export function stateOf(fields: readonly FieldTranslation[]): TranslationState {
  if (!fields.some((field) => field !== 'none')) return 'current';
  if (!fields.some((field) => field === 'current' || field === 'outdated')) return 'missing';
  if (fields.includes('outdated')) return 'outdated';
  if (fields.includes('missing')) return 'partial';
  return 'current';
}

const summary = (fields: Record<string, FieldTranslation>): RecordTranslation => {
  const states = Object.values(fields);
  return {
    state: stateOf(states),
    fields,
    toTranslate: states.filter((state) => state !== 'none').length,
    current: states.filter((state) => state === 'current').length,
  };
};

/**
 * A record with every Arabic field its definition declares: a row stored before the Arabic
 * existed (or the seed's) has none, and reads as not translated rather than as having nothing to
 * translate. `shape` is the definition's shape (or any object with its keys).
 */
export function withArabicKeys(record: object, shape: object): Record<string, unknown> {
  const filled: Record<string, unknown> = { ...record };
  for (const field of translatedFieldsOf(shape)) filled[arabicName(field)] ??= '';
  return filled;
}

/** A record's translation, its fields read against its definition's shape. */
export function recordTranslation(record: object, shape: object): RecordTranslation {
  return summary(translationStatus(withArabicKeys(record, shape)).fields);
}

/** A record made of parts (the record itself, its rows), each part's fields named by `prefix.field`. */
export function partsTranslation(parts: ReadonlyArray<{ prefix: string; record: object; shape: object }>): RecordTranslation {
  const fields: Record<string, FieldTranslation> = {};
  for (const { prefix, record, shape } of parts) {
    for (const [field, state] of Object.entries(translationStatus(withArabicKeys(record, shape)).fields)) fields[prefix ? `${prefix}.${field}` : field] = state;
  }
  return summary(fields);
}

/** A list's rows (a site list): each row translated on its own. */
export function itemsTranslation(items: readonly object[], itemShape: object): RecordTranslation {
  return partsTranslation(items.map((record, index) => ({ prefix: `items.${index}`, record, shape: itemShape })));
}

/** The rows of a list field as a save keeps them: rows with nothing in them are not part of the text. */
const withoutEmptyRows = (value: unknown) => (Array.isArray(value) ? value.filter(isFilled) : value);

/**
 * One translated field of a form as it is now, against the record the form opened with: what a
 * save would make of it (lib/i18n/translatable.ts, `stampTranslations`). Arabic the person has
 * changed is a translation of the English as it is now; Arabic left as it was keeps the
 * fingerprint it had, so it is older as soon as the English differs from what it was translated
 * from, and stays older when saved unchanged.
 */
export function liveFieldTranslation(now: { english: unknown; arabic: unknown }, opened: { arabic: unknown; stamp: string | undefined } | null): FieldTranslation {
  const english = withoutEmptyRows(now.english);
  const arabic = withoutEmptyRows(now.arabic);
  if (!isFilled(arabic)) return isFilled(english) ? 'missing' : 'none';
  const unchanged = opened !== null && JSON.stringify(arabic) === JSON.stringify(withoutEmptyRows(opened.arabic));
  if (!unchanged) return 'current';
  return opened.stamp !== undefined && opened.stamp === fingerprint(english) ? 'current' : 'outdated';
}
