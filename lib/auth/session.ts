import 'server-only';
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { getEnv } from '@/lib/config/env';
import { getStore } from '@/lib/store';
import type { AdminUser } from '@/lib/staff/admin-repository';
import { SECOND_FACTOR_WINDOW_MS } from './second-factor-policy';
import { type AdminSession, resolveSession } from './resolve-session';
import { isPendingSecondFactor, type SessionData, sessionOptions } from './session-options';

export type { AdminSession } from './resolve-session';

async function cookieSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions(getEnv()));
}

/**
 * The signed-in admin, or null. A cookie only counts while its admin exists, is enabled, and its
 * session version is the admin's current one: signing out, changing the password and disabling
 * the account bump the version, which ends every copy of older cookies, wherever they are. The
 * role is read from the store on every request, so a changed role applies at once. Read once per
 * request: the page, the sidebar and the top bar all ask.
 */
export const getAdminSession = cache(async (): Promise<AdminSession | null> => resolveSession(await getStore(), await cookieSession()));

/** Starts a session for an admin who just proved who they are (password, and second factor if enrolled). */
export async function startAdminSession(admin: AdminUser): Promise<void> {
  const session = await cookieSession();
  session.adminId = admin._id;
  session.sessionVersion = admin.sessionVersion;
  delete session.passwordAt;
  await session.save();
}

/** After the right password of an account with a second factor: a cookie that only lets it type the code. */
export async function startSecondFactorStep(admin: AdminUser): Promise<void> {
  const session = await cookieSession();
  session.adminId = admin._id;
  session.sessionVersion = admin.sessionVersion;
  session.passwordAt = Date.now();
  await session.save();
}

/** The admin halfway through signing in (password right, code not yet typed), while the step is open. */
export async function getSecondFactorStep(): Promise<AdminUser | null> {
  const session = await cookieSession();
  if (!isPendingSecondFactor(session)) return null;
  if (Date.now() - session.passwordAt > SECOND_FACTOR_WINDOW_MS) return null;
  const admin = await (await getStore()).admins.findById(session.adminId);
  if (!admin || admin.disabled || admin.sessionVersion !== session.sessionVersion || !admin.totpSecret) return null;
  return admin;
}

/** Forgets this browser's session cookie without touching the account's other sessions. */
export async function clearSessionCookie(): Promise<void> {
  (await cookieSession()).destroy();
}

/** Signs out everywhere: the version bump voids every copy of this admin's cookies. */
export async function endAdminSession(): Promise<void> {
  const session = await cookieSession();
  if (session.adminId) {
    await (await getStore()).admins.bumpSessionVersion(session.adminId).catch(() => undefined);
  }
  session.destroy();
}
