import { ConflictError } from '@/lib/errors';
import type { Collection } from '@/lib/store/documents';
import { isoDate, now } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import type { TranslationOptional } from '@/lib/i18n/translatable';
import type { SiteListItem, SiteListName } from '@/lib/site-lists/site-list-definitions';
import { z } from '@/lib/validation/z';

/**
 * One of the lists staff edit under "Site content" (lib/site-lists/site-list-definitions.ts), kept whole: its
 * items are checked against the list's own definition by the save service before they get here.
 */
export const siteListRecord = declareRecord({
  name: 'site_lists',
  schema: z.object({
    name: z.string(),
    items: z.array(z.record(z.string(), z.unknown())),
    /** 1 when first stored; every save adds one (optimistic concurrency, as for visas). */
    version: z.number().int(),
    updatedAt: isoDate,
    /** Who saved it last, as the admin names them; null for the seed. */
    updatedBy: z.string().nullable(),
  }),
  indexes: [{ paths: { name: 1 }, unique: true }],
});

/** A stored row: one saved before the Arabic existed (or the seed's, or a test's) may have none. */
export type StoredSiteListItem<Name extends SiteListName> = TranslationOptional<SiteListItem<Name>>;

export interface SiteList<Name extends SiteListName = SiteListName> {
  name: Name;
  items: StoredSiteListItem<Name>[];
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface SiteListRepository {
  get<Name extends SiteListName>(name: Name): Promise<SiteList<Name> | null>;
  /**
   * Replaces a list's items (validated by the caller). `expectedVersion` is the version the
   * editor opened: 0 for a list not stored yet, which is then created at version 1. Throws
   * ConflictError when the list is at another version (someone saved in between).
   */
  save<Name extends SiteListName>(name: Name, items: StoredSiteListItem<Name>[], options: { expectedVersion: number; by: string | null }): Promise<SiteList<Name>>;
  /** Stores a list at version 1 unless it is stored already (the seed); returns whether it did. */
  createIfAbsent<Name extends SiteListName>(name: Name, items: StoredSiteListItem<Name>[]): Promise<boolean>;
}

/**
 * The refusal of a save made from an outdated copy of a list, worded as for a visa or a post, so
 * staff read the same sentence on every editor.
 */
export function staleSiteList(current: number, expected: number): ConflictError {
  return new ConflictError(
    `This list was changed by someone else since you opened it (version ${current}, yours ${expected}). Reload it and apply your changes again.`,
    'version',
  );
}

type Stored = z.output<typeof siteListRecord.schema> & { _id: string };

export function siteListRepository(collection: Collection<Stored>): SiteListRepository {
  const toList = <Name extends SiteListName>({ name, items, version, updatedAt, updatedBy }: Stored) => ({ name, items, version, updatedAt, updatedBy }) as SiteList<Name>;
  const create = (name: string, items: unknown[], by: string | null) =>
    collection.insertIfAbsent({ name, items: items as Stored['items'], version: 1, updatedAt: now(), updatedBy: by }, ['name']);
  return {
    get: async (name) => {
      const stored = await collection.findOne({ name: String(name) });
      return stored ? toList(stored) : null;
    },
    async save(name, items, { expectedVersion, by }) {
      // Version 0 is "not stored yet": creating it fails only when someone stored it first.
      if (expectedVersion === 0) {
        const { record, inserted } = await create(String(name), items, by);
        if (!inserted) throw staleSiteList(record.version, expectedVersion);
        return toList(record);
      }
      const saved = await collection.updateOne(
        { name: String(name), version: expectedVersion },
        { $set: { items: items as Stored['items'], updatedAt: now(), updatedBy: by }, $inc: { version: 1 } },
      );
      if (saved) return toList(saved);
      throw staleSiteList((await collection.findOne({ name: String(name) }))?.version ?? 0, expectedVersion);
    },
    createIfAbsent: async (name, items) => (await create(String(name), items, null)).inserted,
  };
}
