import 'server-only';
import { revalidateTag } from 'next/cache';

/**
 * Expires cached public data now, so the next request renders the change (an admin edit shows on
 * the very next page view). Works from server actions and route handlers alike.
 */
export function revalidateTags(tags: string[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}
