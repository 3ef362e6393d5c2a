/**
 * Refuses state-changing requests that a browser sent from another site (CSRF): the Origin
 * header, or Sec-Fetch-Site, must say same-origin. Requests without either come from scripts and
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
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" or garbage
  }
}
