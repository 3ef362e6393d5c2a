/**
 * Refuses state-changing requests that a browser sent from another site (CSRF): the Origin
 * header (scheme and host), or Sec-Fetch-Site, must say same-origin. Requests without either come from scripts and
 * old API clients, which need the admin cookie anyway. `allowedOrigins` (API_CORS_ORIGINS, the
 * API only) are other sites trusted to call: their exact Origin passes, every other site is still
 * refused.
 */
export function isCrossOriginMutation(request: Request, allowedOrigins: readonly string[] = []): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
  const requestOrigin = request.headers.get('origin');
  if (requestOrigin !== null && allowedOrigins.includes(requestOrigin)) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    // Scheme and host: a page on http://this-host (a network that can alter plain http) must not
    // post to https://this-host.
    const { host: originHost, protocol } = new URL(origin);
    return originHost !== host || protocol !== `${requestScheme(request)}:`;
  } catch {
    return true; // "null" or garbage
  }
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
