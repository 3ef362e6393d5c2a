import { blogDefinition } from '@/lib/content/content-definition';
import { COUNTRY_FIELD_LABELS, countryPageDefinition } from '@/lib/country-pages/country-page-definition';
import { diffFields, fieldLabel } from './revision-diff';

const post = { title: 'Schengen visa fees in 2026', slug: 'schengen-fees', description: '<p>The fee is <strong>EUR 90</strong> for adults.</p>', metaTitle: 'Fees', metaDescription: 'Fees', imageAlt: 'Passport', imageURL: '/uploads/a.webp', faqs: [] };

test('lists only the fields that changed, word by word on the text people read', () => {
  const diff = diffFields(blogDefinition, post, { ...post, description: '<p>The fee is <strong>EUR 100</strong> for adults.</p>' });
  expect(diff.map((field) => field.label)).toEqual(['Description']);
  const { parts } = diff[0]!;
  expect(parts.filter((part) => part.change === 'removed').map((part) => part.text.trim())).toEqual(['90']);
  expect(parts.filter((part) => part.change === 'added').map((part) => part.text.trim())).toEqual(['100']);
  expect(parts.map((part) => part.text).join('')).toContain('The fee is EUR');
});

test('a change of markup alone is named as formatting, and rows compare as their text', () => {
  const diff = diffFields(blogDefinition, { ...post, faqs: [{ question: 'How long?', answer: '15 days' }] }, { ...post, description: '<p>The fee is <em>EUR 90</em> for adults.</p>', faqs: [{ question: 'How long?', answer: '10 days' }] });
  expect(diff.map((field) => field.field)).toEqual(['description', 'faqs']);
  expect(diff[0]!.parts).toEqual([{ text: 'The fee is EUR 90 for adults. (formatting changed)', change: 'same' }]);
  expect(diff[1]!.parts.find((part) => part.change === 'added')?.text).toBe('10');
});

test('field names read as words', () => {
  expect(fieldLabel('metaDescription')).toBe('Meta description');
  expect(fieldLabel('imageURL')).toBe('Image URL');
  expect(fieldLabel('title')).toBe('Title');
});

test('a country page compares its essentials, its rating and its steps, under the names the form uses', () => {
  const steps = [{ number: '01', title: 'Passport', description: 'Valid for six months' }];
  const before = { title: 'Japan visa', rating: 5, essentials: ['Tourist', '90 days', 'Single', '15 days'], documentSteps: steps, documentsRequired: '<ul><li>Passport</li></ul>' };
  const after = { ...before, rating: 4, essentials: ['Tourist', '90 days', 'Multiple', '15 days'], documentsRequired: '<ul><li>Passport</li><li>Bank statement</li></ul>' };
  const diff = diffFields(countryPageDefinition, before, after, COUNTRY_FIELD_LABELS);
  expect(diff.map((field) => field.label)).toEqual(['Star rating', 'Essentials', 'Documents required']);
  expect(diff[0]!.parts.filter((part) => part.change !== 'same').map((part) => part.text)).toEqual(['5', '4']);
  expect(diff[1]!.parts.find((part) => part.change === 'removed')?.text).toBe('Single');
  expect(diff[2]!.parts.find((part) => part.change === 'added')?.text).toContain('Bank statement');
});

test("a list row's fingerprints are not compared as words: a restamped row with the same words is no change", () => {
  const row = { question: 'How long?', answer: '15 days', questionAr: 'كم المدة؟', answerAr: '15 يومًا' };
  const definition = blogDefinition.pick({ faqs: true });
  const before = { faqs: [{ ...row, translatedFrom: [{ field: 'question', hash: '0badc0de' }] }] };
  const after = { faqs: [{ ...row, answer: '10 days', translatedFrom: [{ field: 'question', hash: 'deadbeef' }] }] };
  const [faqs] = diffFields(definition, before, after);
  expect(faqs!.parts.map((part) => part.text).join('')).not.toMatch(/0badc0de|deadbeef|question\n/);
});
