import 'server-only';
import type { Delivery, DeliveryState } from '@/lib/leads/submission-repository';

/**
 * The transitions of one channel's delivery, as pure functions of the state and the time, so the
 * worker's bookkeeping can be read (and tested) apart from the sending.
 */

export interface RetryPolicy {
  /** Wait after the 1st, 2nd, ... failed attempt; the last value repeats. */
  backoffMs: readonly number[];
  /** Attempts in all (the first try included) before the delivery is marked failed. */
  maxAttempts: number;
  /** Up to this fraction is added at random to each wait, so retries after an outage spread out. */
  jitter: number;
}

/** History entries kept per channel: enough for staff to see the story, bounded in size. */
const HISTORY_LIMIT = 20;

const iso = (time: number) => new Date(time).toISOString();

export const stateOf = ({ status, attempts, nextAttemptAt }: Delivery): DeliveryState => ({ status, attempts, nextAttemptAt });

export const isDue = (delivery: Delivery | undefined, now: Date): delivery is Delivery =>
  delivery?.status === 'pending' && delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now.toISOString();

/**
 * Counts the attempt before it is made and pushes the due time out by a lease: other workers no
 * longer see it as due, and if this process dies mid-send the delivery becomes due again once the
 * lease runs out.
 */
export const claimed = (delivery: Delivery, now: Date, leaseMs: number): Delivery => ({
  ...delivery,
  attempts: delivery.attempts + 1,
  nextAttemptAt: iso(now.getTime() + leaseMs),
});

export const delivered = (delivery: Delivery, now: Date): Delivery => ({
  ...delivery,
  status: 'delivered',
  lastError: null,
  deliveredAt: now.toISOString(),
  nextAttemptAt: null,
  history: [...delivery.history, { at: now.toISOString(), ok: true }].slice(-HISTORY_LIMIT),
});

export function backoffDelay(failedAttempts: number, policy: RetryPolicy, random: () => number): number {
  const base = policy.backoffMs[Math.min(Math.max(failedAttempts, 1), policy.backoffMs.length) - 1] ?? 0;
  return Math.round(base * (1 + policy.jitter * random()));
}

/** After a failed attempt: due again after the backoff, or failed for good. */
export function afterFailure(
  delivery: Delivery,
  now: Date,
  failure: { error: string; permanent: boolean },
  policy: RetryPolicy,
  random: () => number,
): Delivery {
  const history = [...delivery.history, { at: now.toISOString(), ok: false, error: failure.error }].slice(-HISTORY_LIMIT);
  const giveUp = failure.permanent || delivery.attempts >= policy.maxAttempts;
  return {
    ...delivery,
    status: giveUp ? 'failed' : 'pending',
    lastError: failure.error,
    nextAttemptAt: giveUp ? null : iso(now.getTime() + backoffDelay(delivery.attempts, policy, random)),
    history,
  };
}

/** Not sent because the channel is not set up; kept visible with the reason. */
export const skipped = (delivery: Delivery, reason: string): Delivery => ({
  ...delivery,
  status: 'skipped',
  lastError: reason,
  nextAttemptAt: null,
});

/** Staff asked for another try: due now, with a fresh round of attempts; the history stays. */
export const retriedNow = (delivery: Delivery, now: Date): Delivery => ({
  ...delivery,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: now.toISOString(),
});
