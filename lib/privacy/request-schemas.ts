import { z } from '@/lib/validation/z';
import { REQUEST_KINDS } from './constants';
import { dataSubjectSchema } from './subject';

export const CORRECTION_MESSAGE = 'Tell us what is wrong and what it should say (at least a few words).';

/** The public page's request: what, about which address or number, and for a correction what is wrong. */
export const dataRequestSchema = z
  .object({
    kind: z.enum(REQUEST_KINDS, { error: 'Choose what you are asking for.' }),
    subject: dataSubjectSchema,
    correction: z.string().trim().max(1000, 'Keep it under 1,000 characters.').default(''),
  })
  .superRefine((value, context) => {
    if (value.kind === 'correction' && value.correction.length < 5) context.addIssue({ code: 'custom', path: ['correction'], message: CORRECTION_MESSAGE });
  });

export const requestCodeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Type the 6 digits the consultant read out to you.') });

export const closeCorrectionSchema = z.object({
  requestId: z.string().regex(/^[0-9a-f]{24}$/, 'Unknown request.'),
  done: z.string().trim().min(3, 'Say in a few words what you corrected (no personal data).').max(200, 'Keep it under 200 characters.'),
});

/** What the page's forms show after an answer. */
export interface RequestFormState {
  ok: boolean;
  message: string;
  fieldErrors?: Partial<Record<'kind' | 'subject' | 'correction' | 'code' | 'done', string>>;
  /** What was typed, given back with a refusal so the form shows it again. */
  values?: { subject: string; correction: string };
}
