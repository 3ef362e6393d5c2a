import { ValidationError } from '@/lib/errors';

/**
 * Reading the fields of a multipart form. These only unwrap the envelope (text, JSON text, the
 * file); what the values must be is decided by the content schemas in the services.
 */

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

/**
 * The named text fields that were sent. A file sent where text belongs is passed on as it is, so
 * the schema refuses it with its usual "X must be text".
 */
export function textFields(form: FormData, names: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of names) {
    const value = form.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

/** Decodes JSON text, naming the field when it is not JSON. */
export function parseJsonText(text: string, field: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw invalid(field, `${field} must be JSON text: ${reason}`);
  }
}

/** A field that carries JSON text (questions, faqs, data); undefined when absent or blank. */
export function jsonTextField(form: FormData, field: string): unknown {
  const value = form.get(field);
  if (value === null) return undefined;
  if (typeof value !== 'string') throw invalid(field, `${field} must be JSON text, not a file`);
  return value.trim() === '' ? undefined : parseJsonText(value, field);
}

/** The bytes of the uploaded file, or null when none was chosen (absent, or an empty part). */
export async function uploadedFile(form: FormData, field = 'file'): Promise<Uint8Array | null> {
  const value = form.get(field);
  if (value === null || value === '') return null;
  if (typeof value === 'string') throw invalid(field, `${field} must be an uploaded image file, not text`);
  if (value.size === 0) return null;
  return new Uint8Array(await value.arrayBuffer());
}
