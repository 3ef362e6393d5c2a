import 'server-only';
import { revalidateTag } from 'next/cache';
import { CONTENT_CHANGED } from '@/server/content-events.mjs';

/**
 * Expires cached public data now, so the next request renders the change (an admin edit shows on
 * the very next page view), and tells server.mjs to drop its copies of pages. Works from server
 * actions and route handlers alike.
 */
export function revalidateTags(tags: string[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
  process.emit(CONTENT_CHANGED as never, tags as never);
}
