import type { SessionOptions } from 'iron-session';
import type { Env } from '@/lib/config/env-schema';
import { sessionSecret } from './session-secret';

import { SESSION_COOKIE } from './session-cookie.mjs';

export { SESSION_COOKIE };

/**
 * What the encrypted cookie holds: who, and which generation of their sessions. A cookie with
 * `passwordAt` is only half a sign-in: the password was right and the second factor is still to
 * be typed (lib/auth/second-factor.ts); it opens nothing in the admin.
 */
export interface SessionData {
  adminId?: string;
  sessionVersion?: number;
  passwordAt?: number;
}

/** A 24-hex admin id and an integer version: the part every cookie startAdminSession seals has. */
function hasAdminAndVersion(data: SessionData): data is SessionData & { adminId: string; sessionVersion: number } {
  return (
    typeof data.adminId === 'string' &&
    /^[0-9a-f]{24}$/.test(data.adminId) &&
    typeof data.sessionVersion === 'number' &&
    Number.isInteger(data.sessionVersion)
  );
}

/** The shape of a whole sign-in: admin and version, and no second factor pending. */
export function isSessionData(data: SessionData): data is { adminId: string; sessionVersion: number } {
  return hasAdminAndVersion(data) && data.passwordAt === undefined;
}

/** The shape of half a sign-in, waiting for the second factor. */
export function isPendingSecondFactor(data: SessionData): data is { adminId: string; sessionVersion: number; passwordAt: number } {
  return hasAdminAndVersion(data) && typeof data.passwordAt === 'number' && Number.isFinite(data.passwordAt);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * httpOnly, SameSite=Lax, an expiry sealed into the cookie itself, and Secure in production
 * unless the site runs on this machine's loopback (the e2e suite serves `next start` over http).
 * With API_CORS_ORIGINS set, the admin API is called from those other sites, whose requests carry
 * the cookie only if it is SameSite=None, which browsers accept only with Secure (Chromium keeps
 * Secure cookies on http://localhost and 127.0.0.1 too). The Origin check then stands in for
 * SameSite against cross-site writes (docs/api.md, "Cross-origin calls").
 */
export function sessionOptions(env: Env): SessionOptions {
  const ttl = env.SESSION_MAX_AGE_HOURS * 3600;
  const crossSite = env.API_CORS_ORIGINS.length > 0;
  const secure = crossSite || (env.NODE_ENV === 'production' && !LOOPBACK.has(new URL(env.SITE_URL).hostname));
  return {
    cookieName: SESSION_COOKIE,
    password: sessionSecret(env),
    ttl,
    cookieOptions: { httpOnly: true, sameSite: crossSite ? 'none' : 'lax', secure, path: '/', maxAge: ttl - 60 },
  };
}
