import 'server-only';
import type { Submission } from '@/lib/leads/submission-repository';

/**
 * What one delivery attempt came to. `permanent` failures (the CRM refused the lead as invalid)
 * are not retried; anything else (timeouts, 5xx, a mail server that is down) is.
 */
export type DeliveryOutcome = { ok: true } | { ok: false; error: string; permanent: boolean };

/** Sends one submission over one channel (CRM or e-mail). Should not throw; a throw counts as a transient failure. */
export type Deliverer = (submission: Submission) => Promise<DeliveryOutcome>;

export const transientFailure = (error: string): DeliveryOutcome => ({ ok: false, error, permanent: false });
export const permanentFailure = (error: string): DeliveryOutcome => ({ ok: false, error, permanent: true });

/** A readable one-line message for any thrown value, capped so history entries stay small. */
export function errorText(error: unknown, max = 300): string {
  const message = (error as { message?: unknown } | null)?.message;
  const text = typeof message === 'string' ? message : String(error);
  const line = text.replace(/\s+/g, ' ').trim() || 'Unknown error';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
