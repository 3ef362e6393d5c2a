import { z } from '@/lib/validation/z';
import { isReservedPath } from './reserved-paths.mjs';

/** The admin's redirect forms (/admin/redirects), checked the same in the browser and on the server. */

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

/** Why an address the app answers itself cannot redirect, after the address. */
export const RESERVED_MESSAGE = 'is answered by the site itself (a page, a file, the admin or the API), so it cannot redirect.';

export const manualRedirectSchema = z.object({
  from: sitePath('old')
    .refine((path) => path !== '/', 'The home page cannot redirect.')
    // Every address the app answers itself (a page, a file, the admin, the API...): a redirect
    // would hide it (lib/redirects/reserved-paths.mjs; proxy.ts never answers one there either).
    .refine((path) => !path.startsWith('/') || path === '/' || !isReservedPath(path), { error: (issue) => `${String(issue.input)} ${RESERVED_MESSAGE}` }),
  to: sitePath('new'),
});

export const redirectIdSchema = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'Which redirect? The request named none.') });
