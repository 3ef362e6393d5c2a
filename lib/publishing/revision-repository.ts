import type { Collection } from '@/lib/store/documents';
import { isoDate, staffRefSchema } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';
import { EDITABLE_KINDS } from './draft-repository';

/**
 * What keeps revisions: the editable kinds, and the site's lists (`list`, the list's name as the
 * record id), which publish at once and keep no drafts: an old version is loaded into the form.
 */
export const REVISION_KINDS = [...EDITABLE_KINDS, 'list'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** One published version of a record: every publish keeps one (who, when, what). Never changed. */
export const revisionRecord = declareRecord({
  name: 'revisions',
  schema: z.object({
    kind: z.enum(REVISION_KINDS),
    recordId: z.string(),
    /** The record's version once published: unique per record. */
    number: z.number().int(),
    fields: z.record(z.string(), z.unknown()),
    publishedBy: staffRefSchema,
    publishedAt: isoDate,
  }),
  indexes: [{ paths: { kind: 1, recordId: 1, number: -1 }, unique: true }],
});

export type Revision = z.output<typeof revisionRecord.schema> & { _id: string };

export interface RevisionRepository {
  /** Keeps a version; adding the same kind, record and number again returns the one kept. */
  add(revision: Omit<Revision, '_id'>): Promise<Revision>;
  /** A record's versions, the newest first. */
  list(kind: RevisionKind, recordId: string): Promise<Revision[]>;
  get(id: string): Promise<Revision | null>;
  /** A deleted record's versions go with it; returns how many. */
  removeFor(kind: RevisionKind, recordId: string): Promise<number>;
}

export function revisionRepository(collection: Collection<Revision>): RevisionRepository {
  return {
    add: async (revision) => (await collection.insertIfAbsent(revision, ['kind', 'recordId', 'number'])).record,
    list: (kind, recordId) => collection.findMany({ kind: String(kind), recordId: String(recordId) }, { sort: { number: -1 } }),
    get: (id) => collection.findOne({ _id: String(id) }),
    removeFor: (kind, recordId) => collection.deleteMany({ kind: String(kind), recordId: String(recordId) }),
  };
}
