import type { z } from 'zod';
import { ValidationError } from '@/lib/errors';

/** Parses input with a schema, turning zod's issues into a ValidationError with per-field messages. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'form';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  const [first] = result.error.issues;
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  throw new ValidationError(`${where}${first?.message ?? 'The input is not valid'}`, fieldErrors);
}
