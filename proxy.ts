import { type NextRequest, NextResponse } from 'next/server';
import { API_PREFIX, corsFor, parseCorsOrigins } from '@/lib/api/cors';
import { isCrossOriginMutation } from '@/lib/auth/request-guards';
import { SESSION_COOKIE } from '@/lib/auth/session-options';

export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith(`${API_PREFIX}/`) || request.nextUrl.pathname === API_PREFIX) return apiCors(request);
  if (isForeignServerAction(request)) {
    return new NextResponse('Cross-origin requests are not allowed', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  // The sign-in and invitation pages are for people without a session (only the check above applies).
  if (request.nextUrl.pathname === '/login' || request.nextUrl.pathname.startsWith('/invite/')) return NextResponse.next();
  return adminRedirect(request);
}

/**
 * A server action (sign-in, every admin write) posted by another site: Next's own check compares
 * Origin's host with Host only; this one also refuses another scheme, and a browser's
 * Sec-Fetch-Site of cross-site or same-site (a sibling subdomain) (lib/auth/request-guards.ts).
 */
function isForeignServerAction(request: NextRequest): boolean {
  return request.method === 'POST' && request.headers.has('next-action') && isCrossOriginMutation(request);
}

/**
 * Convenience only: a visitor without a session cookie who opens an admin page is sent to the
 * login page instead of a 404-looking refusal. Every admin page, action and route handler checks
 * the session itself (lib/auth/require-admin.ts); this is never the guard.
 *
 * Only page visits (GET asking for HTML) are redirected. Server actions and data requests (the CSV
 * export) go on to their handler, which answers 401: a 307 would re-send a POST, body and all, to
 * /login, and a script could not read the refusal.
 */
function adminRedirect(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  const wantsPage = request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');
  if (!wantsPage) return NextResponse.next();
  const login = new URL('/login', request.url);
  return NextResponse.redirect(login);
}

let corsOrigins: { text: string | undefined; origins: string[] } | undefined;

/** API_CORS_ORIGINS, validated at start with the rest of the environment (lib/config/env-schema.ts). */
function allowedOrigins(): string[] {
  const text = process.env.API_CORS_ORIGINS;
  if (!corsOrigins || corsOrigins.text !== text) corsOrigins = { text, origins: parseCorsOrigins(text) };
  return corsOrigins.origins;
}

/**
 * CORS of /api/1.0 (lib/api/cors.ts): OPTIONS is answered here, on every path, known or not;
 * every other call goes on to its handler and its answer, errors included, gets the headers.
 */
function apiCors(request: NextRequest) {
  const decision = corsFor(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      origin: request.headers.get('origin'),
      requestMethod: request.headers.get('access-control-request-method'),
    },
    allowedOrigins(),
  );
  if (decision.kind === 'preflight') {
    if (decision.status === 204) return new NextResponse(null, { status: 204, headers: decision.headers });
    const message = 'This origin may not call this API';
    return NextResponse.json(
      { statusCode: 403, message, data: null },
      { status: 403, headers: { ...decision.headers, 'Cache-Control': 'no-store' } },
    );
  }
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(decision.headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ['/admin', '/admin/:path*', '/preview/:path*', '/api/1.0/:path*', '/login', '/invite/:path*'],
};
