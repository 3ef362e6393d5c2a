import { ValidationError } from '@/lib/errors';
import { jsonTextField, parseJsonText, textFields, uploadedFile } from './form-fields';

const formOf = (entries: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as ValidationError;
  }
  throw new Error('expected a ValidationError');
};

describe('multipart field helpers', () => {
  test('textFields picks the named fields that were sent, and passes a file on for the schema to refuse', () => {
    const file = new Blob(['x']);
    const picked = textFields(formOf({ title: 'T', slug: 's', extra: 'dropped', country: file }), ['title', 'slug', 'country', 'about']);
    expect(Object.keys(picked)).toEqual(['title', 'slug', 'country']);
    expect(picked.title).toBe('T');
    expect(typeof picked.country).not.toBe('string');
  });

  test('JSON text is decoded; blank or absent is undefined; anything else is a 400 naming the field', () => {
    const form = formOf({ faqs: '[{"question":"q","answer":"a"}]', blank: '  ', broken: '[{"question":', file: new Blob(['[]']) });
    expect(jsonTextField(form, 'faqs')).toEqual([{ question: 'q', answer: 'a' }]);
    expect(jsonTextField(form, 'blank')).toBeUndefined();
    expect(jsonTextField(form, 'absent')).toBeUndefined();
    const broken = failure(() => jsonTextField(form, 'broken'));
    expect(broken).toBeInstanceOf(ValidationError);
    expect(broken.message).toMatch(/^broken must be JSON text: .+/);
    expect(broken.fieldErrors).toEqual({ broken: [broken.message] });
    expect(failure(() => jsonTextField(form, 'file')).message).toBe('file must be JSON text, not a file');
    expect(failure(() => parseJsonText('{', 'data')).message).toMatch(/^data must be JSON text: /);
  });

  test('uploadedFile gives the bytes, null when no file was chosen, and refuses text', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71]);
    expect(await uploadedFile(formOf({ file: new Blob([bytes]) }))).toEqual(bytes);
    expect(await uploadedFile(formOf({}))).toBeNull();
    expect(await uploadedFile(formOf({ file: '' }))).toBeNull();
    expect(await uploadedFile(formOf({ file: new Blob([]) }))).toBeNull();
    await expect(uploadedFile(formOf({ file: 'C:\\photo.png' }))).rejects.toThrow('file must be an uploaded image file, not text');
  });
});
