import 'server-only';
import { createSharedRateLimiter } from '@/lib/rate-limit';
import { getStore } from '@/lib/store';
import { TooManyAttemptsError } from './authenticate';
import { RATE_LIMITS } from '@/lib/rate-limits';
import { createLoginThrottle, type LoginAttempt, type LoginThrottle } from './login-throttle';

const holder = globalThis as { __loginThrottle?: LoginThrottle };

/** The login throttle of the login page and the login API, counting in the store. */
export function loginThrottle(): LoginThrottle {
  holder.__loginThrottle ??= createLoginThrottle({
    address: createSharedRateLimiter({ store: getStore, scope: 'login-address', windows: [RATE_LIMITS.login.address] }),
    account: createSharedRateLimiter({ store: getStore, scope: 'login-account', windows: [RATE_LIMITS.login.account] }),
  });
  return holder.__loginThrottle;
}

/**
 * Runs a check of something only the account's holder knows (its second-factor code, its current
 * password) under the same lockout as the login: counted as a failure before it runs, forgiven if
 * it passes (a truthy answer). Throws TooManyAttemptsError while the lockout holds.
 */
export async function underLoginLockout<T>(attempt: LoginAttempt, check: () => Promise<T>): Promise<T> {
  const verdict = await loginThrottle().attempt(attempt);
  if (!verdict.ok) throw new TooManyAttemptsError(verdict.retryAfterSeconds);
  const result = await check();
  if (result) await loginThrottle().succeeded(attempt);
  return result;
}
