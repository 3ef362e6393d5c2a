import { type NextRequest, NextResponse } from 'next/server';
import { API_PREFIX, corsFor, parseCorsOrigins } from '@/lib/api/cors';
import { bodyRefusal } from '@/lib/auth/body-guard';
import { roleRefusesPage } from '@/lib/auth/page-access';
import { NOT_ALLOWED_PATH } from '@/lib/auth/page-capabilities';
import { refusal, ROLE_NOT_ALLOWED } from '@/lib/auth/require-admin';
import { isCrossOriginMutation } from '@/lib/auth/request-guards';
import { SESSION_COOKIE } from '@/lib/auth/session-options';
import { type LocaleRoute, localeRoute, NOT_FOUND_PAGE, reachesLanguageSegment } from '@/lib/i18n/locale-routing';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { localizedPath, splitLocale } from '@/lib/i18n/paths';
import { REDIRECT_CACHE_CONTROL } from '@/lib/redirects/redirect-cache-control';
import { pageExists, redirectTarget } from '@/lib/redirects/address-lookup';
import { outagePage, RETRY_AFTER_SECONDS, storeIsDown } from '@/lib/store/outage-probe';

/**
 * What runs before every request but Next's own files and the public ones: the answers a
 * standard host could not otherwise give, so they hold under `next start` and on any platform
 * as under `npm start`. Each step says why it is here.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isMalformed(pathname)) return plainText(400, 'Bad request: the address has malformed percent-encoding.');
  if (pathname.startsWith(`${API_PREFIX}/`) || pathname === API_PREFIX) return apiCors(request);
  const route = localeRoute(pathname);
  if (route && 'redirect' in route) return permanentRedirect(request, route.redirect);
  const sessionCookie = request.cookies.get(SESSION_COOKIE)?.value;
  const tooLarge = await bodyRefusal({ method: request.method, headers: request.headers, pathname, sessionCookie });
  if (tooLarge) return tooLarge;
  if (isForeignServerAction(request)) return plainText(403, 'Cross-origin requests are not allowed');
  if (isPageLoad(request)) {
    const answered = (await storeOutage()) ?? (await oldAddress(request)) ?? (await missingPage(request, route));
    if (answered) return answered;
  }
  if (!/^\/(?:admin|(?:ar\/)?preview)(\/|$)/.test(pathname)) return onward(request, route);
  return (await roleRefusal(request)) ?? adminRedirect(request, route);
}

/** On to the route: an English page by way of its `en` segment (lib/i18n/locale-routing.ts). */
function onward(request: NextRequest, route: LocaleRoute) {
  if (!route || !('rewrite' in route)) return NextResponse.next();
  return NextResponse.rewrite(sameSite(request, route.rewrite));
}

/**
 * Another path of this site, query kept, as Next's own URL of the request: a rewrite to an
 * origin Next does not take for its own (localhost for 127.0.0.1) would be fetched over HTTP.
 */
function sameSite(request: NextRequest, pathname: string): URL {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return url;
}

/** A 301, the query kept, relative to the site (NextResponse wants an absolute URL). */
const permanentRedirect = (request: NextRequest, path: string) =>
  NextResponse.redirect(new URL(`${path}${request.nextUrl.search}`, request.url), { status: 301, headers: { 'Cache-Control': REDIRECT_CACHE_CONTROL } });

const isPageLoad = (request: NextRequest) => request.method === 'GET' || request.method === 'HEAD';

const plainText = (status: number, message: string) =>
  new NextResponse(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** An address Next cannot decode (`/visa/%ff`): Next would answer a bare 500 without the security headers. */
function isMalformed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * An old address (a renamed visa's or post's, or one staff redirected) answers exactly 301 with
 * the current one, the query kept (Next's permanentRedirect() gives 308, which some crawlers and
 * old clients treat differently).
 */
async function oldAddress(request: NextRequest): Promise<Response | null> {
  // Redirects are kept by English address; the Arabic page of an old address moves to the Arabic page of the new one.
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const to = await redirectTarget(path);
  if (!to) return null;
  // Absolute here (NextResponse refuses a relative Location); Next sends a same-site one relative.
  return permanentRedirect(request, localizedPath(to, locale));
}

/**
 * A page load of a public address no page answers (no route, or no record at /visa/{slug} or
 * /blogs/{slug}) gets its language's 404 page, with status 404, server-rendered in the site's
 * layout (an unknown visa in the visa page's words). Next's own notFound() would answer it, under
 * a root layout that reads its language, with an empty document the browser fills in. The client
 * router's fetch of such a page (no text/html in Accept) goes on to the page, whose notFound()
 * it shows in place. An area's or a file's name alone (`/case`, `/index.html`) is answered as an
 * English public address; deeper addresses in the staff's area and the portal keep the global 404.
 */
async function missingPage(request: NextRequest, route: LocaleRoute): Promise<Response | null> {
  const { pathname } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  const publicAddress = (route && 'rewrite' in route) || locale !== DEFAULT_LOCALE || reachesLanguageSegment(pathname);
  if (!publicAddress || !(request.headers.get('accept') ?? '').includes('text/html') || (await pageExists(pathname))) return null;
  const page = path.startsWith('/visa/') ? `${NOT_FOUND_PAGE}/visa` : NOT_FOUND_PAGE;
  return NextResponse.rewrite(sameSite(request, `/${locale}${page}`), { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

/** While the store is down, a page answers 503 and the plain message at once, not a 500 after trying. */
async function storeOutage(): Promise<Response | null> {
  if (!(await storeIsDown())) return null;
  return new NextResponse(outagePage(), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
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
  if (!sealed || !(await roleRefusesPage(splitLocale(request.nextUrl.pathname).path, sealed))) return null;
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
function adminRedirect(request: NextRequest, route: LocaleRoute) {
  if (request.cookies.has(SESSION_COOKIE)) return onward(request, route);
  const wantsPage = request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');
  if (!wantsPage) return onward(request, route);
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
  // Everything but Next's files and the public folder's: pages (old addresses, the outage), the
  // admin and sign-in (bodies, roles), the API (CORS). Not the applicant's upload either: Next
  // buffers every body that passes through the proxy, and that route streams its file (up to
  // 10 MB) straight into the sealed store, checking the link, the device and the origin itself.
  matcher: ['/((?!_next/|images/|fonts/|favicon\\.ico|icon\\.svg|apple-icon\\.png|robots\\.txt|sitemap\\.xml|case/[^/]+/upload$).*)'],
};
