import { type NextRequest, NextResponse } from 'next/server';
import { SESSION_COOKIE } from '@/lib/auth/session-options';

/**
 * Convenience only: a visitor without a session cookie who opens an admin page is sent to the
 * login page instead of a 404-looking refusal. Every admin page, action and route handler checks
 * the session itself (lib/auth/require-admin.ts); this is never the guard.
 */
export function proxy(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  const login = new URL('/login', request.url);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ['/admin', '/admin/:path*'],
};
