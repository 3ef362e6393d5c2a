import { ConflictError } from '@/lib/errors';
import { rateLimitVerdict } from '@/lib/rate-limit';
import type { RateLimitRepository, RateLimitResult, RateLimitWindow } from '../types';
import type { AnyModel } from './documents';
import { guard, isDuplicateKey } from './errors';

const longestOf = (windows: RateLimitWindow[]) => Math.max(...windows.map((window) => window.windowMs));

interface Hit {
  at: number;
  requestId: string | null;
}

/** Two instances changing one key at the same moment: the loser reads again, this many times at most. */
const MAX_ROUNDS = 20;

/**
 * One document per key with its recent hits, replaced by compare-and-set on `version`: the read,
 * the verdict and the write act as one step without a transaction (which the test server lacks),
 * and two instances counting one key at once never both take the last place.
 */
export function createMongoRateLimitRepository(model: AnyModel): RateLimitRepository {
  const recent = async (key: string, since: number) => {
    const doc: { hits: Hit[]; version: number } | null = await model.findById(key, { hits: 1, version: 1 }).lean();
    return { hits: (doc?.hits ?? []).filter((hit) => hit.at > since), version: doc?.version ?? 0 };
  };

  return {
    hit: (key, windows, at, requestId) =>
      guard(async () => {
        key = String(key);
        const longest = longestOf(windows);
        for (let round = 0; round < MAX_ROUNDS; round++) {
          const { hits, version } = await recent(key, at - longest);
          if (requestId !== undefined && hits.some((hit) => hit.requestId === String(requestId))) return { ok: true } as const;
          const result: RateLimitResult = rateLimitVerdict(hits.map((hit) => hit.at), windows, at);
          if (!result.ok) return result;
          const next = { hits: [...hits, { at, requestId: requestId === undefined ? null : String(requestId) }], version: version + 1, expiresAt: new Date(at + longest) };
          try {
            if (version === 0) {
              await model.create({ _id: key, ...next });
              return result;
            }
            const { modifiedCount } = await model.updateOne({ _id: key, version }, { $set: next });
            if (modifiedCount === 1) return result;
          } catch (error) {
            if (!isDuplicateKey(error)) throw error; // another instance created the key first: read again
          }
        }
        throw new ConflictError(`The rate limit of ${key} changed too often to count this hit.`);
      }),
    check: (key, windows, at) =>
      guard(async () => rateLimitVerdict((await recent(String(key), at - longestOf(windows))).hits.map((hit) => hit.at), windows, at)),
    reset: (key) =>
      guard(async () => {
        await model.deleteOne({ _id: String(key) });
      }),
  };
}
