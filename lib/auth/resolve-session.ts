import type { AdminUser } from '@/lib/staff/admin-repository';
import type { Store } from '@/lib/store/store';
import { isSecondFactorRequired } from './second-factor-policy';
import { isSessionData, type SessionData } from './session-options';

export interface AdminSession {
  admin: Pick<AdminUser, '_id' | 'email' | 'displayName' | 'role'>;
  /** The owner requires a second factor and this person has none yet: only enrolment is open. */
  mustEnrolSecondFactor: boolean;
}

/**
 * Who a cookie's contents sign in, or null: the admin must exist, be enabled, and have the
 * cookie's session version (signing out, a new password and disabling bump it). The role comes
 * from the store, so a changed role applies at the next request.
 */
export async function resolveSession(store: Store, data: SessionData): Promise<AdminSession | null> {
  // Only what startAdminSession wrote counts: a payload of other types (sealed with a leaked or
  // old secret, say) must not reach the store's query as an object, and half a sign-in (second
  // factor still to type) opens nothing.
  if (!isSessionData(data)) return null;
  const admin = await store.admins.findById(data.adminId);
  if (!admin || admin.disabled || admin.sessionVersion !== data.sessionVersion) return null;
  const mustEnrolSecondFactor = admin.totpSecret === null && (await isSecondFactorRequired(store));
  return { admin: { _id: admin._id, email: admin.email, displayName: admin.displayName, role: admin.role }, mustEnrolSecondFactor };
}
