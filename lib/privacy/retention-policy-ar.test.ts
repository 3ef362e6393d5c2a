import { DOCUMENT_RETENTION_DAYS } from '@/lib/cases/constants';
import { REQUEST_KEPT_DAYS } from './constants';
import { policyRetentionSentences, retentionMap } from './retention-map';
import { countedAr, daysAr, daysTextAr, policyRetentionSentencesAr } from './retention-policy-ar';
import { RETENTION_DEFAULTS, type RetentionSettings } from './retention-settings';

/** Not the defaults, so a figure written into the text rather than read from the map would show. */
const SETTINGS: RetentionSettings = { submissionDays: 12, auditDays: 50, documentDays: DOCUMENT_RETENTION_DAYS, caseDays: 90, requestDays: REQUEST_KEPT_DAYS };

const WESTERN_DIGITS_ONLY = /^[^\u0660-\u0669\u06F0-\u06F9]*$/;

test('a count takes the form Arabic gives its noun, in Western digits', () => {
  expect([1, 2, 3, 10, 11, 30, 99, 100, 101, 103, 365, 730, 1095].map(daysAr)).toEqual([
    'يوم واحد',
    'يومين',
    '3 أيام',
    '10 أيام',
    '11 يومًا',
    '30 يومًا',
    '99 يومًا',
    '100 يوم',
    '101 يوم',
    '103 أيام',
    '365 يومًا',
    '730 يومًا',
    '1095 يومًا',
  ]);
  expect(daysTextAr(30)).toBe('30 يومًا');
  expect(daysTextAr(365)).toBe('365 يومًا (سنة واحدة)');
  expect(daysTextAr(730)).toBe('730 يومًا (سنتين)');
  expect(daysTextAr(1095)).toBe('1095 يومًا (3 سنوات)');
  expect(countedAr(4015, { one: '', two: '', few: 'سنوات', many: 'سنة', other: 'سنة' })).toBe('4015 سنة');
});

test('with the defaults, the Arabic policy states the periods the English one states', () => {
  const map = retentionMap(RETENTION_DEFAULTS);
  const english = policyRetentionSentences(map);
  const arabic = policyRetentionSentencesAr(map);
  expect(english.documents).toContain('within 30 days');
  expect(arabic.documents).toBe('تُحذف نسخ مستنداتك وصورها الممسوحة ضوئيًا خلال 30 يومًا من تقديم طلب تأشيرتك.');
  expect(arabic.childrenDocuments).toBe('بما في ذلك حذفها خلال 30 يومًا من تقديم الطلب');
  expect(english.cases).toContain('730 days (2 years)');
  expect(arabic.cases).toContain('بعد 730 يومًا (سنتين) من إعادة جواز سفرك إليك أو إغلاق الطلب');
  expect(english.audit).toContain('365 days (1 year)');
  expect(arabic.audit).toContain('لمدة 365 يومًا (سنة واحدة)');
  expect(arabic.enquiries).toContain('بعد 30 يومًا من إرسالها، متى وصلت إلى فريقنا، وطلبات التوظيف بعد 30 يومًا من إرسالها');
});

test('the Arabic sentences follow the settings, as the English ones do', () => {
  const map = retentionMap(SETTINGS);
  const arabic = policyRetentionSentencesAr(map);
  expect(policyRetentionSentences(map).enquiries).toContain('12 days after they are sent');
  expect(arabic.enquiries).toContain('بعد 12 يومًا من إرسالها');
  expect(arabic.cases).toContain('بعد 90 يومًا من إعادة جواز سفرك');
  expect(arabic.audit).toContain('لمدة 50 يومًا');
  expect(arabic.documents).toContain(`خلال ${daysAr(DOCUMENT_RETENTION_DAYS)} من تقديم`);
  // Every sentence is Arabic, with no English word left in it and no Eastern Arabic digit.
  for (const sentence of Object.values(arabic)) {
    expect(sentence).toMatch(/[\u0600-\u06FF]/);
    expect(sentence).not.toMatch(/[A-Za-z]/);
    expect(sentence).toMatch(WESTERN_DIGITS_ONLY);
  }
});

test('a period of one or two days reads as Arabic says it, not as "1 يوم"', () => {
  const map = retentionMap({ ...SETTINGS, submissionDays: 1, auditDays: 2 });
  const arabic = policyRetentionSentencesAr(map);
  expect(arabic.enquiries).toContain('بعد يوم واحد من إرسالها');
  expect(arabic.audit).toContain('لمدة يومين');
});
