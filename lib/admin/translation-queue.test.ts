import { seedCountryPages } from '@/content/seed/country-pages';
import { seedVisaFacts } from '@/content/seed/visa-facts';
import { newCountryPageSchema } from '@/lib/country-pages/country-page-definition';
import { seedSiteLists } from '@/content/seed/site-lists';
import { isTranslationField, TRANSLATED_FROM, translated } from '@/lib/i18n/translatable';
import type { Store } from '@/lib/store/store';
import { blogFields, visaFields } from '@/test/fixtures';
import { availableAdapters, storeForSuite } from '@/test/store-adapters';
import { countTranslations, filterTranslations, loadTranslationEntries, type TranslationEntry } from './translation-queue';

const by = { by: { id: null, name: 'Sara' }, at: '2026-11-20T08:00:00.000Z' };
const FRANCE = 'france-visa-dubai';

/** Every Arabic field of a visa, so it reads as translated. */
const WHOLE_VISA_ARABIC = {
  country: 'النرويج',
  title: 'تأشيرة زيارة النرويج من دبي',
  description: '<p>تأشيرة شنغن قصيرة الإقامة.</p>',
  metaTitle: 'تأشيرة النرويج من دبي',
  metaKeywords: 'تأشيرة النرويج',
  metaDescription: 'قدّم طلبك لتأشيرة زيارة النرويج من دبي.',
  imageAlt: 'رسم لطواحين هواء',
  about: 'النرويج من دول شنغن.',
  questions: [{ question: 'من يحتاجها؟', answer: '<p>معظم المقيمين في الإمارات.</p>' }],
  faqs: [{ question: 'كم يمكنني البقاء؟', answer: 'حتى 90 يومًا.' }],
};

/** A record (or a list's rows) as staff saved it before anyone translated it: every Arabic field, nested ones too, empty. */
function englishOnly<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map(englishOnly) as Value;
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const emptied = Object.entries(record).map(([name, field]) => [name, name === TRANSLATED_FROM ? [] : isTranslationField(name, record) ? '' : englishOnly(field)]);
  return Object.fromEntries(emptied) as Value;
}

const stateOf = (entries: TranslationEntry[], kind: TranslationEntry['kind'], key: string) => entries.find((item) => item.kind === kind && item.key === key)?.state;

describe.each(availableAdapters())('the translations list [$name]', (adapter) => {
  let store: Store;
  storeForSuite(adapter, (opened) => (store = opened));
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    const none = await store.visas.create(visaFields({ title: 'Not yet' }));
    const whole = await store.visas.create(translated(visaFields({ title: 'All of it' }), WHOLE_VISA_ARABIC));
    const part = await store.visas.create(translated(visaFields({ title: 'Some of it' }), { title: 'بعضها' }));
    const older = await store.visas.create(translated(visaFields({ title: 'Older' }), WHOLE_VISA_ARABIC));
    // The English changes after the Arabic was written (as a save that sends no Arabic leaves it).
    await store.visas.update(older._id, { title: 'Older, renamed' });
    const post = await store.blogs.create(blogFields());
    Object.assign(slugs, { none: none.slug, whole: whole.slug, part: part.slug, older: older.slug, post: post.slug });
    await store.countryPages.create(newCountryPageSchema.parse(seedCountryPages.find((page) => page.slug === FRANCE)));
    // A list saved with its Arabic, two saved in English only; the others show the site's first content, translated.
    const faq = translated({ question: 'Cost?', answer: 'It depends.', questionAr: '', answerAr: '', translatedFrom: [] }, { question: 'التكلفة؟', answer: 'حسب التأشيرة.' });
    await store.siteLists.save('home-faqs', [faq], { expectedVersion: 0, by: 'Sara' });
    await store.siteLists.save('testimonials', englishOnly(seedSiteLists.testimonials), { expectedVersion: 0, by: 'Sara' });
    await store.siteLists.save('jobs', englishOnly(seedSiteLists.jobs), { expectedVersion: 0, by: 'Sara' });
    await store.visaFacts.save(FRANCE, translated(englishOnly(seedVisaFacts[FRANCE]!), { validity: 'حتى 5 سنوات' }), by);
  });

  test('each record has its state, its editor and the fields that wait', async () => {
    const entries = await loadTranslationEntries(store, 'editor');
    expect(stateOf(entries, 'visa', slugs.none!)).toBe('missing');
    expect(stateOf(entries, 'visa', slugs.whole!)).toBe('current');
    expect(stateOf(entries, 'visa', slugs.part!)).toBe('partial');
    expect(stateOf(entries, 'visa', slugs.older!)).toBe('outdated');
    expect(stateOf(entries, 'blog', slugs.post!)).toBe('missing');
    expect(stateOf(entries, 'list', 'home-faqs')).toBe('current');
    expect(stateOf(entries, 'list', 'testimonials')).toBe('missing');
    // The facts' validity is in Arabic; their maximum stay, note and fee names are not.
    expect(stateOf(entries, 'facts', FRANCE)).toBe('partial');

    const older = entries.find((item) => item.key === slugs.older)!;
    expect(older).toMatchObject({ title: 'Older, renamed', href: `/admin/manage-visas/${slugs.older}/edit`, outdated: ['Title'], missing: [], toTranslate: 10, current: 9 });
    const facts = entries.find((item) => item.kind === 'facts')!;
    expect(facts).toMatchObject({ href: `/admin/visa-facts/${FRANCE}`, missing: expect.arrayContaining(['Maximum stay', 'Fee note', 'Fee 1', 'Fee 5']) });
    expect(entries.find((item) => item.key === 'jobs')).toMatchObject({ href: '/admin/site-content/jobs', missing: expect.arrayContaining(['Title (Job 1)', 'Description (Job 1)']) });
    expect(entries.find((item) => item.kind === 'country')).toMatchObject({ href: `/admin/country-pages/${FRANCE}` });
  });

  test('the worst come first within each kind, kinds in the admin’s order', async () => {
    const entries = await loadTranslationEntries(store, 'editor');
    const kinds = entries.map((item) => item.kind);
    expect(kinds.indexOf('blog')).toBeGreaterThan(kinds.lastIndexOf('visa'));
    expect(kinds.indexOf('facts')).toBeGreaterThan(kinds.lastIndexOf('list'));
    expect(entries.filter((item) => item.kind === 'visa').map((item) => item.state)).toEqual(['outdated', 'partial', 'missing', 'current']);
  });

  test('only the owners see the company’s facts, their own right', async () => {
    expect((await loadTranslationEntries(store, 'editor')).some((item) => item.key === 'company')).toBe(false);
    expect((await loadTranslationEntries(store, 'owner')).some((item) => item.key === 'company')).toBe(true);
  });

  test('filters by state and kind, and counts each state within the kind asked for', async () => {
    const entries = await loadTranslationEntries(store, 'editor');
    expect(countTranslations(entries, 'visa')).toEqual({ all: 4, missing: 1, partial: 1, outdated: 1, current: 1 });
    expect(filterTranslations(entries, { kind: 'visa', state: 'outdated' }).map((item) => item.key)).toEqual([slugs.older]);
    expect(filterTranslations(entries, { state: 'current' }).map((item) => item.key)).toEqual(expect.arrayContaining([slugs.whole, 'home-faqs']));
    const all = countTranslations(entries);
    expect(all.all).toBe(entries.length);
    expect(all.missing + all.partial + all.outdated + all.current).toBe(all.all);
    expect(filterTranslations(entries, {})).toHaveLength(entries.length);
  });
});
