import { z } from '@/lib/validation/z';
import { fingerprint, isFilled, localize, stampItemTranslations, stampTranslations, translated, translatedFieldsOf, translationStatus, withArabic } from './translatable';

const definition = withArabic(z.object({ title: z.string(), body: z.string(), slug: z.string(), rows: z.array(z.object({ q: z.string() })) }), {
  title: z.string().default(''),
  body: z.string().default(''),
  rows: z.array(z.object({ q: z.string() })).default([]),
});

test('a definition gains an Arabic field beside each translated one, and the fingerprints', () => {
  expect(Object.keys(definition.shape)).toEqual(['title', 'body', 'slug', 'rows', 'titleAr', 'bodyAr', 'rowsAr', 'translatedFrom']);
  expect(translatedFieldsOf(definition.shape)).toEqual(['title', 'body', 'rows']);
  expect(definition.parse({ title: 'Visa', body: '<p>x</p>', slug: 'v', rows: [] })).toMatchObject({ titleAr: '', bodyAr: '', rowsAr: [], translatedFrom: [] });
});

test('empty rich text, blank rows and spaces are not filled', () => {
  expect(isFilled('<p></p>')).toBe(false);
  expect(isFilled('<p>&nbsp;</p>')).toBe(false);
  expect(isFilled([{ q: ' ' }])).toBe(false);
  expect(isFilled([{ q: 'سؤال' }])).toBe(true);
  expect(isFilled(['', 'x'])).toBe(true);
});

test('a translation is current until its English changes, and stays older until the Arabic is saved again', () => {
  const english = { title: 'UK visa', body: '<p>Apply</p>', slug: 'uk', rows: [], titleAr: '', bodyAr: '', rowsAr: [], translatedFrom: [] };
  expect(translationStatus(english).state).toBe('missing');

  const half = { ...english, titleAr: 'تأشيرة المملكة المتحدة' };
  const halfStamped = { ...half, translatedFrom: stampTranslations(half, english) };
  expect(translationStatus(halfStamped)).toEqual({ state: 'partial', fields: { title: 'current', body: 'missing', rows: 'none' } });

  const whole = { ...halfStamped, bodyAr: '<p>قدّم طلبك</p>' };
  const wholeStamped = { ...whole, translatedFrom: stampTranslations(whole, halfStamped) };
  expect(translationStatus(wholeStamped).state).toBe('current');

  // The English title changes; the Arabic is saved again untouched: still older.
  const edited = { ...wholeStamped, title: 'UK visit visa' };
  const editedStamped = { ...edited, translatedFrom: stampTranslations(edited, wholeStamped) };
  expect(translationStatus(editedStamped)).toEqual({ state: 'outdated', fields: { title: 'outdated', body: 'current', rows: 'none' } });

  // The translator updates the Arabic title: current again.
  const retranslated = { ...editedStamped, titleAr: 'تأشيرة زيارة المملكة المتحدة' };
  expect(translationStatus({ ...retranslated, translatedFrom: stampTranslations(retranslated, editedStamped) }).state).toBe('current');
  expect(fingerprint('UK visa')).not.toBe(fingerprint('UK visit visa'));
});

test('an Arabic page shows Arabic where it exists and marks each English fallback; English pages show the record', () => {
  const record = { title: 'UK visa', body: '<p>Apply</p>', slug: 'uk', rows: [], titleAr: 'تأشيرة', bodyAr: '', rowsAr: [], translatedFrom: [] };
  const arabic = localize(record, 'ar');
  expect(arabic.value.title).toBe('تأشيرة');
  expect(arabic.value.body).toBe('<p>Apply</p>');
  expect(arabic.langOf('title')).toEqual({});
  expect(arabic.langOf('body')).toEqual({ lang: 'en', dir: 'ltr' });
  expect(arabic.fellBack('rows')).toBe(false); // nothing in either language
  const english = localize(record, 'en');
  expect(english.value).toBe(record);
  expect(english.langOf('body')).toEqual({});
});

test("a list's items keep their fingerprints when they move", () => {
  const faq = (question: string, questionAr: string, hash?: string) => ({ question, questionAr, translatedFrom: hash ? [{ field: 'question', hash }] : [] });
  const before = [faq('Cost?', 'التكلفة؟', fingerprint('Cost')), faq('Time?', 'المدة؟', fingerprint('Time?'))];
  // The first question's English changed before this save (its stamp is of 'Cost'); the rows swap.
  const after = stampItemTranslations([faq('Time?', 'المدة؟'), faq('Cost?', 'التكلفة؟')], before);
  expect(translationStatus(after[0]!).state).toBe('current');
  expect(translationStatus(after[1]!).state).toBe('outdated');
});

test('the seed gives a record its Arabic under the English names, stamped as current', () => {
  const record = translated({ title: 'UK visa', body: '<p>Apply</p>', slug: 'uk', rows: [], titleAr: '', bodyAr: '', rowsAr: [], translatedFrom: [] }, { title: 'تأشيرة', body: '<p>قدّم</p>' });
  expect(record).toMatchObject({ titleAr: 'تأشيرة', bodyAr: '<p>قدّم</p>' });
  expect(translationStatus(record).state).toBe('current');
});
