import 'server-only';
import { ValidationError } from '@/lib/errors';
import type { ImageUpload } from '@/lib/content/content-service';
import { CONTENT_DATA_FIELD, CONTENT_FILE_FIELD } from './form-fields';

/**
 * Reads what an admin content form sends: its fields as JSON text in one field, and the chosen
 * image as a file (absent, or empty, when none was chosen). The services validate the fields and
 * check the image by its content; this only unpacks.
 */
export async function readContentFormData(formData: unknown): Promise<{ input: unknown; image: ImageUpload | null }> {
  if (!(formData instanceof FormData)) throw new ValidationError('The form sent no data', { form: ['The form sent no data'] });
  const data = formData.get(CONTENT_DATA_FIELD);
  if (typeof data !== 'string') throw new ValidationError('The form sent no data', { form: ['The form sent no data'] });
  let input: unknown;
  try {
    input = JSON.parse(data);
  } catch {
    throw new ValidationError('The form data is not valid JSON', { form: ['The form data is not valid JSON'] });
  }
  const file = formData.get(CONTENT_FILE_FIELD);
  const image = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  return { input, image };
}
