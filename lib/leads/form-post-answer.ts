import 'server-only';
import { randomUUID } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { sessionSecret } from '@/lib/auth/session-secret';
import { getEnv } from '@/lib/config/env';
import { SUBMISSION_KINDS } from '@/lib/leads/submission-repository';
import { isSitePath } from '@/lib/validation/site-path';
import { z } from '@/lib/validation/z';

/**
 * What the answer page of a form sent without JavaScript shows (lib/leads/form-post.ts): sealed
 * into its address, so the visitor's name and number are neither readable in logs nor kept
 * anywhere on the server, and the page can be reloaded for a while.
 */
export const formPostAnswerSchema = z.object({
  kind: z.enum(SUBMISSION_KINDS),
  /** The values as typed, to fill the form again. */
  values: z.record(z.string(), z.string()),
  marketing: z.boolean(),
  topic: z.string().optional(),
  /** The page the form was sent from, for the way back. */
  page: z.string().refine(isSitePath).optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A problem that is no one field's (too many submissions, not stored, out of date). */
  message: z.string().optional(),
  /** Set when the submission was stored: what the thank-you tells. */
  sent: z
    .object({ message: z.string(), name: z.string().optional(), mobile: z.string().optional(), topic: z.string().optional(), at: z.number() })
    .optional(),
});

export type FormPostAnswer = z.infer<typeof formPostAnswerSchema>;

/** Long enough to read and reload; short enough that an address copied later shows nothing. */
const ANSWER_TTL_SECONDS = 30 * 60;

const password = () => sessionSecret(getEnv());

export const sealFormAnswer = (answer: FormPostAnswer): Promise<string> => sealData(answer, { password: password(), ttl: ANSWER_TTL_SECONDS });

/** The answer, or null when the seal is missing, forged or expired. */
export async function unsealFormAnswer(sealed: string | undefined): Promise<FormPostAnswer | null> {
  if (!sealed) return null;
  try {
    const parsed = formPostAnswerSchema.safeParse(await unsealData(sealed, { password: password(), ttl: ANSWER_TTL_SECONDS }));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A fresh fill of the form the answer page shows again: its own idempotency key, and now as when it was shown. */
export const newFill = () => ({ idempotencyKey: randomUUID(), startedAt: Date.now() });
