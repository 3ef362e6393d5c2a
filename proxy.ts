import { type NextRequest, NextResponse } from 'next/server';
import { SESSION_COOKIE } from '@/lib/auth/session-options';

/**
 * Convenience only: a visitor without a session cookie who opens an admin page is sent to the
 * login page instead of a 404-looking refusal. Every admin page, action and route handler checks
 * the session itself (lib/auth/require-admin.ts); this is never the guard.
 *
 * Only page visits (GET asking for HTML) are redirected. Server actions and data requests (the CSV
 * export) go on to their handler, which answers 401: a 307 would re-send a POST, body and all, to
 * /login, and a script could not read the refusal.
 */
export function proxy(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  const wantsPage = request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');
  if (!wantsPage) return NextResponse.next();
  const login = new URL('/login', request.url);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ['/admin', '/admin/:path*'],
};
