import 'server-only';
import { redirect, unauthorized } from 'next/navigation';
import { getEnv } from '@/lib/config/env';
import { isCrossOriginMutation } from './request-guards';
import { type AdminSession, getAdminSession } from './session';

export type { AdminSession } from './session';

/** For admin pages: the session, or a redirect to /login. */
export async function requireAdmin(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect('/login');
  return session;
}

/** For admin server actions: the session, or a 401 (the action does nothing). */
export async function requireAdminForAction(): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) unauthorized();
  return session;
}

/**
 * For admin route handlers: the session, or the JSON answer to send instead (401 without a valid
 * session, 403 for a mutation sent from another site). Admin answers are never cached.
 */
export async function requireAdminForApi(request: Request): Promise<AdminSession | Response> {
  if (isCrossOriginMutation(request, getEnv().API_CORS_ORIGINS)) {
    return Response.json(
      { statusCode: 403, message: 'Cross-origin requests are not allowed', data: null },
      { status: 403, headers: { 'cache-control': 'no-store' } },
    );
  }
  const session = await getAdminSession();
  if (!session) {
    return Response.json(
      { statusCode: 401, message: 'Sign in as an admin to do this', data: null },
      { status: 401, headers: { 'cache-control': 'no-store' } },
    );
  }
  return session;
}
