/**
 * Every rate limit of the site, in one place (README, "Security"; docs/leads.md). Each window is
 * fixed: it starts at a key's first hit and the count starts again when it ends (lib/rate-limit.ts).
 */
import type { RateLimitWindow } from './rate-limit';

export const RATE_LIMITS = {
  /** Visitor forms, per address and form: 5 a minute and 30 an hour, across every instance. */
  forms: [
    { max: 5, windowMs: 60_000 },
    { max: 30, windowMs: 60 * 60_000 },
  ],
  /**
   * Sign-in failures (lib/auth/login-throttle.ts): 10 per address and 5 per account in 15 minutes;
   * the failure past the limit locks the address or account for 15 minutes from that moment.
   */
  login: {
    address: { max: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
    account: { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  },
  /**
   * The applicant portal's code step (lib/cases/portal-actions.ts): 5 codes e-mailed an hour per
   * link, so nobody can flood the applicant's inbox, and 20 code tries per address in 15 minutes,
   * on top of each code's own 5 tries (lib/cases/constants.ts).
   */
  portal: {
    codeSends: { max: 5, windowMs: 60 * 60_000 },
    codeGuesses: { max: 20, windowMs: 15 * 60_000 },
  },
  /**
   * People's requests about their data (lib/privacy/actions.ts): 5 an hour per address, so the page
   * cannot flood a mailbox or the consultants' call list; and 20 code tries per address in 15
   * minutes, on top of each request's own 5.
   */
  privacy: {
    requests: { max: 5, windowMs: 60 * 60_000 },
    codeGuesses: { max: 20, windowMs: 15 * 60_000 },
  },
} as const satisfies {
  forms: readonly RateLimitWindow[];
  privacy: Record<'requests' | 'codeGuesses', RateLimitWindow>;
  login: Record<'address' | 'account', RateLimitWindow>;
  portal: Record<'codeSends' | 'codeGuesses', RateLimitWindow>;
};
