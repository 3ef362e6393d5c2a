import type { SettingRepository } from '../types';
import type { AnyModel } from './documents';
import { guard } from './errors';

export function createMongoSettingRepository(model: AnyModel): SettingRepository {
  return {
    get: (key) => guard(async () => ((await model.findById(String(key)).lean()) as { value: string } | null)?.value ?? null),
    set: (key, value) =>
      guard(async () => {
        await model.updateOne({ _id: String(key) }, { $set: { value: String(value), updatedAt: new Date() } }, { upsert: true });
      }),
  };
}
