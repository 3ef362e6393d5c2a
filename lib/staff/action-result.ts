import 'server-only';
import { actionFailure } from '@/lib/admin/action-failure';
import { ValidationError } from '@/lib/errors';
import type { FormResult } from '@/lib/admin/action-result';
import { parseOrThrow } from '@/lib/validation/parse';
import type { z } from '@/lib/validation/z';

export const CHECK_FIELDS = 'Check the highlighted fields.';

/**
 * Parses a form with its schema (lib/validation/parse.ts), or throws the ValidationError the form
 * shows by field, headed by one sentence for the whole form.
 */
export function parseForm<Schema extends z.ZodType>(schema: Schema, values: unknown): z.infer<Schema> {
  try {
    return parseOrThrow(schema, values);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = Object.keys(error.fieldErrors);
    const onlyForm = fields.length === 1 && fields[0] === 'form';
    throw new ValidationError(onlyForm ? error.message : CHECK_FIELDS, error.fieldErrors);
  }
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
