import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';

/*
 * Placeholder of the admin guard, written on the leads branch so that the leads inbox can call it.
 * It is replaced by the real session check on merge (the lead engineer's lib/auth/require-admin.ts,
 * same exports). Until then it ALWAYS denies: nothing behind it is ever open.
 */

export interface AdminSession {
  adminId: string;
  email: string;
  displayName: string;
}

/** For pages and server actions: the signed-in admin, else a redirect to /login. */
export async function requireAdmin(): Promise<AdminSession> {
  await cookies(); // reads the request, like the real check, so pages behind it stay dynamic
  redirect('/login');
}

/** For route handlers: the signed-in admin, else a 401 JSON answer to return as is. */
export async function requireAdminForApi(_request: Request): Promise<AdminSession | Response> {
  return Response.json(
    { statusCode: 401, message: 'Please sign in as an admin.' },
    { status: 401, headers: { 'Cache-Control': 'no-store' } },
  );
}
