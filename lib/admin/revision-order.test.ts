import { arabicAfterEnglish } from './revision-order';

const fields = ['title', 'slug', 'description', 'faqs', 'titleAr', 'descriptionAr', 'faqsAr', 'translatedFrom'];
const changed = (...names: string[]) => names.map((field) => ({ field }));

test('each Arabic field follows its English, in the order of the English fields', () => {
  expect(arabicAfterEnglish(changed('title', 'description', 'titleAr', 'descriptionAr', 'faqsAr'), fields).map((item) => item.field)).toEqual([
    'title',
    'titleAr',
    'description',
    'descriptionAr',
    'faqsAr',
  ]);
});

test('an Arabic field changed alone stands where its English would', () => {
  expect(arabicAfterEnglish(changed('slug', 'faqs', 'titleAr'), fields).map((item) => item.field)).toEqual(['titleAr', 'slug', 'faqs']);
});

test('fields the definition does not name keep their place at the end', () => {
  expect(arabicAfterEnglish(changed('other', 'title'), fields).map((item) => item.field)).toEqual(['title', 'other']);
});
