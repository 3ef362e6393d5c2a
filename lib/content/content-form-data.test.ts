import { ValidationError } from '@/lib/errors';
import { readContentFormData } from './content-form-data';

describe('readContentFormData: what an admin content form sends', () => {
  test('fields as JSON text in "data" and the image bytes from "file"', async () => {
    const formData = new FormData();
    formData.set('data', JSON.stringify({ title: 'Norway', faqs: [{ question: 'q', answer: 'a' }] }));
    formData.set('file', new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    const { input, image } = await readContentFormData(formData);
    expect(input).toEqual({ title: 'Norway', faqs: [{ question: 'q', answer: 'a' }] });
    expect(image).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  test('no file, or an empty one, is no image (edits keep the stored one)', async () => {
    const formData = new FormData();
    formData.set('data', '{}');
    expect((await readContentFormData(formData)).image).toBeNull();
    formData.set('file', new File([], 'empty.png'));
    expect((await readContentFormData(formData)).image).toBeNull();
  });

  test('missing or broken data, or no form at all, is a validation error', async () => {
    await expect(readContentFormData(new FormData())).rejects.toBeInstanceOf(ValidationError);
    const broken = new FormData();
    broken.set('data', '{"title":');
    await expect(readContentFormData(broken)).rejects.toThrow('The form data is not valid JSON');
    await expect(readContentFormData('not a form')).rejects.toThrow('The form sent no data');
  });
});
