import { westernDigits } from '@/lib/leads/uae-mobile';
import { z } from '@/lib/validation/z';
import { REQUEST_KINDS } from './constants';
import { dataSubjectSchema } from './subject';

/**
 * The public page's request: what, about which address or number, and for a correction what is
 * wrong. Each refusal's message is the key of its words in the catalogue's `privacy.errors`, so
 * the page answers in its language (./request-actions.ts).
 */
export const dataRequestSchema = z
  .object({
    kind: z.enum(REQUEST_KINDS, { error: 'kind' }),
    subject: dataSubjectSchema,
    correction: z.string().trim().max(1000, 'correctionLong').default(''),
  })
  .superRefine((value, context) => {
    if (value.kind === 'correction' && value.correction.length < 5) context.addIssue({ code: 'custom', path: ['correction'], message: 'correctionShort' });
  });

/** The code read out on a call, typed in Western or Arabic-Indic digits. */
export const requestCodeSchema = z.object({
  code: z
    .string()
    .transform((typed) => westernDigits(typed).trim())
    .pipe(z.string().regex(/^\d{6}$/, 'code')),
});

export const closeCorrectionSchema = z.object({
  requestId: z.string().regex(/^[0-9a-f]{24}$/, 'Unknown request.'),
  done: z.string().trim().min(3, 'Say in a few words what you corrected (no personal data).').max(200, 'Keep it under 200 characters.'),
});

/** What the page's forms show after an answer. */
export interface RequestFormState {
  ok: boolean;
  message: string;
  fieldErrors?: Partial<Record<'kind' | 'subject' | 'correction' | 'code' | 'done', string>>;
  /** What was typed and chosen, given back with a refusal so the form shows it again. */
  values?: { subject: string; correction: string; kind?: string };
}
