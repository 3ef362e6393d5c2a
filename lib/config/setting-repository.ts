import type { Collection } from '@/lib/store/documents';
import { isoDate, now } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

/** Site-wide switches the owner sets in the admin, one value per key. */
export const settingRecord = declareRecord({
  name: 'settings',
  schema: z.object({ key: z.string(), value: z.string(), updatedAt: isoDate }),
  indexes: [{ paths: { key: 1 }, unique: true }],
});

export interface SettingRepository {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
}

export function settingRepository(collection: Collection<z.output<typeof settingRecord.schema> & { _id: string }>): SettingRepository {
  return {
    get: async (key) => (await collection.findOne({ key: String(key) }))?.value ?? null,
    async set(key, value) {
      const at = now();
      const { inserted } = await collection.insertIfAbsent({ key: String(key), value: String(value), updatedAt: at }, ['key']);
      if (!inserted) await collection.updateOne({ key: String(key) }, { $set: { value: String(value), updatedAt: at } });
    },
  };
}
