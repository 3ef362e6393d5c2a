import 'server-only';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';

const holder = globalThis as { __loginThrottle?: LoginThrottle };

/** One throttle per server process, shared by the login page and the login API. */
export function loginThrottle(): LoginThrottle {
  holder.__loginThrottle ??= createLoginThrottle();
  return holder.__loginThrottle;
}
