import type { AdminUser, Store } from '@/lib/store/types';
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
