import { randomBytes } from 'node:crypto';
import { sealData } from 'iron-session';
import { SESSION_COOKIE } from './admin';

/**
 * Session cookies for the authorisation specs: real ones bent out of shape, and ones sealed here.
 * The e2e server's SESSION_SECRET comes from playwright.config.ts through E2E_SESSION_SECRET, so
 * a spec can seal a cookie exactly as the server would, only expired.
 */

export interface SessionPayload {
  adminId: string;
  sessionVersion: number;
}

/** The e2e server's session secret (set once per run by playwright.config.ts). */
export function e2eSessionSecret(): string {
  const secret = process.env.E2E_SESSION_SECRET;
  if (!secret) throw new Error('E2E_SESSION_SECRET is not set: run the suite through playwright.config.ts');
  return secret;
}

/** A cookie header value for a seal. */
export const cookieHeader = (seal: string) => `${SESSION_COOKIE}=${seal}`;

/** The zv_admin value in a Set-Cookie header, or null. */
export function sessionFromSetCookie(setCookie: string | string[] | undefined): string | null {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? setCookie.split(/,(?=\s*\w+=)/) : [];
  for (const line of lines) {
    const match = new RegExp(`^\\s*${SESSION_COOKIE}=([^;]*)`).exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * Copies of a real seal with bytes changed: one character flipped in each of its parts (the
 * iron format is `Fe26.2*id*salt*iv*ciphertext*expiry*hmacSalt*hmac~2`), plus a truncated one.
 */
export function tamperedSeals(seal: string): { name: string; seal: string }[] {
  const flip = (text: string, at: number) => {
    const index = Math.max(0, Math.min(text.length - 1, at));
    const char = text[index]!;
    return `${text.slice(0, index)}${char === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
  };
  const parts = seal.split('*');
  const variants: { name: string; seal: string }[] = [];
  for (const [index, name] of [[2, 'salt'], [4, 'ciphertext'], [5, 'expiry'], [7, 'hmac']] as const) {
    const part = parts[index];
    if (part === undefined || part === '') continue;
    const changed = [...parts];
    changed[index] = index === 5 ? String(Number(part) + 86_400_000) : flip(part, Math.floor(part.length / 2));
    variants.push({ name: `tampered ${name}`, seal: changed.join('*') });
  }
  variants.push({ name: 'truncated', seal: seal.slice(0, Math.floor(seal.length * 0.8)) });
  return variants;
}

/**
 * A seal made here with the real secret but an expiry two days in the past: iron stores the
 * expiry inside the seal (and checks it with 60 s of skew), so only the clock is moved while
 * sealing.
 */
export async function expiredSeal(payload: SessionPayload, secret = e2eSessionSecret()): Promise<string> {
  const realNow = Date.now;
  const twoDaysAgo = realNow() - 2 * 24 * 3600_000;
  Date.now = () => twoDaysAgo;
  try {
    return await sealData(payload, { password: secret, ttl: 12 * 3600 });
  } finally {
    Date.now = realNow;
  }
}

/** A well-formed, unexpired seal of a valid payload under a secret that is not the server's. */
export function wrongSecretSeal(payload: SessionPayload): Promise<string> {
  return sealData(payload, { password: randomBytes(32).toString('hex'), ttl: 12 * 3600 });
}

/** A seal with the real secret, current, of the given payload (e.g. a stale version, an unknown admin). */
export function sealWithServerSecret(payload: Record<string, unknown>, ttlSeconds = 12 * 3600): Promise<string> {
  return sealData(payload, { password: e2eSessionSecret(), ttl: ttlSeconds });
}
