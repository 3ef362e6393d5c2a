import type { Collection } from '@/lib/store/documents';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

/**
 * When each cache tag was last expired, kept in the store so every instance of the site (and the
 * same instance after a restart) agrees on what is stale: ./shared-cache-tags.mjs.
 */
export const cacheTagRecord = declareRecord({
  name: 'cache_tags',
  schema: z.object({ tag: z.string(), /** ms since the epoch */ expiredAt: z.number() }),
  indexes: [{ paths: { tag: 1 }, unique: true }],
});

export interface CacheTagRepository {
  /** Records that these tags expired at `at` (ms since the epoch); a later time is never replaced by an earlier one. */
  expire(tags: string[], at: number): Promise<void>;
  /** Every tag's latest expiry time (ms since the epoch). */
  expirations(): Promise<Record<string, number>>;
}

export function cacheTagRepository(collection: Collection<z.output<typeof cacheTagRecord.schema> & { _id: string }>): CacheTagRepository {
  return {
    async expire(tags, at) {
      const expiredAt = Math.round(at);
      await Promise.all(
        tags.map(async (tag) => {
          const { inserted } = await collection.insertIfAbsent({ tag: String(tag), expiredAt }, ['tag']);
          // Only forward: two instances expiring one tag at once keep the later time.
          if (!inserted) await collection.updateOne({ tag: String(tag), expiredAt: { $lt: expiredAt } }, { $set: { expiredAt } });
        }),
      );
    },
    expirations: async () => Object.fromEntries((await collection.findMany({})).map(({ tag, expiredAt }) => [tag, expiredAt])),
  };
}
