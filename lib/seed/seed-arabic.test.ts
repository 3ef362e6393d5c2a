import { seedBlogs } from '@/content/seed/blogs';
import { seedSiteLists } from '@/content/seed/site-lists';
import { seedAuthor, SEED_AUTHOR_KEY } from '@/content/seed/team';
import { seedVisaFacts } from '@/content/seed/visa-facts';
import { seedVisas } from '@/content/seed/visas';
import { parseEnv } from '@/lib/config/env-schema';
import { arabicName, isFilled, translatedFieldsOf, translationStatus } from '@/lib/i18n/translatable';
import { SITE_LIST_NAMES } from '@/lib/site-lists/site-list-definitions';
import type { Store } from '@/lib/store/store';
import { availableAdapters } from '@/test/store-adapters';
import { ensureSeeded } from './ensure-seeded';

/**
 * A new store starts with Arabic for everything it is seeded with (content/seed/ar), so every
 * Arabic page shows Arabic from the first start: each seeded record has Arabic in every translated
 * field that has English, and reads as translated.
 */

type Fields = Record<string, unknown>;

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** The tags of a rich text in order, with the addresses it links to: what a translation keeps. */
const structureOf = (html: string) => [...html.matchAll(/<(\/?[a-z0-9]+)(?:\s+href="([^"]*)")?/gi)].map(([, tag, href]) => (href ? `${tag} ${href}` : tag));
/**
 * The figures a text states. One and two of a thing are words in Arabic (سنة، سنتان), so they
 * may be written either way; every other figure must be in both languages.
 */
const figuresOf = (text: string) => new Set([...text.matchAll(/\d[\d,.]*\d|\d/g)].map(([figure]) => figure).filter((figure) => figure !== '1' && figure !== '2'));

/** Each text of a value (a string, or every side of every row), as [path, text]. */
function textsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`));
  return [];
}

/** Every translated field of a seeded record, English beside Arabic, named for the failure message. */
function translatedPairs(name: string, record: object): { path: string; english: unknown; arabic: unknown }[] {
  const fields = record as Fields;
  return translatedFieldsOf(fields).map((field) => ({ path: `${name}.${field}`, english: fields[field], arabic: fields[arabicName(field)] }));
}

const seededRecords = (): [string, object][] => [
  ...seedVisas.map((visa): [string, object] => [`visa ${visa.slug}`, visa]),
  ...seedBlogs.map((blog): [string, object] => [`post ${blog.slug}`, blog]),
  ...SITE_LIST_NAMES.flatMap((list) => (seedSiteLists[list] as object[]).map((item, index): [string, object] => [`${list} row ${index}`, item])),
  ...Object.entries(seedVisaFacts).flatMap(([slug, facts]): [string, object][] => [
    [`facts ${slug}`, facts],
    ...(facts.fees as object[]).map((fee, index): [string, object] => [`facts ${slug} fee ${index}`, fee]),
  ]),
];

describe('the seed in Arabic', () => {
  test('every seeded visa, post, list row and facts record has Arabic wherever it has English, and reads as translated', () => {
    const missing: string[] = [];
    const notTranslated: string[] = [];
    for (const [name, record] of seededRecords()) {
      for (const { path, english, arabic } of translatedPairs(name, record)) if (isFilled(english) && !isFilled(arabic)) missing.push(path);
      if (translationStatus(record).state !== 'current') notTranslated.push(`${name}: ${translationStatus(record).state}`);
    }
    expect(missing).toEqual([]);
    expect(notTranslated).toEqual([]);
    // Every kind of seeded record is there to be checked.
    expect(seedVisas.length).toBe(8);
    expect(seedBlogs.length).toBe(4);
    expect(Object.keys(seedVisaFacts).length).toBe(18);
  });

  test('the Arabic is Arabic, row for row, with the English\'s tags, links and figures', () => {
    const problems: string[] = [];
    for (const [name, record] of seededRecords()) {
      for (const { path, english, arabic } of translatedPairs(name, record)) {
        if (!isFilled(english)) continue;
        if (Array.isArray(english) && (!Array.isArray(arabic) || arabic.length !== english.length)) problems.push(`${path}: ${english.length} English rows, ${Array.isArray(arabic) ? arabic.length : 'no'} Arabic rows`);
        const arabicTexts = new Map(textsOf(arabic, path));
        for (const [textPath, englishText] of textsOf(english, path)) {
          const arabicText = arabicTexts.get(textPath) ?? '';
          if (!ARABIC_LETTER.test(arabicText)) problems.push(`${textPath}: no Arabic in "${arabicText}"`);
          if (arabicText !== arabicText.trim()) problems.push(`${textPath}: spaces around the Arabic`);
          if (structureOf(arabicText).join(' ') !== structureOf(englishText).join(' ')) problems.push(`${textPath}: tags or links differ from the English`);
          const arabicFigures = figuresOf(arabicText);
          const englishFigures = figuresOf(englishText);
          const lost = [...englishFigures].filter((figure) => !arabicFigures.has(figure));
          const added = [...arabicFigures].filter((figure) => !englishFigures.has(figure));
          if (lost.length > 0 || added.length > 0) problems.push(`${textPath}: figures differ (only in English: ${lost.join(', ')}; only in Arabic: ${added.join(', ')})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('the consultant who signs the seed has her name, role and bio in Arabic', () => {
    for (const field of ['nameAr', 'roleTitleAr', 'bioAr'] as const) expect(seedAuthor[field]).toMatch(ARABIC_LETTER);
  });
});

describe.each(availableAdapters())('a new store seeded in Arabic [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ store, dispose } = await adapter.open());
  });
  afterEach(async () => {
    await dispose();
  });

  test('stores every seeded record with its Arabic, still reading as translated', async () => {
    await ensureSeeded(store, parseEnv({ NODE_ENV: 'test' }), () => undefined);
    const stored: [string, object][] = [
      ...(await store.visas.list()).map((visa): [string, object] => [`visa ${visa.slug}`, visa]),
      ...(await store.blogs.list()).map((blog): [string, object] => [`post ${blog.slug}`, blog]),
      ...(await store.visaFacts.list()).flatMap((facts): [string, object][] => [[`facts ${facts.slug}`, facts], ...facts.fees.map((fee, index): [string, object] => [`facts ${facts.slug} fee ${index}`, fee])]),
    ];
    for (const name of SITE_LIST_NAMES) {
      const list = await store.siteLists.get(name);
      stored.push(...(list?.items ?? []).map((item, index): [string, object] => [`${name} row ${index}`, item]));
    }
    expect(stored.length).toBe(seededRecords().length);
    expect(stored.filter(([, record]) => translationStatus(record).state !== 'current').map(([name]) => name)).toEqual([]);
    const visa = await store.visas.getBySlug('germany-visa-from-dubai');
    expect(visa).toMatchObject({ titleAr: 'تأشيرة ألمانيا من دبي', countryAr: 'ألمانيا' });
    const consultant = (await store.profiles.list()).find((profile) => profile.key === SEED_AUTHOR_KEY);
    expect(consultant).toMatchObject({ nameAr: seedAuthor.nameAr, roleTitleAr: seedAuthor.roleTitleAr, bioAr: seedAuthor.bioAr });
  });
});
