/**
 * CORS of the /api/1.0 API (applied in proxy.ts, before any route runs).
 *
 * The old client was a separate static site, and the old server sent CORS headers. Here:
 * - public reads (`/api/1.0/user/...`, the slug lists, `/api/1.0/health`) answer any origin with
 *   `Access-Control-Allow-Origin: *` and never with credentials: they are public anyway;
 * - every other call (admin, login, logout, unknown paths) answers cross-origin only for the exact
 *   origins listed in `API_CORS_ORIGINS`, with credentials (the session cookie), and `Vary: Origin`.
 *   Without the setting, those calls carry no CORS headers and their preflight is refused (403).
 * The admin calls' own Origin check (lib/auth/request-guards.ts) accepts the listed origins and
 * still refuses every other site; docs/api.md explains the CSRF trade-off of turning this on.
 */

export const API_PREFIX = '/api/1.0';

/** Reads a preflight may announce for the public calls. */
export const PUBLIC_METHODS = 'GET, HEAD, OPTIONS';
/** Methods the admin calls use. */
export const CREDENTIALED_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';
/** Request headers a client may send besides the CORS-safelisted ones. */
export const ALLOWED_HEADERS = 'Content-Type, Accept, X-Requested-With';
/** How long a browser may reuse a preflight's answer (10 minutes; Chromium caps at 2 hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Public reads: the old client's visitor pages and its sitemap script call these. */
export function isPublicApiPath(pathname: string): boolean {
  return (
    pathname.startsWith(`${API_PREFIX}/user/`) ||
    pathname === `${API_PREFIX}/health` ||
    pathname === `${API_PREFIX}/testimonial/get-visa-slug` ||
    pathname === `${API_PREFIX}/blog/get-blog-slug`
  );
}

/**
 * `API_CORS_ORIGINS`: comma-separated exact origins (`https://admin.example.ae`, scheme, host and
 * port only). Throws naming the first entry that is not one, so the env check can report it.
 */
export function parseCorsOrigins(text: string | undefined): string[] {
  if (!text || text.trim() === '') return [];
  const origins: string[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      if (/^https?:$/.test(url.protocol) && url.origin === entry.replace(/\/$/, '').toLowerCase()) origin = url.origin;
    } catch {
      origin = null;
    }
    if (!origin) throw new Error(`"${entry}" is not an origin like https://admin.example.ae (scheme, host and port only; no path, no *)`);
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

interface CorsRequest {
  method: string;
  pathname: string;
  /** The Origin header, or null. */
  origin: string | null;
  /** Access-Control-Request-Method (a preflight carries it). */
  requestMethod: string | null;
}

export type CorsDecision =
  /** Answer the preflight here: status and headers. */
  | { kind: 'preflight'; status: 204 | 403; headers: Record<string, string> }
  /** Let the call run; add these headers to its answer. */
  | { kind: 'call'; headers: Record<string, string> };

/**
 * What a /api/1.0 request gets: a preflight answer, or the headers its answer carries. An OPTIONS
 * request that is not a preflight (no Origin, or no Access-Control-Request-Method) is answered
 * 204 with `Allow`, on every path, known or not.
 */
export function corsFor(request: CorsRequest, allowedOrigins: readonly string[]): CorsDecision {
  const decision = decide(request, allowedOrigins);
  if (request.method !== 'OPTIONS' || decision.kind === 'preflight') return decision;
  const allow = isPublicApiPath(request.pathname) ? PUBLIC_METHODS : CREDENTIALED_METHODS;
  return { kind: 'preflight', status: 204, headers: { Allow: allow, ...decision.headers } };
}

function decide(request: CorsRequest, allowedOrigins: readonly string[]): CorsDecision {
  const isPreflight = request.method === 'OPTIONS' && request.origin !== null && request.requestMethod !== null;
  if (isPublicApiPath(request.pathname)) {
    const headers: Record<string, string> = { 'Access-Control-Allow-Origin': '*' };
    if (!isPreflight) return { kind: 'call', headers };
    return {
      kind: 'preflight',
      status: 204,
      headers: {
        ...headers,
        'Access-Control-Allow-Methods': PUBLIC_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
      },
    };
  }
  const allowed = request.origin !== null && allowedOrigins.includes(request.origin);
  // The answer depends on the Origin header only when there is a list to look it up in.
  const vary: Record<string, string> = allowedOrigins.length > 0 ? { Vary: 'Origin' } : {};
  if (isPreflight) {
    if (!allowed) return { kind: 'preflight', status: 403, headers: vary };
    return {
      kind: 'preflight',
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': request.origin!,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': CREDENTIALED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
        ...vary,
      },
    };
  }
  if (!allowed) return { kind: 'call', headers: vary };
  return {
    kind: 'call',
    headers: { 'Access-Control-Allow-Origin': request.origin!, 'Access-Control-Allow-Credentials': 'true', ...vary },
  };
}

/** Whether a request's Origin is one of the configured ones (the admin calls' Origin check). */
export function isAllowedCorsOrigin(origin: string | null, allowedOrigins: readonly string[]): boolean {
  return origin !== null && allowedOrigins.includes(origin);
}
