import { seedCountryPages } from '@/content/seed/country-pages';
import { countryPageDefinition, newCountryPageSchema } from '@/lib/country-pages/country-page-definition';
import { arabicName, isFilled, translatedFieldsOf, translationStatus } from '@/lib/i18n/translatable';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { arabicCountryPages } from '.';

/** The five pages this file checks; the other five have a test of their own. */
const SLUGS = [
  'australia-visa-dubai',
  'uk-visit-visa-from-dubai',
  'italy-visit-visa-from-dubai',
  'canada-tourist-visa-from-dubai',
  'switzerland-visa-from-dubai',
] as const;

const TRANSLATED = translatedFieldsOf(countryPageDefinition.shape);
const RICH_TEXT = ['intro', 'about', 'documentsRequired', 'applicationProcess', 'howWeHelp'] as const;
const LISTS = ['essentials', 'documentSteps', 'documentParagraphs', 'howItWorks', 'whyChooseUsParagraphs', 'faqs'] as const;

/**
 * Names a page writes in Latin letters in Arabic too: the brand, and the names of programmes,
 * portals and services a reader will meet in that form on the official sites (docs/i18n.md).
 */
const LATIN_NAMES = new Set([
  'Ztart',
  'Visa',
  'ImmiAccount',
  'Department',
  'of',
  'Home',
  'Affairs',
  'Tourist',
  'stream',
  'Standard',
  'Visitor',
  'Electronic',
  'Waiver',
  'ETA',
  'eTA',
  'GOV.UK',
  'UKVI',
  'IRCC',
  'ETIAS',
  'TRV',
  'C',
  'Priority',
  'Super',
  'Premium',
  'Prime',
  'Time',
]);

type Fields = Record<string, unknown>;

/** Every text in a value with where it is (`faqs.2.answer`). */
function texts(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  return [];
}

/** Each English text of a page's translated fields beside its Arabic, by place. */
function pairs(page: Fields): Array<{ path: string; english: string; arabic: string }> {
  return TRANSLATED.flatMap((field) => {
    const arabic = new Map(texts(page[arabicName(field)], field));
    return texts(page[field], field).map(([path, english]) => ({ path, english, arabic: arabic.get(path) ?? '' }));
  });
}

const words = (html: string) => html.replace(/<[^>]*>/g, ' ');
const numbers = (text: string) => [...new Set(words(text).match(/\d[\d,]*\d|\d/g) ?? [])].sort();
const tags = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe.each(SLUGS)('%s in Arabic', (slug) => {
  const page = seedCountryPages.find((seed) => seed.slug === slug) as unknown as Fields;

  test('is registered, and the seeded page reads as translated with Arabic in every field that has English', () => {
    expect(arabicCountryPages[slug]).toBeDefined();
    const { state, fields } = translationStatus(page);
    const missing = TRANSLATED.filter((field) => isFilled(page[field]) && fields[field] !== 'current');
    expect({ missing, state }).toEqual({ missing: [], state: 'current' });
  });

  test('each list has the English items, in number, each of their texts in Arabic', () => {
    for (const field of LISTS) {
      const english = page[field] as unknown[];
      const arabic = page[arabicName(field)] as unknown[];
      expect({ field, items: arabic.length }).toEqual({ field, items: english.length });
    }
    const untranslated = pairs(page).filter(({ english, arabic }) => isFilled(english) && !isFilled(arabic));
    expect(untranslated.map(({ path }) => path)).toEqual([]);
  });

  test('the rich text keeps the English markup and links, tag for tag', () => {
    for (const field of RICH_TEXT) expect({ field, tags: tags(page[arabicName(field)] as string) }).toEqual({ field, tags: tags(page[field] as string) });
  });

  test('every number the English states is in the Arabic, and none other', () => {
    const changed = pairs(page)
      .map(({ path, english, arabic }) => ({ path, english: numbers(english), arabic: numbers(arabic) }))
      .filter(({ english, arabic }) => english.join(' ') !== arabic.join(' '));
    expect(changed).toEqual([]);
  });

  test('is written in Arabic: Western digits, the brand in Latin letters, no English left but names', () => {
    for (const { path, english, arabic } of pairs(page)) {
      const text = words(arabic);
      const latin = (text.match(/[A-Za-z][A-Za-z.]*[A-Za-z]|[A-Za-z]/g) ?? []).filter((word) => !LATIN_NAMES.has(word));
      expect({ path, arabicLetters: /[\u0600-\u06FF]/.test(text), latin, easternDigits: /[\u0660-\u0669\u06F0-\u06F9]/.test(text) }).toEqual({
        path,
        arabicLetters: true,
        latin: [],
        easternDigits: false,
      });
      if (english.includes('Ztart Visa')) expect({ path, brand: arabic.includes('Ztart Visa') }).toEqual({ path, brand: true });
    }
  });

  test('the Arabic passes the page definition unchanged, and its rich text comes through the sanitiser unchanged', () => {
    const parsed = newCountryPageSchema.parse(page) as unknown as Fields;
    for (const field of TRANSLATED) expect({ field, value: parsed[arabicName(field)] }).toEqual({ field, value: page[arabicName(field)] });
    for (const field of RICH_TEXT) {
      const html = page[arabicName(field)] as string;
      expect({ field, html: sanitizeRichText(html) }).toEqual({ field, html });
    }
  });
});
