import type { z } from 'zod';
import { ValidationError } from '@/lib/errors';
import { fieldsOf } from '@/lib/validation/content-shape';
import { jsonTextField, textFields, uploadedFile } from './form-fields';

/** Which multipart fields a create call reads: plain text, and JSON text (lists of rows). */
export interface CreateFields {
  text: readonly string[];
  json: readonly string[];
}

/** A create call's multipart fields, from the content type's create schema: rows come as JSON text. */
export function createFieldsOf(schema: z.ZodObject): CreateFields {
  const fields = fieldsOf(schema);
  return {
    text: fields.filter(([, field]) => field.kind === 'text').map(([name]) => name),
    json: fields.filter(([, field]) => field.kind === 'rows').map(([name]) => name),
  };
}

export interface ContentInput {
  /** Handed to the service, which validates it with the content schema. */
  fields: Record<string, unknown>;
  image: Uint8Array | null;
}

/** A create call: one multipart field per record field, questions/faqs as JSON text, the file. */
export async function createInput(form: FormData, fields: CreateFields): Promise<ContentInput> {
  const input = textFields(form, fields.text);
  for (const name of fields.json) {
    const value = jsonTextField(form, name);
    if (value !== undefined) input[name] = value;
  }
  return { fields: input, image: await uploadedFile(form) };
}

export const NOTHING_TO_UPDATE = 'Send the changes as JSON text in the data field, or a new image in the file field';

/**
 * An update call: `data` is JSON text of an object with the changed fields (and optionally the
 * `version` the editor loaded, for optimistic concurrency), plus an optional new file.
 */
export async function updateInput(form: FormData): Promise<ContentInput> {
  const data = jsonTextField(form, 'data');
  const image = await uploadedFile(form);
  if (data === undefined) {
    if (!image) throw new ValidationError(NOTHING_TO_UPDATE, { data: [NOTHING_TO_UPDATE] });
    return { fields: {}, image };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    const message = 'data must be JSON text of an object with the fields to change';
    throw new ValidationError(message, { data: [message] });
  }
  return { fields: data as Record<string, unknown>, image };
}
