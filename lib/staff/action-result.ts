import 'server-only';
import { actionFailure } from '@/lib/admin/action-failure';
import { ValidationError } from '@/lib/errors';
import type { FormResult } from '@/lib/admin/action-result';
import type { z } from '@/lib/validation/z';

export const CHECK_FIELDS = 'Check the highlighted fields.';

/** Parses a form with its schema, or throws the ValidationError the form shows by field. */
export function parseForm<Schema extends z.ZodType>(schema: Schema, values: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  const only = Object.keys(fieldErrors);
  throw new ValidationError(only.length === 1 && only[0] === 'form' ? fieldErrors.form![0]! : CHECK_FIELDS, fieldErrors);
}

/** Runs a staff action's work and turns what it throws into the answer the form shows. */
export async function formResult(work: () => Promise<string | Extract<FormResult, { ok: true }>>): Promise<FormResult> {
  try {
    const done = await work();
    return typeof done === 'string' ? { ok: true, message: done } : done;
  } catch (error) {
    return actionFailure(error);
  }
}
