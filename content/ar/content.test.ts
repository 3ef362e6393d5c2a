import { about as aboutEn } from '../about';
import { gallery as galleryEn } from '../gallery';
import { privacyPolicy as policyEn } from '../privacy-policy';
import { policyRetentionSentences, retentionMap } from '@/lib/privacy/retention-map';
import { policyRetentionSentencesAr } from '@/lib/privacy/retention-policy-ar';
import { RETENTION_DEFAULTS } from '@/lib/privacy/retention-settings';
import { about as aboutAr } from './about';
import { gallery as galleryAr, galleryWithoutArabic } from './gallery';
import { privacyPolicy as policyAr } from './privacy-policy';

/** The Arabic twins say as much as the English: the same pieces, each written in Arabic. */

const ARABIC = /[\u0600-\u06FF]/;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;
const map = retentionMap(RETENTION_DEFAULTS);

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

test('the About page has every piece of the English, in Arabic', () => {
  expect(aboutAr.buddy.paragraphs).toHaveLength(aboutEn.buddy.paragraphs.length);
  expect(aboutAr.promises).toHaveLength(aboutEn.promises.length);
  for (const text of strings(aboutAr)) {
    expect(text).toMatch(ARABIC);
    expect(text).not.toMatch(EASTERN_DIGITS);
  }
});

test('every picture of the gallery is described in Arabic, and shows the same image', () => {
  expect(galleryWithoutArabic).toEqual([]);
  expect(galleryAr.map(({ id, Img, width, height }) => ({ id, Img, width, height }))).toEqual(galleryEn.map(({ id, Img, width, height }) => ({ id, Img, width, height })));
  for (const item of galleryAr) expect(item.alt).toMatch(ARABIC);
});

test('the Arabic privacy policy has the nine numbered sections, the two disclaimers and the retention sentences', () => {
  const english = policyEn(policyRetentionSentences(map));
  const retention = policyRetentionSentencesAr(map);
  const arabic = policyAr(retention);
  expect(arabic.sections.map((section) => section.number)).toEqual(english.sections.map((section) => section.number));
  expect(arabic.sections.map((section) => [section.paragraphs.length, section.bullets?.length ?? 0])).toEqual(
    english.sections.map((section) => [section.paragraphs.length, section.bullets?.length ?? 0]),
  );
  expect(arabic.disclaimers).toHaveLength(2);
  expect(arabic.lastUpdated).toBe('01 أغسطس 2024');
  const text = strings(arabic).join('\n');
  for (const sentence of [retention.documents, retention.cases, retention.enquiries, retention.audit, retention.childrenDocuments]) expect(text).toContain(sentence);
  expect(text).not.toMatch(EASTERN_DIGITS);
  for (const piece of strings(arabic)) expect(piece).toMatch(ARABIC);
});
