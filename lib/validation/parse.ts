import type { z } from 'zod';
import { ValidationError } from '@/lib/errors';

/**
 * A ValidationError carrying per-field messages, whose message names the first field
 * ("questions.0.answer: Each answer is required"); `form` is the input as a whole.
 */
export function validationErrorOf(fieldErrors: Record<string, string[]>): ValidationError {
  const [field, messages] = Object.entries(fieldErrors)[0] ?? ['form', []];
  const message = messages[0] ?? 'The input is not valid';
  return new ValidationError(field === 'form' ? message : `${field}: ${message}`, fieldErrors);
}

/** Parses input with a schema, turning zod's issues into a ValidationError with per-field messages. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'form';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  throw validationErrorOf(fieldErrors);
}
