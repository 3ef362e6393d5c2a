import 'server-only';
import { revalidateTag } from 'next/cache';
import { getStore } from '@/lib/store';
import { expireOnEveryInstance } from '@/lib/publishing/expire-on-every-instance';

/**
 * Expires cached public data now, so the next request renders the change (an admin edit shows on
 * the very next page view), and drops this process's list of redirects. Works from server actions
 * and route handlers alike.
 *
 * The expiry is also written to the store's record of cache tags before this returns, so every
 * other instance sees it on its next request (cache-handlers/). Next writes it there too, but from
 * a route handler only after the answer has gone (its `pendingWaitUntil`): an API client that
 * asked another instance right after its edit could otherwise still get the old page.
 */
export async function revalidateTags(tags: string[]): Promise<void> {
  const unique = [...new Set(tags)];
  for (const tag of unique) revalidateTag(tag, { expire: 0 });
  await expireOnEveryInstance(await getStore())(unique);
}
