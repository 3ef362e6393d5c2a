import { newObjectId } from '@/lib/ids';
import type { Revision, RevisionRepository, StaffRef } from '../types';
import type { AnyModel } from './documents';
import { guard } from './errors';

interface RevisionDocument {
  _id: string;
  kind: Revision['kind'];
  recordId: string;
  number: number;
  fields: Record<string, unknown>;
  publishedBy: StaffRef;
  publishedAt: Date;
}

const toRevision = (document: unknown): Revision => {
  const found = document as RevisionDocument;
  return {
    _id: String(found._id),
    kind: found.kind,
    recordId: found.recordId,
    number: found.number,
    fields: found.fields,
    publishedBy: { id: found.publishedBy.id ?? null, name: found.publishedBy.name },
    publishedAt: found.publishedAt.toISOString(),
  };
};

export function createMongoRevisionRepository(model: AnyModel): RevisionRepository {
  return {
    add: (revision) =>
      guard(async () => {
        const { kind, recordId, number } = revision;
        // Kept once per number: a second add of the same version finds the first.
        const kept = await model
          .findOneAndUpdate(
            { kind, recordId, number },
            { $setOnInsert: { _id: newObjectId(), fields: revision.fields, publishedBy: revision.publishedBy, publishedAt: new Date(revision.publishedAt) } },
            { upsert: true, returnDocument: 'after' },
          )
          .lean();
        return toRevision(kept);
      }),
    list: (kind, recordId) => guard(async () => (await model.find({ kind: String(kind), recordId: String(recordId) }).sort({ number: -1 }).lean()).map(toRevision)),
    get: (id) =>
      guard(async () => {
        const found = await model.findById(String(id)).lean();
        return found ? toRevision(found) : null;
      }),
    removeFor: (kind, recordId) => guard(async () => (await model.deleteMany({ kind: String(kind), recordId: String(recordId) })).deletedCount),
  };
}
