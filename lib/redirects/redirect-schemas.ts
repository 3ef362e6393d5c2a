import { z } from '@/lib/validation/z';

/** The admin's redirect forms (/admin/redirects), checked the same in the browser and on the server. */

/**
 * Addresses that never redirect: Next's files, the API, the admin area and sign-in (server.mjs
 * leaves them to Next whatever the store holds, server/redirects.mjs).
 */
export const RESERVED_PATH = /^\/(?:_next|api|admin|login|invite)(?:\/|$)/;

// Letters, digits and the URL characters a path may carry unescaped; no query or fragment, which
// the visitor's own request supplies (the 301 keeps it).
const PATH_CHARACTERS = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** A path of this site as staff type it: trimmed, the trailing slash dropped, "/visa/old-name". */
export const sitePath = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what} address, like /visa/old-name.`)
    .max(300, 'Use at most 300 characters.')
    .transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path))
    .refine((path) => path.startsWith('/') && !path.startsWith('//'), 'Start with / : an address on this site, like /visa/old-name.')
    .refine((path) => PATH_CHARACTERS.test(path), 'Use an address without spaces, "?" or "#", like /visa/old-name.');

export const manualRedirectSchema = z.object({
  from: sitePath('old')
    .refine((path) => path !== '/', 'The home page cannot redirect.')
    .refine((path) => !RESERVED_PATH.test(path), 'The admin area, sign-in and the API cannot redirect.'),
  to: sitePath('new'),
});

export const redirectIdSchema = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'Which redirect? The request named none.') });
