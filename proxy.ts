import { type NextRequest, NextResponse } from 'next/server';
import { API_PREFIX, corsFor, parseCorsOrigins } from '@/lib/api/cors';
import { roleRefusesPage } from '@/lib/auth/page-access';
import { NOT_ALLOWED_PATH } from '@/lib/auth/page-capabilities';
import { refusal, ROLE_NOT_ALLOWED } from '@/lib/auth/require-admin';
import { isCrossOriginMutation } from '@/lib/auth/request-guards';
import { SESSION_COOKIE } from '@/lib/auth/session-options';

export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith(`${API_PREFIX}/`) || request.nextUrl.pathname === API_PREFIX) return apiCors(request);
  if (isForeignServerAction(request)) {
    return new NextResponse('Cross-origin requests are not allowed', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  // The sign-in and invitation pages are for people without a session (only the check above applies).
  if (request.nextUrl.pathname === '/login' || request.nextUrl.pathname.startsWith('/invite/')) return NextResponse.next();
  return (await roleRefusal(request)) ?? adminRedirect(request);
}

/**
 * A request for an admin page the signed-in person's role does not open, answered 403 before
 * anything is sent: the page streams its content behind Suspense, so its own refusal
 * (requireAdmin's forbidden()) would come after a 200. A browser asking for the document gets the
 * 403 page (rendered at NOT_ALLOWED_PATH, whose status is 403) at the address it asked for. Any
 * other request gets the JSON refusal of the admin's route handlers: the client router's RSC
 * fetch (Next hides its headers from the proxy; it accepts any type) then loads the document,
 * and so the same page, and the CSV export answers as its handler would. The page still checks
 * the role itself, and server actions (POST) answer their own 403.
 */
async function roleRefusal(request: NextRequest): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  if (!sealed || !(await roleRefusesPage(request.nextUrl.pathname, sealed))) return null;
  if ((request.headers.get('accept') ?? '').includes('text/html')) {
    return NextResponse.rewrite(new URL(NOT_ALLOWED_PATH, request.url), { status: 403, headers: { 'Cache-Control': 'private, no-store' } });
  }
  return refusal(403, ROLE_NOT_ALLOWED);
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
