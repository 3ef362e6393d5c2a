'use server';

import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { recordAudit } from '@/lib/audit/record';
import { authenticate, InvalidCredentialsError, TooManyAttemptsError } from '@/lib/auth/authenticate';
import { knownDeviceAdminId, rememberDevice } from '@/lib/auth/known-device';
import { ACCOUNT_DISABLED, BOTH_FIELDS_REQUIRED, CODE_REQUIRED, loginSchema, SECOND_FACTOR_EXPIRED, WRONG_CODE } from '@/lib/auth/login-schema';
import { loginThrottle } from '@/lib/auth/login-throttle-instance';
import { checkSecondFactor, describeProof } from '@/lib/auth/second-factor';
import { clearSessionCookie, getSecondFactorStep, startAdminSession, startSecondFactorStep } from '@/lib/auth/session';
import { clientIp } from '@/lib/client-address';
import { STORE_UNAVAILABLE_MESSAGE, StoreUnavailableError } from '@/lib/errors';
import { getStore } from '@/lib/store';
import type { AdminUser } from '@/lib/staff/admin-repository';

/** What the login form shows after an attempt that did not sign in; success redirects instead. */
export interface LoginState {
  message: string;
  /** Set when the address or e-mail is locked out: seconds until the next try (HTTP's Retry-After). */
  retryAfterSeconds?: number;
  /** The password was right and the account has a second factor: the form asks for the code. */
  step?: 'code';
}

/** What every failure of either step answers for errors that are not the person's. */
function failure(error: unknown): LoginState {
  if (error instanceof InvalidCredentialsError) return { message: error.message };
  if (error instanceof TooManyAttemptsError) return { message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  if (error instanceof StoreUnavailableError) return { message: STORE_UNAVAILABLE_MESSAGE };
  console.error('[login] unexpected error', error);
  return { message: 'Login failed!' };
}

async function signedIn(admin: AdminUser, detail: string | null): Promise<never> {
  await startAdminSession(admin);
  await rememberDevice(admin._id);
  await recordAudit({ action: 'sign-in', actor: admin, detail });
  redirect('/admin');
}

/**
 * First step: checks both fields and the password (with the lockout after repeated failures).
 * An account without a second factor is signed in and goes to the dashboard; one with a second
 * factor gets a cookie that only lets it type the code (the next step), and the form asks for it.
 */
export async function logIn(_previous: LoginState | null, formData: FormData): Promise<LoginState> {
  // An action can be called with any arguments, not only by the form: anything but form data is
  // an empty form, never a crash that answers 500 with a stack trace.
  if (!(formData instanceof FormData)) return { message: BOTH_FIELDS_REQUIRED };
  const parsed = loginSchema.safeParse({ email: formData.get('email') ?? '', password: formData.get('password') ?? '' });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? BOTH_FIELDS_REQUIRED };

  let admin: AdminUser;
  try {
    const ip = clientIp(await headers());
    admin = await authenticate({ store: await getStore(), throttle: loginThrottle() }, { ...parsed.data, ip, knownDeviceAdminId: await knownDeviceAdminId() });
  } catch (error) {
    const tried = { _id: null, email: parsed.data.email.toLowerCase() };
    if (error instanceof InvalidCredentialsError) await recordAudit({ action: 'sign-in-failed', actor: tried, detail: 'wrong e-mail or password' });
    if (error instanceof TooManyAttemptsError) await recordAudit({ action: 'sign-in-failed', actor: tried, detail: 'locked out after repeated failures' });
    return failure(error);
  }
  if (admin.disabled) {
    await recordAudit({ action: 'sign-in-failed', actor: admin, detail: 'account disabled' });
    return { message: ACCOUNT_DISABLED };
  }
  if (!admin.totpSecret) return signedIn(admin, null);
  await startSecondFactorStep(admin);
  return { message: '', step: 'code' };
}

/** Second step: the authenticator app's code or a backup code, under the same lockout as passwords. */
export async function verifySecondFactor(_previous: LoginState | null, formData: FormData): Promise<LoginState> {
  const code = formData instanceof FormData ? String(formData.get('code') ?? '').trim().slice(0, 40) : '';
  let admin: AdminUser | null = null;
  try {
    admin = await getSecondFactorStep();
    if (!admin) {
      await clearSessionCookie();
      return { message: SECOND_FACTOR_EXPIRED };
    }
    if (!code) return { message: CODE_REQUIRED, step: 'code' };
    const proof = await checkSecondFactor({ store: await getStore(), throttle: loginThrottle() }, { admin, code, ip: clientIp(await headers()) });
    if (!proof) {
      await recordAudit({ action: 'sign-in-failed', actor: admin, detail: 'wrong second-factor code' });
      return { message: WRONG_CODE, step: 'code' };
    }
    return await signedIn(admin, describeProof(proof));
  } catch (error) {
    unstable_rethrow(error); // redirect() is how signedIn succeeds
    if (error instanceof TooManyAttemptsError) {
      if (admin) await recordAudit({ action: 'sign-in-failed', actor: admin, detail: 'second-factor code locked out after repeated failures' });
      return { ...failure(error), step: 'code' };
    }
    return failure(error);
  }
}
