import { ValidationError } from '@/lib/errors';
import { readBodyWithLimit } from './read-body';

export const NOT_JSON = 'The request body must be JSON';

/** Small JSON bodies (the login): 16 KB is far more than an e-mail and a password need. */
export const JSON_LIMIT_BYTES = 16 * 1024;

/** The parsed JSON body of a request; 400 when it is not JSON, 413 when it is too large. */
export async function readJsonBody(request: Request, limit = JSON_LIMIT_BYTES): Promise<unknown> {
  const text = (await readBodyWithLimit(request, limit)).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError(NOT_JSON, { form: [NOT_JSON] });
  }
}
