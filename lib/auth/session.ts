import 'server-only';
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { getEnv } from '@/lib/config/env';
import { getStore } from '@/lib/store';
import type { AdminUser } from '@/lib/store/types';
import { isSessionData, type SessionData, sessionOptions } from './session-options';

export interface AdminSession {
  admin: Pick<AdminUser, '_id' | 'email' | 'displayName'>;
}

async function cookieSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions(getEnv()));
}

/**
 * The signed-in admin, or null. A cookie only counts while its admin exists and its session
 * version is the admin's current one: signing out or changing the password bumps the version,
 * which ends every copy of older cookies, wherever they are.
 */
export async function getAdminSession(): Promise<AdminSession | null> {
  const session = await cookieSession();
  // Only what startAdminSession wrote counts: a payload of other types (sealed with a leaked or
  // old secret, say) must not reach the store's query as an object.
  if (!isSessionData(session)) return null;
  const admin = await (await getStore()).admins.findById(session.adminId);
  if (!admin || admin.sessionVersion !== session.sessionVersion) return null;
  return { admin: { _id: admin._id, email: admin.email, displayName: admin.displayName } };
}

/** Starts a session for an admin who just proved their password. */
export async function startAdminSession(admin: AdminUser): Promise<void> {
  const session = await cookieSession();
  session.adminId = admin._id;
  session.sessionVersion = admin.sessionVersion;
  await session.save();
}

/** Signs out everywhere: the version bump voids every copy of this admin's cookies. */
export async function endAdminSession(): Promise<void> {
  const session = await cookieSession();
  if (session.adminId) {
    await (await getStore()).admins.bumpSessionVersion(session.adminId).catch(() => undefined);
  }
  session.destroy();
}
