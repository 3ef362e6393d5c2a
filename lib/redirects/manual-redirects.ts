import 'server-only';
import { ConflictError } from '@/lib/errors';
import { staticPublicPages } from '@/lib/seo/public-pages';
import type { Redirect, Store } from '@/lib/store/types';
import { findVisaPage } from '@/lib/visa-facts/visa-pages';
import type { z } from '@/lib/validation/z';
import type { manualRedirectSchema } from './redirect-schemas';

/** Whether a page shows at this address now: a stored visa or post, a country page, a fixed page. */
async function showsPage(store: Store, path: string): Promise<boolean> {
  if (staticPublicPages.some((page) => page.path === path)) return true;
  const [, kind, slug, ...rest] = path.split('/');
  if (!slug || rest.length > 0) return false;
  if (kind === 'visa') return (await findVisaPage(store, slug)) !== null;
  if (kind === 'blogs') return (await store.blogs.getBySlug(slug)) !== null;
  return false;
}

/**
 * A redirect staff add by hand (an old address from before this site, a page merged into
 * another). Refused from an address that shows a page now (the redirect would hide it: rename or
 * delete the page instead), and by the store when it would make a loop; a target that is itself
 * redirected is followed, so the new redirect is one hop too.
 */
export async function addManualRedirect(store: Store, by: string, input: z.infer<typeof manualRedirectSchema>): Promise<Redirect> {
  if (await showsPage(store, input.from)) {
    throw new ConflictError(`${input.from} shows a page now: rename or delete that page instead, and its old address redirects by itself.`, 'from');
  }
  return store.redirects.set(input.from, input.to, by);
}
