import type { AdminUser } from '@/lib/staff/admin-repository';
import type { Store } from '@/lib/store/store';
import { TooManyAttemptsError } from './authenticate';
import type { LoginThrottle } from './login-throttle';
import { hashBackupCode, looksLikeBackupCode, matchTotp } from './totp';

export type SecondFactorProof = { kind: 'app' } | { kind: 'backup-code'; left: number };

/**
 * Checks what a person typed as their second factor: the authenticator app's current code (each
 * code accepted once) or one of their backup codes (each good once). Null when it is neither.
 */
export async function proveSecondFactor(store: Store, admin: AdminUser, typed: string, now: Date): Promise<SecondFactorProof | null> {
  if (!admin.totpSecret) return null;
  const code = typed.trim();
  if (looksLikeBackupCode(code)) {
    if (!(await store.admins.useBackupCode(admin._id, hashBackupCode(code)))) return null;
    return { kind: 'backup-code', left: admin.backupCodes.length - 1 };
  }
  const step = matchTotp(admin.totpSecret, code, now);
  if (step === null || !(await store.admins.useTotpStep(admin._id, step))) return null;
  return { kind: 'app' };
}

export const describeProof = (proof: SecondFactorProof) =>
  proof.kind === 'app' ? 'with the authenticator app' : `with a backup code (${proof.left} left)`;

/**
 * The sign-in's code step under the login rule (./login-throttle.ts): each code is counted as a
 * failure against the address and the account before it is checked, and only the right code
 * forgives them. Throws TooManyAttemptsError while a limit holds, the right code included: a
 * lockout that the right guess could pass would not bound guessing. Null for a wrong code.
 */
export async function checkSecondFactor(
  deps: { store: Store; throttle: LoginThrottle },
  { admin, code, ip, now = new Date() }: { admin: AdminUser; code: string; ip: string; now?: Date },
): Promise<SecondFactorProof | null> {
  const attempt = { ip, email: admin.email, knownDevice: false };
  const verdict = await deps.throttle.codeAttempt(attempt);
  if (!verdict.ok) throw new TooManyAttemptsError(verdict.retryAfterSeconds);
  const proof = await proveSecondFactor(deps.store, admin, code, now);
  if (proof) await deps.throttle.succeeded(attempt);
  return proof;
}
