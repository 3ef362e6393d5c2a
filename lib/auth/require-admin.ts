import 'server-only';
import { forbidden, redirect, unauthorized } from 'next/navigation';
import { getEnv } from '@/lib/config/env';
import { isCrossOriginMutation } from './request-guards';
import { can, type Capability } from './roles';
import { type AdminSession, getAdminSession } from './session';

export type { AdminSession } from './session';

/** Where a person goes who must enrol a second factor before anything else. */
export const ENROL_PATH = '/admin/account/two-factor';

/**
 * What a guard needs: a capability of the person's role (lib/auth/roles.ts), or none for what
 * concerns one's own account; `duringEnrolment` for the few steps open to someone who still has
 * to enrol the second factor the owner requires (the enrolment itself, sign-out).
 */
export interface Need {
  capability?: Capability;
  duringEnrolment?: boolean;
}

export type Verdict = 'ok' | 'enrol' | 'forbidden';

/** Whether a signed-in person may go on, must enrol a second factor first, or lacks the right. */
export function accessVerdict(session: AdminSession, { capability, duringEnrolment = false }: Need): Verdict {
  if (session.mustEnrolSecondFactor && !duringEnrolment) return 'enrol';
  if (capability && !can(session.admin.role, capability)) return 'forbidden';
  return 'ok';
}

/** For admin pages: the session, or a redirect to /login (or to enrolment), or a 403 page. */
export async function requireAdmin(need: Need = {}): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect('/login');
  const result = accessVerdict(session, need);
  if (result === 'enrol') redirect(ENROL_PATH);
  if (result === 'forbidden') forbidden();
  return session;
}

/** For admin server actions: the session, or a 401 / 403 (the action does nothing). */
export async function requireAdminForAction(need: Need = {}): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) unauthorized();
  if (accessVerdict(session, need) !== 'ok') forbidden();
  return session;
}

/** What a route handler (and proxy.ts, to a request that is no page load) answers a role without the capability. */
export const ROLE_NOT_ALLOWED = 'Your role does not allow this';

/** The JSON refusal of admin route handlers: `{ statusCode, message, data: null }`, never cached. */
export const refusal = (status: number, message: string) =>
  Response.json({ statusCode: status, message, data: null }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * For admin route handlers: the session, or the JSON answer to send instead (401 without a valid
 * session, 403 for a mutation sent from another site or a role without the capability). Admin
 * answers are never cached.
 */
export async function requireAdminForApi(request: Request, need: Need = {}): Promise<AdminSession | Response> {
  if (isCrossOriginMutation(request, getEnv().API_CORS_ORIGINS)) return refusal(403, 'Cross-origin requests are not allowed');
  const session = await getAdminSession();
  if (!session) return refusal(401, 'Sign in as an admin to do this');
  const result = accessVerdict(session, need);
  if (result === 'enrol') return refusal(403, 'Set up two-factor sign-in in the admin first');
  if (result === 'forbidden') return refusal(403, ROLE_NOT_ALLOWED);
  return session;
}
