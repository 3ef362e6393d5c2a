import { isObjectId } from '@/lib/ids';
import { SLUG_PATTERN } from '@/lib/validation/slug';

/**
 * How the API's {id} is read, as the content services read it: a 24-hex id first, then a slug.
 * Keys that can be neither are answered without a lookup, so junk never fills the cache.
 */
export async function findByKey<Item>(
  key: string,
  byId: (id: string) => Promise<Item | null>,
  bySlug: (slug: string) => Promise<Item | null>,
): Promise<Item | null> {
  const found = isObjectId(key) ? await byId(key) : null;
  if (found) return found;
  return key.length <= 100 && SLUG_PATTERN.test(key) ? bySlug(key) : null;
}
