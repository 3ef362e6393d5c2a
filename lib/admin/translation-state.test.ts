import { visaDefinition } from '@/lib/content/content-definition';
import { fingerprint, stampTranslations, translated } from '@/lib/i18n/translatable';
import { SITE_LISTS } from '@/lib/site-lists/site-list-definitions';
import { itemsTranslation, liveFieldTranslation, recordTranslation, stateOf, withArabicKeys } from './translation-state';
import { visaFields } from '@/test/fixtures';

test('the states of fields sum up as the record rule says; nothing to translate is translated', () => {
  expect(stateOf(['missing', 'none'])).toBe('missing');
  expect(stateOf(['current', 'missing'])).toBe('partial');
  expect(stateOf(['current', 'missing', 'outdated'])).toBe('outdated');
  expect(stateOf(['current', 'none'])).toBe('current');
  expect(stateOf(['none'])).toBe('current');
  expect(stateOf([])).toBe('current');
});

test('a record stored before the Arabic existed reads as not translated, not as having nothing to translate', () => {
  const { translatedFrom: _stamps, ...english } = visaFields() as Record<string, unknown>;
  for (const key of Object.keys(english)) if (key.endsWith('Ar')) delete english[key];
  expect(Object.keys(withArabicKeys(english, visaDefinition.shape))).toEqual(expect.arrayContaining(['titleAr', 'faqsAr']));
  const translation = recordTranslation(english, visaDefinition.shape);
  expect(translation).toMatchObject({ state: 'missing', current: 0, toTranslate: 10 });
});

test("a visa translated in part, then whole, then its English edited: counts and state follow", () => {
  const partly = translated(visaFields(), { title: 'تأشيرة زيارة النرويج', country: 'النرويج' });
  expect(recordTranslation(partly, visaDefinition.shape)).toMatchObject({ state: 'partial', current: 2, toTranslate: 10 });
  const edited = { ...partly, title: 'Norway tourist visa from Dubai' };
  expect(recordTranslation(edited, visaDefinition.shape)).toMatchObject({ state: 'outdated', current: 1, fields: { title: 'outdated', country: 'current', about: 'missing' } });
});

test("a list's rows are read one by one: one row older is the list older; seed rows without Arabic are not translated", () => {
  const shape = SITE_LISTS['home-faqs'].item.shape;
  const seed = [{ question: 'Cost?', answer: 'It depends.' }];
  expect(itemsTranslation(seed, shape)).toMatchObject({ state: 'missing', toTranslate: 2 });
  const row = translated({ question: 'Cost?', answer: 'It depends.', questionAr: '', answerAr: '', translatedFrom: [] }, { question: 'التكلفة؟', answer: 'حسب التأشيرة.' });
  expect(itemsTranslation([row], shape).state).toBe('current');
  const moved = { ...row, answer: 'From AED 300.' };
  const translation = itemsTranslation([row, moved], shape);
  expect(translation.state).toBe('outdated');
  expect(translation.fields).toMatchObject({ 'items.0.answer': 'current', 'items.1.answer': 'outdated' });
  expect(itemsTranslation([], shape).state).toBe('current');
});

describe('a field of a form, as a save would stamp it', () => {
  const stamp = fingerprint('UK visa');
  const opened = { arabic: 'تأشيرة المملكة المتحدة', stamp };

  test('Arabic left as it was stays current while the English is what it was translated from', () => {
    expect(liveFieldTranslation({ english: 'UK visa', arabic: opened.arabic }, opened)).toBe('current');
  });

  test('an English edit makes the untouched Arabic older; editing the Arabic makes it current again', () => {
    expect(liveFieldTranslation({ english: 'UK visit visa', arabic: opened.arabic }, opened)).toBe('outdated');
    expect(liveFieldTranslation({ english: 'UK visit visa', arabic: 'تأشيرة زيارة المملكة المتحدة' }, opened)).toBe('current');
  });

  test('empty Arabic is missing (or nothing, without English); a new record has no fingerprints to be older than', () => {
    expect(liveFieldTranslation({ english: 'UK visa', arabic: '' }, opened)).toBe('missing');
    expect(liveFieldTranslation({ english: '', arabic: '' }, null)).toBe('none');
    expect(liveFieldTranslation({ english: 'UK visa', arabic: 'تأشيرة' }, null)).toBe('current');
  });

  test('rows padded with empty ones to pair them are the rows the record has', () => {
    const faqs = [{ question: 'Cost?', answer: 'AED 300' }];
    const faqsAr = [{ question: 'التكلفة؟', answer: '300 درهم' }];
    const stamped = stampTranslations({ faqs, faqsAr }, null);
    const rowsOpened = { arabic: faqsAr, stamp: stamped[0]!.hash };
    const padded = (rows: object[]) => [...rows, { question: '', answer: '' }];
    expect(liveFieldTranslation({ english: padded(faqs), arabic: padded(faqsAr) }, rowsOpened)).toBe('current');
    expect(liveFieldTranslation({ english: [...faqs, { question: 'Time?', answer: '15 days' }], arabic: padded(faqsAr) }, rowsOpened)).toBe('outdated');
  });
});
