'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { authenticate, InvalidCredentialsError, TooManyAttemptsError } from '@/lib/auth/authenticate';
import { knownDeviceAdminId, rememberDevice } from '@/lib/auth/known-device';
import { BOTH_FIELDS_REQUIRED, loginSchema } from '@/lib/auth/login-schema';
import { loginThrottle } from '@/lib/auth/login-throttle-instance';
import { clientIp } from '@/lib/rate-limit';
import { startAdminSession } from '@/lib/auth/session';
import { STORE_UNAVAILABLE_MESSAGE, StoreUnavailableError } from '@/lib/errors';
import { getStore } from '@/lib/store';

/** What the login form shows after a failed attempt; success redirects instead. */
export interface LoginState {
  message: string;
  /** Set when the address or e-mail is locked out: seconds until the next try (HTTP's Retry-After). */
  retryAfterSeconds?: number;
}

/**
 * Signs an admin in: checks both fields, the password (with the lockout after repeated
 * failures), starts the session cookie and goes to the dashboard.
 */
export async function logIn(_previous: LoginState | null, formData: FormData): Promise<LoginState> {
  // An action can be called with any arguments, not only by the form: anything but form data is
  // an empty form, never a crash that answers 500 with a stack trace.
  if (!(formData instanceof FormData)) return { message: BOTH_FIELDS_REQUIRED };
  const parsed = loginSchema.safeParse({ email: formData.get('email') ?? '', password: formData.get('password') ?? '' });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? BOTH_FIELDS_REQUIRED };

  let admin;
  try {
    const ip = clientIp(await headers());
    admin = await authenticate({ store: await getStore(), throttle: loginThrottle() }, { ...parsed.data, ip, knownDeviceAdminId: await knownDeviceAdminId() });
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return { message: error.message };
    if (error instanceof TooManyAttemptsError) {
      return { message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    }
    if (error instanceof StoreUnavailableError) {
      return { message: STORE_UNAVAILABLE_MESSAGE };
    }
    console.error('[login] unexpected error', error);
    return { message: 'Login failed!' };
  }
  await startAdminSession(admin);
  await rememberDevice(admin._id);
  redirect('/admin');
}
