import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords as every authenticator app computes them (RFC 6238: HMAC-SHA1,
 * 30-second steps, 6 digits), through the `otpauth` library, and the one-time backup codes that
 * stand in for a lost phone.
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after is accepted too: phones' clocks drift and people type slowly. */
const DRIFT_STEPS = 1;
/** 160 random bits, as RFC 4226 recommends: 32 base32 characters (lib/auth/enrolment-key.ts checks that shape). */
const SECRET_BYTES = 20;
export const BACKUP_CODE_COUNT = 10;

const totpOf = (secret: string, labels: { issuer?: string; label?: string } = {}) =>
  new TOTP({ ...labels, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_STEP_SECONDS });

/** A new secret, in base32 (upper case, no padding). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

export function totpStep(at: Date | number): number {
  return Math.floor(new Date(at).getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of one step. */
export function totpCode(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * TOTP_STEP_SECONDS * 1000 });
}

/**
 * The step whose code this is, within the drift allowed around `at`, or null. The caller records
 * the step (store.admins.useTotpStep), so the same code is never accepted twice.
 */
export function matchTotp(secret: string, code: string, at: Date | number): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const timestamp = new Date(at).getTime();
  const delta = totpOf(secret).validate({ token: typed, timestamp, window: DRIFT_STEPS });
  return delta === null ? null : totpStep(timestamp) + delta;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return totpOf(secret, { issuer, label: account }).toString();
}

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i to misread

/** Ten codes like "k7mp-x3qa", each good once; only their hashes are stored. */
export function newBackupCodes(): string[] {
  const one = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 4)}-${code.slice(4)}`;
  });
}

/** How a backup code is stored and looked up: typed in any case, with or without the dash. */
export function hashBackupCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(`backup-code:${normalized}`).digest('hex');
}

/** Whether what was typed looks like a backup code rather than an app's 6 digits. */
export function looksLikeBackupCode(code: string): boolean {
  return /^[a-z0-9]{4}-?[a-z0-9]{4}$/i.test(code.trim()) && !/^\d+$/.test(code.trim());
}
