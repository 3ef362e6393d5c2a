import { ValidationError } from '@/lib/errors';
import { blogFieldsSchema, visaFieldsSchema, visaPatchSchema } from '@/lib/content/content-definition';
import { parseOrThrow } from '@/lib/validation/parse';
import { DERIVED_DESCRIPTION_MAX, lenientCreate, lenientUpdate, OLD_CLIENT_DEFAULTS } from './old-client-input';

/** The old client's add form: no meta keywords, an empty Quill row to start the questions. */
const oldVisaForm = {
  country: 'Chile',
  title: 'Chile Tourist Visa',
  slug: '',
  description: '<p>Chile stretches along the <strong>Pacific</strong>.</p>',
  metaTitle: '',
  metaDescription: '',
  imageAlt: '',
  about: '',
  questions: [{ question: '', answer: '<p><br></p>' }],
  faqs: [{ question: '', answer: '' }],
};

describe('what the old server accepted, made usable before the schemas judge it', () => {
  test('a visa from the old add form: blank fields derived from title, country and description; empty rows dropped', () => {
    const accepted = parseOrThrow(visaFieldsSchema, lenientCreate(oldVisaForm, OLD_CLIENT_DEFAULTS.visa));
    expect(accepted).toMatchObject({
      slug: 'chile-tourist-visa',
      metaTitle: 'Chile Tourist Visa',
      metaKeywords: 'Chile visa, Chile visa from Dubai, Chile Tourist Visa',
      metaDescription: 'Chile stretches along the Pacific.',
      imageAlt: 'Chile Tourist Visa',
      questions: [],
      faqs: [],
    });
    // The same form, as the schema alone sees it, is refused: the admin pages keep this rule.
    expect(() => parseOrThrow(visaFieldsSchema, oldVisaForm)).toThrow(ValidationError);
  });

  test('what was given is kept, and a row with content on one side is still refused', () => {
    const given = { ...oldVisaForm, slug: 'own-slug', metaKeywords: 'chile, andes', questions: [{ question: '', answer: '<p>Only an answer</p>' }] };
    const input = lenientCreate(given, OLD_CLIENT_DEFAULTS.visa);
    expect(input).toMatchObject({ slug: 'own-slug', metaKeywords: 'chile, andes' });
    try {
      parseOrThrow(visaFieldsSchema, input);
      throw new Error('accepted a row without its question');
    } catch (error) {
      expect((error as ValidationError).fieldErrors).toEqual({ 'questions.0.question': ['Each question is required'] });
    }
  });

  test('without a title nothing is derived, and the answer names the title', () => {
    const input = lenientCreate({ title: '  ', country: 'Chile' }, OLD_CLIENT_DEFAULTS.visa);
    expect(input).toEqual({ title: '  ', country: 'Chile' });
    expect(() => parseOrThrow(visaFieldsSchema, input)).toThrow('Title is required');
  });

  test('a long description gives a meta description cut at a word, within what search engines show', () => {
    const words = 'Apply for your visit visa from Dubai with every document checked before the appointment. '.repeat(4);
    const { metaDescription } = lenientCreate({ title: 'Long', description: `<p>${words}</p>` }, OLD_CLIENT_DEFAULTS.blog) as { metaDescription: string };
    expect(metaDescription.length).toBeLessThanOrEqual(DERIVED_DESCRIPTION_MAX);
    expect(metaDescription).toMatch(/\w…$/);
    expect(words.startsWith(metaDescription.slice(0, -1))).toBe(true);
    expect(parseOrThrow(blogFieldsSchema, lenientCreate({ title: 'Long', description: '' }, OLD_CLIENT_DEFAULTS.blog))).toMatchObject({ metaDescription: 'Long' });
  });

  test('an edit: an uploaded file wins over any imageURL; a blob: or empty imageURL without a file keeps the image', () => {
    const stored = { title: 'T', imageURL: '/uploads/current.webp' };
    expect(lenientUpdate({ ...stored, imageURL: 'blob:https://www.example.ae/1c5e' }, OLD_CLIENT_DEFAULTS.visa, true)).toEqual({ title: 'T' });
    expect(lenientUpdate({ ...stored, imageURL: '/uploads/other.webp' }, OLD_CLIENT_DEFAULTS.visa, true)).toEqual({ title: 'T' });
    expect(lenientUpdate({ ...stored, imageURL: 'blob:https://www.example.ae/1c5e' }, OLD_CLIENT_DEFAULTS.visa, false)).toEqual({ title: 'T' });
    expect(lenientUpdate({ ...stored, imageURL: '' }, OLD_CLIENT_DEFAULTS.visa, false)).toEqual({ title: 'T' });
    expect(lenientUpdate(stored, OLD_CLIENT_DEFAULTS.visa, false)).toEqual(stored);
    // Another site's image is not a preview: the schema refuses it.
    const foreign = lenientUpdate({ imageURL: 'https://evil.test/x.png' }, OLD_CLIENT_DEFAULTS.visa, false);
    expect(() => parseOrThrow(visaPatchSchema, foreign)).toThrow('Image URL must be an uploaded image');
  });

  test('an edit: blank derivable fields keep their stored value, a blank title is still refused', () => {
    const patch = lenientUpdate({ title: 'New', metaKeywords: '', imageAlt: '  ', questions: [{ question: '<p><br></p>', answer: '' }] }, OLD_CLIENT_DEFAULTS.visa, false);
    expect(patch).toEqual({ title: 'New', questions: [] });
    expect(() => parseOrThrow(visaPatchSchema, lenientUpdate({ title: '' }, OLD_CLIENT_DEFAULTS.visa, false))).toThrow('Title is required');
    // The slug is the record's address: clearing it is refused, not quietly kept.
    expect(() => parseOrThrow(visaPatchSchema, lenientUpdate({ slug: '  ' }, OLD_CLIENT_DEFAULTS.visa, false))).toThrow(/[Ss]lug/);
  });
});
