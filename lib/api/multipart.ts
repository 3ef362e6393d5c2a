import { ValidationError } from '@/lib/errors';
import { MAX_IMAGE_BYTES } from '@/lib/images/limits';
import { readBodyWithLimit } from './read-body';

/** One image of up to 10 MB (checked exactly by the image rules) plus room for the text fields. */
export const MULTIPART_LIMIT_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;

export const NOT_MULTIPART = 'The request body must be multipart/form-data';

/**
 * The form fields of a multipart request: 400 for any other content type or a malformed body,
 * 413 for a body over the limit (refused before reading when it declares its length, cut off
 * while reading when it does not).
 */
export async function readMultipart(request: Request): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw notMultipart();
  const bytes = await readBodyWithLimit(request, MULTIPART_LIMIT_BYTES);
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw notMultipart();
  }
}

const notMultipart = () => new ValidationError(NOT_MULTIPART, { form: [NOT_MULTIPART] });
