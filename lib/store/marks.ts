import type { Collection } from './documents';
import { isoDate, now } from './fields';
import { declareRecord } from './record';
import { z } from '@/lib/validation/z';

/** One-time tasks done on this store (the seed's parts, above all), each marked once. */
export const markRecord = declareRecord({
  name: 'meta',
  schema: z.object({ key: z.string(), createdAt: isoDate }),
  indexes: [{ paths: { key: 1 }, unique: true }],
});

export function marks(collection: Collection<z.output<typeof markRecord.schema> & { _id: string }>) {
  return {
    /** Marks a one-time task done; returns false when it had been marked already. */
    markOnce: async (key: string) => (await collection.insertIfAbsent({ key: String(key), createdAt: now() }, ['key'])).inserted,
    /** Whether a one-time task has been marked done. */
    hasMark: async (key: string) => (await collection.findOne({ key: String(key) })) !== null,
  };
}
