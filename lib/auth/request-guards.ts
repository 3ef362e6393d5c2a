/**
 * The one cross-origin rule of every state-changing request (the API's writes, the forms, the
 * sign-in and sign-out, and server actions in proxy.ts): a request a browser sent from a page of
 * another site (CSRF) is refused.
 *
 * - Safe methods (GET, HEAD, OPTIONS) always pass: they change nothing.
 * - An Origin listed in `allowedOrigins` passes: other sites trusted to call (API_CORS_ORIGINS for
 *   the API, the site's public SITE_URL for the forms, which may differ from the host the request
 *   reached behind a proxy).
 * - Sec-Fetch-Site `cross-site` or `same-site` is refused: a sibling subdomain is another origin.
 * - Otherwise an Origin must name this host (as the proxy reports it) with the scheme the browser
 *   used: a page on http://this-host (a network that can alter plain http) must not post to
 *   https://this-host. "null" (sandboxed frames, privacy redirects) and garbage are refused.
 * - A request with neither header comes from a script or a server, not a browser page, so it is
 *   no CSRF vector (admin writes still need the session cookie).
 */
export function isCrossOriginMutation(request: Request, allowedOrigins: readonly string[] = []): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null && allowedOrigins.some((allowed) => originOf(allowed) === origin)) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  if (origin === null) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true;
  }
  return from.host !== requestHost(request) || from.protocol !== `${requestScheme(request)}:`;
}

/** An allowed origin as a browser writes it in Origin (a SITE_URL may carry a path or a trailing slash). */
function originOf(allowed: string): string | null {
  return URL.canParse(allowed) ? new URL(allowed).origin : null;
}

/** The host the browser addressed: the proxy's X-Forwarded-Host (its first entry), else Host, else the URL's. */
function requestHost(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('host') || new URL(request.url).host;
}

/** The scheme the browser used: the proxy's X-Forwarded-Proto (Next sets it too), else the URL's. */
function requestScheme(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded;
  try {
    return new URL(request.url).protocol.slice(0, -1);
  } catch {
    return 'http';
  }
}
