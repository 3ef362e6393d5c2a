/**
 * Headers sent with every answer (issue: hardened). Framing is denied outright; HSTS and the
 * upgrade of insecure requests only where the site is served over https, so local http runs are
 * not pinned to https.
 */

import { VIDEO_EMBED_HOSTS } from './lib/rich-text/video-embed-hosts.mjs';

/**
 * What the pages may load: only this origin, plus Cloudinary images and the YouTube embeds the
 * rich-text editor makes (the hosts the sanitiser keeps, from one list).
 *
 * Inline scripts run only by hash. Next writes each page's data into the page as inline scripts;
 * `scriptHashes` are the hashes of the scripts Next and React wrote into one HTML answer, which
 * server.mjs takes from the finished page (server/html-csp.mjs): a per-request nonce could not be
 * in a page served from cache, but a cached page's hashes are fixed. Without hashes (every answer
 * that is not HTML, as next.config sends it) no inline script may run at all.
 *
 * `pageFallback` is the policy next.config gives pages for a start without server.mjs (`next
 * start`, a platform that starts Next itself), where nobody adds hashes: inline scripts are
 * allowed, so pages still hydrate, and the start-up warning says what is lost. server.mjs
 * replaces it on every HTML answer; browsers also ignore 'unsafe-inline' once a hash is listed.
 * The development server allows inline scripts and eval (React's debugging stack traces).
 */
export function contentSecurityPolicy({ siteUrl, isDev = false, scriptHashes = [], pageFallback = false }) {
  const inline = isDev ? ["'unsafe-inline'", "'unsafe-eval'"] : pageFallback ? ["'unsafe-inline'"] : scriptHashes;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline],
    // next/image and React style attributes write inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: shows an image an admin picked before it is uploaded.
    'img-src': ["'self'", 'data:', 'blob:', 'https://res.cloudinary.com'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(isDev ? ['ws:'] : [])],
    'frame-src': VIDEO_EMBED_HOSTS.map((host) => `https://${host}`),
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (siteUrl.startsWith('https://')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Paths whose answers are HTML pages: everything but the API, Next's files, images and the
 * generated social cards, which keep the policy without inline scripts under any server.
 */
export const PAGE_PATHS = '/((?!api/|_next/|uploads/|images/|og/).*)';

export function securityHeaders({ siteUrl, isDev = false }) {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ siteUrl, isDev }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (siteUrl.startsWith('https://')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' });
  }
  return headers;
}
