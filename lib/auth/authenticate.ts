import { AppError } from '@/lib/errors';
import type { AdminUser } from '@/lib/staff/admin-repository';
import type { Store } from '@/lib/store/store';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password';

export const INVALID_CREDENTIALS = 'Invalid login credentials';

export class InvalidCredentialsError extends AppError {
  static override readonly errorCode = 'invalid_credentials';
  override readonly status = 401;
  override readonly code = 'invalid_credentials';
  constructor() {
    super(INVALID_CREDENTIALS);
    this.name = 'InvalidCredentialsError';
  }
}

export class TooManyAttemptsError extends AppError {
  static override readonly errorCode = 'too_many_attempts';
  override readonly status = 429;
  override readonly code = 'too_many_attempts';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many failed attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`);
    this.name = 'TooManyAttemptsError';
  }
}

// A real bcrypt hash of a random string: unknown e-mails cost the same time as wrong passwords.
const DUMMY_HASH = '$2b$12$s92r63IW4OXRwelfhMFar.sa80tU89w5NkE9vJR9Hi8gSEZAsD4wG';

/**
 * Checks an e-mail and password under the login rule (./login-throttle.ts). For an account with a
 * second factor the password alone forgives no failure: `checkSecondFactor` does, on the right code. Unknown e-mail and
 * wrong password fail the same way, in the same time. `knownDeviceAdminId` is the admin whose
 * known-device cookie this browser holds, if any.
 */
export async function authenticate(
  deps: { store: Store; throttle: LoginThrottle },
  { email, password, ip, knownDeviceAdminId = null }: { email: string; password: string; ip: string; knownDeviceAdminId?: string | null },
): Promise<AdminUser> {
  const normalized = email.trim().toLowerCase();
  const admin = await deps.store.admins.findByEmail(normalized);
  const attempt = { ip, email: normalized, knownDevice: admin !== null && admin._id === knownDeviceAdminId };
  // Counted as a failure before the slow password check, not after it: otherwise a burst of
  // parallel guesses would all pass the check before the first failure was recorded. A completed
  // sign-in forgives it with the rest; with a second factor that is the code step's to say.
  const verdict = await deps.throttle.attempt(attempt);
  if (!verdict.ok) throw new TooManyAttemptsError(verdict.retryAfterSeconds);
  const matches = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !matches) throw new InvalidCredentialsError();
  if (!admin.totpSecret) await deps.throttle.succeeded(attempt);
  return admin;
}
