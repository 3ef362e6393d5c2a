import { ConflictError } from '@/lib/errors';
import type { Collection } from '@/lib/store/documents';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';
import { rateLimitVerdict, type RateLimitResult, type RateLimitWindow } from './rate-limit';

/**
 * Rate-limit hits counted in the store, shared by every instance (./rate-limit.ts,
 * createSharedRateLimiter): one document per key with its recent hits (ms since the epoch), and a
 * version the count is compare-and-set on.
 */
export const rateLimitRecord = declareRecord({
  name: 'rate_limits',
  schema: z.object({
    key: z.string(),
    hits: z.array(z.object({ at: z.number(), requestId: z.string().nullable() })),
    version: z.number().int(),
    /** When the last hit leaves the longest window: the key may be forgotten then. */
    expiresAt: z.number(),
  }),
  indexes: [{ paths: { key: 1 }, unique: true }, { paths: { expiresAt: 1 } }],
});

export interface RateLimitRepository {
  /**
   * Counts a hit for `key` at `at` when `windows` allow it, atomically with the check, and
   * answers as the in-memory limiter would. A hit carrying a `requestId` already counted within
   * the longest window is allowed without counting again. Refused hits are not counted.
   */
  hit(key: string, windows: RateLimitWindow[], at: number, requestId?: string): Promise<RateLimitResult>;
  /** Whether a hit would be allowed at `at`, without counting one. */
  check(key: string, windows: RateLimitWindow[], at: number): Promise<RateLimitResult>;
  /** Forgets a key's hits. */
  reset(key: string): Promise<void>;
}

/** Instances counting one key at the same moment: the loser reads again, this many times at most. */
const MAX_ROUNDS = 50;
const longestOf = (windows: RateLimitWindow[]) => Math.max(...windows.map((window) => window.windowMs));

export function rateLimitRepository(collection: Collection<z.output<typeof rateLimitRecord.schema> & { _id: string }>): RateLimitRepository {
  const recent = async (key: string, since: number) => {
    const stored = await collection.findOne({ key });
    return { hits: (stored?.hits ?? []).filter((hit) => hit.at > since), version: stored?.version ?? 0 };
  };
  return {
    async hit(key, windows, at, requestId) {
      const longest = longestOf(windows);
      await collection.deleteMany({ expiresAt: { $lte: at } });
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const { hits, version } = await recent(String(key), at - longest);
        if (requestId !== undefined && hits.some((hit) => hit.requestId === String(requestId))) return { ok: true };
        const result = rateLimitVerdict(hits.map((hit) => hit.at), windows, at);
        if (!result.ok) return result;
        const next = { hits: [...hits, { at, requestId: requestId === undefined ? null : String(requestId) }], expiresAt: at + longest };
        const counted =
          version === 0
            ? (await collection.insertIfAbsent({ key: String(key), ...next, version: 1 }, ['key'])).inserted
            : (await collection.updateOne({ key: String(key), version }, { $set: next, $inc: { version: 1 } })) !== null;
        if (counted) return result;
      }
      throw new ConflictError(`The rate limit of ${key} changed too often to count this hit.`);
    },
    check: async (key, windows, at) => rateLimitVerdict((await recent(String(key), at - longestOf(windows))).hits.map((hit) => hit.at), windows, at),
    async reset(key) {
      await collection.deleteMany({ key: String(key) });
    },
  };
}
