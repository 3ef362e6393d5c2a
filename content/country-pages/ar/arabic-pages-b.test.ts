import { seedCountryPages } from '@/content/seed/country-pages';
import { countryPageRichText, newCountryPageSchema } from '@/lib/country-pages/country-page-definition';
import { arabicName, isFilled, translatedFieldsOf, translationStatus } from '@/lib/i18n/translatable';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { arabicCountryPages } from '.';

/** The five pages this file answers for; the other five have a test of their own. */
const SLUGS = ['france-visa-dubai', 'spain-visa-dubai', 'turkey-visa-from-dubai', 'japan-visit-visa-from-dubai', 'usa-visit-visa-from-dubai'];

const HTML_FIELDS = new Set(Object.keys(countryPageRichText.shape).filter((name) => !name.endsWith('Ar')));

/**
 * The Latin words an Arabic text may keep: the brand, names of official systems and forms, the
 * visa classes, the "x" of a photo size. Any other Latin word is English left untranslated.
 */
const LATIN_KEPT = new Set(['Ztart', 'Visa', 'France', 'Visas', 'ETIAS', 'BLS', 'International', 'JAPAN', 'eVISA', 'DS', 'B', 'C', 'x']);

type Fields = Record<string, unknown>;
const record = (slug: string) => seedCountryPages.find((page) => page.slug === slug) as unknown as Fields;

/** Every string in a value (a text, a row, a list of rows), with where it sits. */
function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/** The words a reader sees: tags (and the addresses in them) left out. */
const visibleText = (text: string) => text.replace(/<[^>]*>/g, ' ');
const tagsOf = (html: string) => html.match(/<[^>]+>/g) ?? [];
const numbersOf = (text: string) => new Set(visibleText(text).match(/\d+(?:,\d{3})*/g) ?? []);

test('the five pages are registered under their seeded slugs', () => {
  for (const slug of SLUGS) {
    expect([slug, record(slug)]).toEqual([slug, expect.objectContaining({ slug })]);
    expect([slug, arabicCountryPages[slug]]).toEqual([slug, expect.any(Object)]);
  }
});

describe.each(SLUGS)('%s in Arabic', (slug) => {
  const page = record(slug);
  const fields = translatedFieldsOf(page);

  test('reads as translated: every field with English has current Arabic', () => {
    const status = translationStatus(page);
    expect(Object.entries(status.fields).filter(([, state]) => state !== 'current' && state !== 'none')).toEqual([]);
    expect(status.state).toBe('current');
  });

  test('every list has the English number of items, and every part of an item with English has Arabic', () => {
    for (const field of fields) {
      const english = page[field];
      const arabic = page[arabicName(field)];
      if (!Array.isArray(english)) continue;
      expect([field, (arabic as unknown[]).length]).toEqual([field, english.length]);
      const arabicParts = new Map(strings(arabic, field));
      for (const [path, text] of strings(english, field)) {
        if (isFilled(text)) expect([path, isFilled(arabicParts.get(path))]).toEqual([path, true]);
      }
    }
  });

  test('rich text keeps the English tags and links, and passes the sanitiser unchanged', () => {
    for (const field of HTML_FIELDS) {
      const english = page[field] as string;
      const arabic = page[arabicName(field)] as string;
      expect([field, tagsOf(arabic)]).toEqual([field, tagsOf(english)]);
      expect([field, sanitizeRichText(arabic)]).toEqual([field, arabic]);
    }
  });

  test('keeps every number of the English, in Western digits', () => {
    for (const field of fields) {
      const arabicParts = new Map(strings(page[arabicName(field)], field));
      for (const [path, text] of strings(page[field], field)) {
        const arabic = arabicParts.get(path) ?? '';
        const missing = [...numbersOf(text)].filter((number) => !numbersOf(arabic).has(number));
        expect([path, missing]).toEqual([path, []]);
        expect([path, /[\u0660-\u0669\u06F0-\u06F9]/.test(arabic)]).toEqual([path, false]);
      }
    }
  });

  test('is written in Arabic: no English left but brands and official names', () => {
    for (const field of fields) {
      for (const [path, text] of strings(page[arabicName(field)], field)) {
        if (!isFilled(text)) continue;
        expect([path, /[\u0621-\u064A]/.test(text)]).toEqual([path, true]);
        const latin = (visibleText(text).match(/[A-Za-z]+/g) ?? []).filter((word) => !LATIN_KEPT.has(word));
        expect([path, latin]).toEqual([path, []]);
      }
    }
  });

  test('the Arabic fits the definition as the admin would save it', () => {
    expect(newCountryPageSchema.parse(page)).toEqual(page);
  });
});
