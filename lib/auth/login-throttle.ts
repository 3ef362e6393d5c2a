import type { RateLimitResult, RateLimitWindow } from '@/lib/store/types';

/**
 * The login rule (README, "Security"; docs/security.md, "Signing in"): guessing is bounded per address and per account, but a
 * stranger's guesses never lock staff out of their own browser.
 *
 * - Per address: 10 failed sign-ins in 15 minutes lock that address, for every account.
 * - Per account: 5 failed sign-ins in 15 minutes lock the account, but only for browsers that
 *   have not signed in to it before. A browser that has (it holds the account's known-device
 *   cookie, lib/auth/known-device.ts) is never held back by other people's failures.
 *
 * Each attempt counts as a failure before the slow password check (so a burst of parallel guesses
 * gets no more checks than the limit), and a success forgives the address and the account. The
 * counts live in the store, shared by every instance (lib/rate-limit.ts, createSharedRateLimiter).
 */
export const LOGIN_LIMITS = {
  address: { max: 10, windowMs: 15 * 60_000 },
  account: { max: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitWindow>;

/** What the throttle needs of a limiter: the shared one, or an in-memory one in tests. */
export interface FailureCounter {
  hit(key: string): Promise<RateLimitResult> | RateLimitResult;
  reset(key: string): Promise<void> | void;
}

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
  /** The password was right: forgets the address's and the account's failures. */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

export function createLoginThrottle({ address, account }: { address: FailureCounter; account: FailureCounter }): LoginThrottle {
  return {
    async attempt({ ip, email, knownDevice }) {
      const byAddress = await address.hit(ip);
      if (!byAddress.ok) return byAddress;
      return knownDevice ? { ok: true } : account.hit(email);
    },
    async succeeded({ ip, email }) {
      await Promise.all([address.reset(ip), account.reset(email)]);
    },
  };
}
