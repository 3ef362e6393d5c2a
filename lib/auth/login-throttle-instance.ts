import 'server-only';
import { createSharedRateLimiter } from '@/lib/rate-limit';
import { getStore } from '@/lib/store';
import { createLoginThrottle, LOGIN_LIMITS, type LoginThrottle } from './login-throttle';

const holder = globalThis as { __loginThrottle?: LoginThrottle };

/** The login throttle of the login page and the login API, counting in the store. */
export function loginThrottle(): LoginThrottle {
  holder.__loginThrottle ??= createLoginThrottle({
    address: createSharedRateLimiter({ store: getStore, scope: 'login-address', windows: [LOGIN_LIMITS.address] }),
    account: createSharedRateLimiter({ store: getStore, scope: 'login-account', windows: [LOGIN_LIMITS.account] }),
  });
  return holder.__loginThrottle;
}
