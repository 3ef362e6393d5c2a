import type { AnyModel } from './documents';
import type { CacheTagRepository } from '../types';
import { guard } from './errors';

export function createMongoCacheTagRepository(model: AnyModel): CacheTagRepository {
  return {
    expire: (tags, at) =>
      guard(async () => {
        if (tags.length === 0) return;
        // $max keeps the later time when two instances expire the same tag at once.
        await model.bulkWrite(
          tags.map((tag) => ({ updateOne: { filter: { _id: String(tag) }, update: { $max: { expiredAt: Math.round(at) } }, upsert: true } })),
          { ordered: false },
        );
      }),
    expirations: () =>
      guard(async () => {
        const rows: { _id: unknown; expiredAt: unknown }[] = await model.find({}, { expiredAt: 1 }).lean();
        return Object.fromEntries(rows.map((row) => [String(row._id), Number(row.expiredAt)]));
      }),
  };
}
