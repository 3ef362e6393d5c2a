import { ConflictError, NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import type { Draft, DraftRepository, StaffRef } from '../types';
import type { AnyModel } from './documents';
import { guard, isDuplicateKey } from './errors';

interface DraftDocument {
  _id: string;
  kind: Draft['kind'];
  recordId: string | null;
  fields: Record<string, unknown>;
  savedBy: StaffRef;
  savedAt: Date;
  version: number;
  publishAt: Date | null;
  scheduledBy: StaffRef | null;
  scheduleError: string | null;
}

const staff = (ref: StaffRef): StaffRef => ({ id: ref.id ?? null, name: ref.name });

const toDraft = (document: unknown): Draft => {
  const found = document as DraftDocument;
  return {
    _id: String(found._id),
    kind: found.kind,
    recordId: found.recordId ?? null,
    fields: found.fields,
    savedBy: staff(found.savedBy),
    savedAt: found.savedAt.toISOString(),
    version: found.version,
    publishAt: found.publishAt ? found.publishAt.toISOString() : null,
    scheduledBy: found.scheduledBy ? staff(found.scheduledBy) : null,
    scheduleError: found.scheduleError ?? null,
  };
};

const STALE = 'This draft was saved by someone else meanwhile. Reload the page to see their changes.';

export function createMongoDraftRepository(model: AnyModel): DraftRepository {
  return {
    get: (id) =>
      guard(async () => {
        const found = await model.findById(String(id)).lean();
        return found ? toDraft(found) : null;
      }),
    findFor: (kind, recordId) =>
      guard(async () => {
        const found = await model.findOne({ kind: String(kind), recordKey: String(recordId) }).lean();
        return found ? toDraft(found) : null;
      }),
    list: (kind) => guard(async () => (await model.find(kind ? { kind: String(kind) } : {}).sort({ savedAt: -1, _id: -1 }).lean()).map(toDraft)),
    save: (input, options = {}) =>
      guard(async () => {
        const change = { $set: { fields: input.fields, savedBy: input.savedBy, savedAt: new Date(input.savedAt) }, $inc: { version: 1 } };
        const versioned = options.expectedVersion === undefined ? {} : { version: options.expectedVersion };
        if (options.id !== undefined) {
          const saved = await model.findOneAndUpdate({ _id: String(options.id), ...versioned }, change, { returnDocument: 'after' }).lean();
          if (saved) return toDraft(saved);
          if (await model.exists({ _id: String(options.id) })) throw new ConflictError(STALE);
          throw new NotFoundError(`No draft with the id "${options.id}".`);
        }
        if (!input.recordId) {
          const id = newObjectId();
          await model.create({ _id: id, kind: input.kind, recordId: null, recordKey: id, fields: input.fields, savedBy: input.savedBy, savedAt: new Date(input.savedAt), version: 1 });
          return toDraft(await model.findById(id).lean());
        }
        // The record's draft, created when there is none; a stale version misses the filter, and
        // the insert it then attempts is refused by the unique index.
        try {
          const saved = await model
            .findOneAndUpdate(
              { kind: input.kind, recordKey: input.recordId, ...versioned },
              { ...change, $setOnInsert: { _id: newObjectId(), recordId: input.recordId, publishAt: null, scheduledBy: null, scheduleError: null } },
              { upsert: true, returnDocument: 'after' },
            )
            .lean();
          return toDraft(saved);
        } catch (error) {
          if (isDuplicateKey(error)) throw new ConflictError(STALE);
          throw error;
        }
      }),
    schedule: (id, publishAt, by, error = null) =>
      guard(async () => {
        const saved = await model
          .findOneAndUpdate({ _id: String(id) }, { $set: { publishAt: publishAt ? new Date(publishAt) : null, scheduledBy: by, scheduleError: error } }, { returnDocument: 'after' })
          .lean();
        if (!saved) throw new NotFoundError(`No draft with the id "${id}".`);
        return toDraft(saved);
      }),
    listDue: (now) => guard(async () => (await model.find({ publishAt: { $ne: null, $lte: new Date(now) } }).sort({ publishAt: 1, _id: 1 }).lean()).map(toDraft)),
    remove: (id, expectedVersion) =>
      guard(async () => {
        const filter = expectedVersion === undefined ? { _id: String(id) } : { _id: String(id), version: expectedVersion };
        const removed = await model.findOneAndDelete(filter).lean();
        return removed ? toDraft(removed) : null;
      }),
  };
}
