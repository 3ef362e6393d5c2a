import { AppError } from '@/lib/errors';
import type { AdminUser, Store } from '@/lib/store/types';
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
 * Checks an e-mail and password. Unknown e-mail and wrong password fail the same way, in the same
 * time; five failures per IP or per e-mail in 15 minutes lock that key (the right password is
 * refused while locked).
 */
export async function authenticate(
  deps: { store: Store; throttle: LoginThrottle },
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<AdminUser> {
  const normalized = email.trim().toLowerCase();
  const keys = [`ip:${ip}`, `email:${normalized}`];
  const wait = deps.throttle.retryAfterSeconds(keys);
  if (wait > 0) throw new TooManyAttemptsError(wait);

  // Counted as a failure before the slow password check, not after it: otherwise a burst of
  // parallel guesses would all pass the lock check above before the first failure was recorded.
  // A success forgives it with the rest.
  deps.throttle.recordFailure(keys);
  const admin = await deps.store.admins.findByEmail(normalized);
  const matches = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !matches) throw new InvalidCredentialsError();
  deps.throttle.clear(keys);
  return admin;
}
