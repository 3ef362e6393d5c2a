import { ConflictError, NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import { type Collection, DuplicateKeyError } from '@/lib/store/documents';
import { isoDate, type StaffRef, staffRefSchema } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

/** What keeps drafts and revisions: the records staff publish. `country` is a country page. */
export const EDITABLE_KINDS = ['visa', 'blog', 'country'] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];
export type { StaffRef } from '@/lib/store/fields';

/**
 * Changes to a record kept apart from it until someone publishes them: the public pages and the
 * public API never read drafts. One draft per published record (`recordKey` is the record's id,
 * or the draft's own for a record not published yet, so a plain unique index says it); a record
 * not yet published exists only as its draft until its first publish creates it.
 */
export const draftRecord = declareRecord({
  name: 'drafts',
  schema: z.object({
    kind: z.enum(EDITABLE_KINDS),
    /** The published record it changes, or null for a record that is not published yet. */
    recordId: z.string().nullable(),
    recordKey: z.string(),
    /** The record's fields as validated and sanitised when the draft was saved (the image's URL among them). */
    fields: z.record(z.string(), z.unknown()),
    savedBy: staffRefSchema,
    savedAt: isoDate,
    /** Incremented by every save: a stale save is refused, and a scheduled publish publishes what it read. */
    version: z.number().int(),
    /** When the worker publishes it, or null. */
    publishAt: isoDate.nullable(),
    scheduledBy: staffRefSchema.nullable(),
    /** Why the last scheduled publish failed (its schedule is then cleared), or null. */
    scheduleError: z.string().nullable(),
  }),
  indexes: [{ paths: { kind: 1, recordKey: 1 }, unique: true }, { paths: { savedAt: -1, _id: -1 } }, { paths: { publishAt: 1, _id: 1 } }],
});

type Stored = z.output<typeof draftRecord.schema> & { _id: string };
export type Draft = Omit<Stored, 'recordKey'>;

export interface DraftInput {
  kind: EditableKind;
  recordId: string | null;
  fields: Record<string, unknown>;
  savedBy: StaffRef;
  savedAt: string;
}

export interface DraftSaveOptions {
  /** The draft to replace (a record not yet published has only its draft's id). */
  id?: string;
  /** Refuse with a ConflictError unless the existing draft is at this version. */
  expectedVersion?: number;
}

export interface DraftRepository {
  get(id: string): Promise<Draft | null>;
  /** The draft of a published record, if any. */
  findFor(kind: EditableKind, recordId: string): Promise<Draft | null>;
  /** Most recently saved first. */
  list(kind?: EditableKind): Promise<Draft[]>;
  /**
   * Replaces the draft given by `options.id`, or the record's draft (`input.recordId`), keeping its
   * schedule, or creates one. Throws NotFoundError for an unknown `options.id` and ConflictError
   * for a stale `options.expectedVersion`.
   */
  save(input: DraftInput, options?: DraftSaveOptions): Promise<Draft>;
  /** Sets or (with null) clears the publish time; `error` records why a scheduled publish failed. Throws NotFoundError. */
  schedule(id: string, publishAt: string | null, by: StaffRef | null, error?: string | null): Promise<Draft>;
  /** Drafts whose publish time is at or before `now` (ISO), the earliest first. */
  listDue(now: string): Promise<Draft[]>;
  /**
   * Deletes a draft; with `expectedVersion`, only if it is still at that version (a draft saved
   * again while it was being published stays). Returns the deleted draft, or null.
   */
  remove(id: string, expectedVersion?: number): Promise<Draft | null>;
}

const STALE_DRAFT = 'This draft was saved by someone else meanwhile. Reload the page to see their changes.';
const unknownDraft = (id: string) => new NotFoundError(`No draft with the id "${id}".`);

export function draftRepository(collection: Collection<Stored>): DraftRepository {
  const toDraft = (stored: Stored | null): Draft | null => {
    if (!stored) return null;
    const { recordKey: _key, ...draft } = stored;
    return draft;
  };
  const replace = async (existing: Stored, input: DraftInput, expectedVersion: number | undefined) => {
    const filter = expectedVersion === undefined ? { _id: existing._id } : { _id: existing._id, version: expectedVersion };
    const saved = await collection.updateOne(filter, { $set: { fields: input.fields, savedBy: input.savedBy, savedAt: input.savedAt }, $inc: { version: 1 } });
    if (saved) return toDraft(saved)!;
    if (!(await collection.findOne({ _id: existing._id }))) throw unknownDraft(existing._id);
    throw new ConflictError(STALE_DRAFT);
  };

  return {
    get: async (id) => toDraft(await collection.findOne({ _id: String(id) })),
    findFor: async (kind, recordId) => toDraft(await collection.findOne({ kind: String(kind), recordKey: String(recordId) })),
    list: async (kind) => (await collection.findMany(kind ? { kind: String(kind) } : {}, { sort: { savedAt: -1, _id: -1 } })).map((stored) => toDraft(stored)!),
    async save(input, { id, expectedVersion } = {}) {
      if (id !== undefined) {
        const existing = await collection.findOne({ _id: String(id) });
        if (!existing) throw unknownDraft(String(id));
        return replace(existing, input, expectedVersion);
      }
      const existing = input.recordId ? await collection.findOne({ kind: input.kind, recordKey: input.recordId }) : null;
      if (existing) return replace(existing, input, expectedVersion);
      const _id = newObjectId();
      const draft = { _id, ...input, recordKey: input.recordId ?? _id, version: 1, publishAt: null, scheduledBy: null, scheduleError: null };
      try {
        return toDraft(await collection.insert(draft))!;
      } catch (error) {
        // Another save made the record's draft between the look and the insert: this one replaces it.
        const raced = error instanceof DuplicateKeyError && input.recordId ? await collection.findOne({ kind: input.kind, recordKey: input.recordId }) : null;
        if (raced) return replace(raced, input, expectedVersion);
        throw error;
      }
    },
    async schedule(id, publishAt, by, error = null) {
      const scheduled = await collection.updateOne({ _id: String(id) }, { $set: { publishAt, scheduledBy: by, scheduleError: error } });
      if (!scheduled) throw unknownDraft(String(id));
      return toDraft(scheduled)!;
    },
    listDue: async (at) => (await collection.findMany({ publishAt: { $lte: String(at) } }, { sort: { publishAt: 1, _id: 1 } })).map((stored) => toDraft(stored)!),
    remove: async (id, expectedVersion) =>
      toDraft(await collection.deleteOne(expectedVersion === undefined ? { _id: String(id) } : { _id: String(id), version: expectedVersion })),
  };
}
