import { seedBlogs } from '@/content/seed/blogs';
import { seedVisas } from '@/content/seed/visas';
import { AUTHOR_UNKNOWN, ROW_MESSAGES } from '../validation/content-fields';
import { emptyValuesOf, pickFields } from '../validation/content-shape';
import { blogDefinition, blogPatchSchema, visaDefinition, visaFieldsSchema, visaPatchSchema } from './content-definition';

describe('content definitions', () => {
  test('every seed record is a valid record of its definition, unchanged by parsing but for the author the seed adds', () => {
    for (const visa of seedVisas) expect(visaDefinition.parse(visa)).toEqual({ ...visa, authorId: '' });
    for (const blog of seedBlogs) expect(blogDefinition.parse(blog)).toEqual({ ...blog, authorId: '' });
  });

  test('an author is a profile id or nothing', () => {
    expect(visaPatchSchema.parse({ authorId: 'a'.repeat(24) })).toEqual({ authorId: 'a'.repeat(24) });
    expect(blogPatchSchema.parse({ authorId: '' })).toEqual({ authorId: '' });
    expect(blogPatchSchema.safeParse({ authorId: 'Mariam' }).error?.issues[0]?.message).toBe(AUTHOR_UNKNOWN);
    expect(blogPatchSchema.safeParse({ authorId: { $ne: '' } }).success).toBe(false);
  });

  test('a row empty on both sides (after trimming) is dropped; the others keep their order', () => {
    const rows = [
      { question: '  ', answer: '' },
      { question: 'Kept', answer: 'Yes' },
      { question: '', answer: ' \n ' },
    ];
    const parsed = visaPatchSchema.parse({ questions: rows, faqs: rows });
    expect(parsed.questions).toEqual([{ question: 'Kept', answer: 'Yes' }]);
    expect(parsed.faqs).toEqual([{ question: 'Kept', answer: 'Yes' }]);
  });

  test('a row with one side empty is refused, naming the side and the row as sent', () => {
    const result = visaPatchSchema.safeParse({
      questions: [{ question: '', answer: '' }, { question: 'Who?', answer: '  ' }],
      faqs: [{ question: '', answer: 'An answer without a question' }],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map(({ path, message }) => [path.join('.'), message]);
    expect(issues).toEqual([
      ['questions.1.answer', ROW_MESSAGES.answer],
      ['faqs.0.question', ROW_MESSAGES.question],
    ]);
  });

  test('a patch sets only what it names: defaults of a new record do not reset other fields', () => {
    expect(visaPatchSchema.parse({ title: 'Renamed' })).toEqual({ title: 'Renamed' });
    expect(blogPatchSchema.parse({ version: '3' })).toEqual({ version: 3 });
  });

  test('a new record fills the optional fields with empty values; the image is not an input', () => {
    const { imageURL: _image, ...required } = seedVisas[0]!;
    const parsed = visaFieldsSchema.parse({ ...required, description: undefined, about: undefined, questions: undefined, faqs: undefined });
    expect(parsed).toMatchObject({ description: '', about: '', questions: [], faqs: [] });
    expect(parsed).not.toHaveProperty('imageURL');
  });

  test("empty values and picked values have exactly the definition's fields", () => {
    expect(emptyValuesOf(visaFieldsSchema)).toEqual({
      country: '', title: '', slug: '', description: '', metaTitle: '', metaKeywords: '', metaDescription: '', imageAlt: '', about: '', questions: [], faqs: [], authorId: '',
      countryAr: '', titleAr: '', descriptionAr: '', metaTitleAr: '', metaKeywordsAr: '', metaDescriptionAr: '', imageAltAr: '', aboutAr: '', questionsAr: [], faqsAr: [],
    });
    // A new record's fields leave out the fingerprints the seed stamps on its Arabic.
    const { imageURL: _image, translatedFrom: _stamps, ...seeded } = seedVisas[0]!;
    const visa = { ...seeded, authorId: '' };
    const stored = { ...visa, _id: 'x', version: 2, about: undefined, questions: [{ question: 'Q', answer: 'A', _id: 'row' }] };
    expect(pickFields(visaFieldsSchema, stored)).toStrictEqual({ ...visa, about: '', questions: [{ question: 'Q', answer: 'A' }] });
  });
});
