import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238, as every authenticator app computes them: HMAC-SHA1,
 * 30-second steps, 6 digits) and the one-time backup codes that stand in for a lost phone.
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after is accepted too: phones' clocks drift and people type slowly. */
const DRIFT_STEPS = 1;
export const BACKUP_CODE_COUNT = 10;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret.');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits, as RFC 4226 recommends, in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function totpStep(at: Date | number): number {
  return Math.floor(new Date(at).getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of one step (RFC 4226's HOTP with the step as counter). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The step whose code this is, within the drift allowed around `at`, or null. The caller records
 * the step (store.admins.useTotpStep), so the same code is never accepted twice.
 */
export function matchTotp(secret: string, code: string, at: Date | number): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const now = totpStep(at);
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(typed))) return step;
  }
  return null;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
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
