import type { SiteListName } from '@/lib/validation/site-lists';
import { staleSiteList } from '../site-list-conflict';
import type { SiteList, SiteListRepository } from '../types';
import type { AnyModel } from './documents';
import { guard, isDuplicateKey } from './errors';

interface SiteListDocument {
  _id: string;
  items: unknown[];
  version: number;
  updatedAt: Date;
  updatedBy?: string | null;
}

const toList = <Name extends SiteListName>(document: unknown): SiteList<Name> => {
  const { _id, items, version, updatedAt, updatedBy } = document as SiteListDocument;
  return { name: _id as Name, items: items as SiteList<Name>['items'], version, updatedAt: updatedAt.toISOString(), updatedBy: updatedBy ?? null };
};

export function createMongoSiteListRepository(model: AnyModel): SiteListRepository {
  const versionOf = async (name: string) => ((await model.findById(name, { version: 1 }).lean()) as { version: number } | null)?.version ?? 0;
  const insert = async (name: string, items: unknown[], by: string | null) => {
    try {
      await model.create({ _id: name, items, version: 1, updatedAt: new Date(), updatedBy: by });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  };
  return {
    get: (name) =>
      guard(async () => {
        const found = await model.findById(String(name)).lean();
        return found ? toList<typeof name>(found) : null;
      }),
    save: (name, items, { expectedVersion, by }) =>
      guard(async () => {
        const key = String(name);
        // Version 0 is "not stored yet": the insert then fails only when someone stored it first.
        if (expectedVersion === 0) {
          if (!(await insert(key, items, by))) throw staleSiteList(await versionOf(key), expectedVersion);
          return toList<typeof name>(await model.findById(key).lean());
        }
        const saved = await model
          .findOneAndUpdate({ _id: key, version: expectedVersion }, { $set: { items, updatedAt: new Date(), updatedBy: by }, $inc: { version: 1 } }, { returnDocument: 'after' })
          .lean();
        if (!saved) throw staleSiteList(await versionOf(key), expectedVersion);
        return toList<typeof name>(saved);
      }),
    createIfAbsent: (name, items) => guard(() => insert(String(name), items, null)),
  };
}
