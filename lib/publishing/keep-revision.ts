import type { RevisionKind } from '@/lib/publishing/revision-repository';
import type { StaffRef } from '@/lib/store/fields';
import type { Store } from '@/lib/store/store';

/** Who published a version when nobody signed it: records made before revisions were kept, or by code. */
export const UNSIGNED: StaffRef = Object.freeze({ id: null, name: 'Ztart Visa team' });

/** A published record as a version is kept of it. */
interface PublishedRecord {
  _id: string;
  version: number;
  updatedAt?: string;
}

/**
 * Keeps the version just published, as `fieldsOf` picks the record's fields. The previous state
 * is kept first, which is a no-op for any record published since revisions were kept (its version
 * is kept already: `add` keeps a number once) and keeps the earlier state of a record from before
 * (a seeded one), so its first edit can be undone too. One way for every kind of content.
 */
export async function keepRevision<Item extends PublishedRecord>(
  store: Store,
  kind: RevisionKind,
  fieldsOf: (record: Item) => Record<string, unknown>,
  published: Item,
  by: StaffRef,
  previous?: Item,
): Promise<void> {
  if (previous) {
    await store.revisions.add({ kind, recordId: previous._id, number: previous.version, fields: fieldsOf(previous), publishedBy: UNSIGNED, publishedAt: previous.updatedAt ?? new Date().toISOString() });
  }
  await store.revisions.add({ kind, recordId: published._id, number: published.version, fields: fieldsOf(published), publishedBy: by, publishedAt: new Date().toISOString() });
}
