import 'server-only';
import { ConflictError } from '@/lib/errors';
import type { Redirect } from '@/lib/redirects/redirect-repository';
import type { Store } from '@/lib/store/store';
import { findVisaPage } from '@/lib/visa-facts/visa-pages';
import type { z } from '@/lib/validation/z';
import { RESERVED_MESSAGE, type manualRedirectSchema } from './redirect-schemas';
import { isReservedPath, routeAnswering } from './reserved-paths.mjs';

/** Whether a stored record shows a page at this address of a record route: a visa or country page, a post. */
async function recordShowsPage(store: Store, path: string): Promise<boolean> {
  const route = routeAnswering(path);
  const segment = path.split('/')[2] ?? '';
  let slug = segment;
  try {
    slug = decodeURIComponent(segment); // as Next reads it
  } catch {
    // not percent-encoding: the slug as typed
  }
  if (route === '/visa/[slug]') return (await findVisaPage(store, slug)) !== null;
  if (route === '/blogs/[slug]') return (await store.blogs.getBySlug(slug)) !== null;
  return false;
}

/**
 * A redirect staff add by hand (an old address from before this site, a page merged into
 * another). Only from an address nothing on the site shows: never one the app answers itself
 * (a page, a file, the admin; lib/redirects/reserved-paths.mjs), nor a visa's or post's address
 * while a record shows there (the redirect would hide it: rename or delete the page instead);
 * refused by the store when it would make a loop. A target that is itself redirected is
 * followed, so the new redirect is one hop too.
 */
export async function addManualRedirect(store: Store, by: string, input: z.infer<typeof manualRedirectSchema>): Promise<Redirect> {
  if (isReservedPath(input.from)) throw new ConflictError(`${input.from} ${RESERVED_MESSAGE}`, 'from');
  if (await recordShowsPage(store, input.from)) {
    throw new ConflictError(`${input.from} shows a page now: rename or delete that page instead, and its old address redirects by itself.`, 'from');
  }
  return store.redirects.set(input.from, input.to, by);
}
