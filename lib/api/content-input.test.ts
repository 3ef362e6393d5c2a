import { ValidationError } from '@/lib/errors';
import { blogFieldsSchema, visaFieldsSchema } from '@/lib/content/content-definition';
import { createFieldsOf, createInput, NOTHING_TO_UPDATE, updateInput } from './content-input';

const formOf = (entries: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

const fields = { text: ['title', 'slug'], json: ['faqs'] } as const;

describe('content input from multipart forms', () => {
  test('a create form becomes the service input: text fields, decoded JSON text, the file bytes', async () => {
    const form = formOf({ title: 'T', slug: 's', faqs: '[]', ignored: 'x', file: new Blob([new Uint8Array([1])]) });
    expect(await createInput(form, fields)).toEqual({ fields: { title: 'T', slug: 's', faqs: [] }, image: new Uint8Array([1]) });
    expect(await createInput(formOf({ title: 'T' }), fields)).toEqual({ fields: { title: 'T' }, image: null });
  });

  test('an update form is the data object, with the optional file', async () => {
    const data = JSON.stringify({ title: 'New', version: 3, faqs: [] });
    expect(await updateInput(formOf({ data }))).toEqual({ fields: { title: 'New', version: 3, faqs: [] }, image: null });
    expect(await updateInput(formOf({ file: new Blob([new Uint8Array([9])]) }))).toEqual({ fields: {}, image: new Uint8Array([9]) });
  });

  test('an update with neither changes nor a file, or data that is not an object, is a 400', async () => {
    await expect(updateInput(formOf({}))).rejects.toThrow(NOTHING_TO_UPDATE);
    for (const data of ['[1]', '"text"', 'null', '7']) {
      await expect(updateInput(formOf({ data }))).rejects.toThrow('data must be JSON text of an object with the fields to change');
    }
    await expect(updateInput(formOf({ data: '{"title":' }))).rejects.toBeInstanceOf(ValidationError);
  });

  test("a create call's fields are the definition's: rows as JSON text, the image as the file (docs/api.md)", () => {
    // The spec's fields, then their Arabic versions, which an old client simply does not send.
    expect(createFieldsOf(visaFieldsSchema)).toEqual({
      text: ['country', 'title', 'slug', 'description', 'metaTitle', 'metaKeywords', 'metaDescription', 'imageAlt', 'about', 'authorId', 'countryAr', 'titleAr', 'descriptionAr', 'metaTitleAr', 'metaKeywordsAr', 'metaDescriptionAr', 'imageAltAr', 'aboutAr'],
      json: ['questions', 'faqs', 'questionsAr', 'faqsAr'],
    });
    expect(createFieldsOf(blogFieldsSchema)).toEqual({
      text: ['title', 'slug', 'description', 'metaTitle', 'metaDescription', 'imageAlt', 'authorId', 'titleAr', 'descriptionAr', 'metaTitleAr', 'metaDescriptionAr', 'imageAltAr'],
      json: ['faqs', 'faqsAr'],
    });
  });
});
