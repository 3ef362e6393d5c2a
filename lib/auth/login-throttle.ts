import type { RateLimiter, RateLimitResult } from '@/lib/rate-limit';

/**
 * The login rule (README, "Security"; docs/security.md, "Signing in"; the figures in
 * lib/rate-limits.ts): guessing is bounded per address and per account, but a stranger's guesses
 * never lock staff out of their own browser.
 *
 * - Per address: 10 failed sign-ins in 15 minutes lock that address, for every account, for 15
 *   minutes from the failure that passed the limit.
 * - Per account: 5 failed sign-ins in 15 minutes lock the account the same way, but only for
 *   browsers that have not signed in to it before. A browser that has (it holds the account's
 *   known-device cookie, lib/auth/known-device.ts) is never held back by other people's failures.
 *
 * Each attempt counts as a failure before the slow password check (so a burst of parallel guesses
 * gets no more checks than the limit), and a completed sign-in forgives the address and the
 * account. For an account with a second factor the right password is not a completed sign-in: only
 * the right code forgives, so rounds of password and wrong code add up instead of starting afresh.
 *
 * A second-factor code counts against the account from every browser, known or not: only someone
 * who knows the password reaches that step, so counting it gives strangers no lock on staff, and a
 * stolen known-device cookie is no licence to guess codes. The counts live in the store, shared by
 * every instance (lib/rate-limit.ts, createSharedRateLimiter), in fixed 15-minute windows that
 * start at a key's first failure.
 */

/** What the throttle needs of a limiter. */
export type FailureCounter = Pick<RateLimiter, 'hit' | 'reset'>;

export interface LoginAttempt {
  ip: string;
  /** Lower-cased. */
  email: string;
  /** This browser holds the known-device cookie of the account the e-mail names. */
  knownDevice: boolean;
}

export interface LoginThrottle {
  /** Counts the attempt as a failure up front; refuses it while a limit that applies is reached. */
  attempt(attempt: LoginAttempt): Promise<RateLimitResult>;
  /** Counts a second-factor code as a failure up front, against the address and the account whatever the browser. */
  codeAttempt(attempt: LoginAttempt): Promise<RateLimitResult>;
  /** The sign-in is complete: forgets the address's and the account's failures. */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

export function createLoginThrottle({ address, account }: { address: FailureCounter; account: FailureCounter }): LoginThrottle {
  const attempt = async ({ ip, email, knownDevice }: LoginAttempt): Promise<RateLimitResult> => {
    const byAddress = await address.hit(ip);
    if (!byAddress.ok) return byAddress;
    return knownDevice ? { ok: true } : account.hit(email);
  };
  return {
    attempt,
    codeAttempt: (codeStep) => attempt({ ...codeStep, knownDevice: false }),
    async succeeded({ ip, email }) {
      await Promise.all([address.reset(ip), account.reset(email)]);
    },
  };
}
