import type { Model } from 'mongoose';
import { newObjectId } from '@/lib/ids';
import { getPath } from '../apply-update';
import type { Collection, Scalar } from '../documents';
import { type RecordDeclaration, storedDocument } from '../record';
import { guard, isDuplicateKey } from './errors';
import { mongoFilter, mongoUpdate } from './filter';

type Document = Record<string, unknown> & { _id: string };

/**
 * One collection in MongoDB, through the model made from its declaration (./index.ts). Calls go
 * to the driver's collection underneath: documents are plain JSON with string ids, so there is
 * nothing for mongoose to cast, and each call is one atomic command (findOneAndUpdate,
 * findOneAndDelete, insertOne): the store needs no transactions.
 */
export function mongoCollection<T extends { _id: string }, Input>(model: Model<Document>, declaration: RecordDeclaration<T, Input>): Collection<T, Input> {
  const raw = model.collection;
  const guarded = <R>(work: () => Promise<R>) => guard(work, declaration);
  const toRecord = (document: unknown) => document as T;
  const newDocument = (document: Parameters<Collection<T, Input>['insert']>[0]) =>
    ({ _id: document._id ?? newObjectId(), ...storedDocument(declaration, document) }) as unknown as Document;

  return {
    insert: (document) =>
      guarded(async () => {
        const record = newDocument(document);
        await raw.insertOne(record as never);
        return toRecord(record);
      }),
    insertIfAbsent: (document, key) =>
      guarded(async () => {
        const record = newDocument(document);
        try {
          await raw.insertOne(record as never);
          return { record: toRecord(record), inserted: true };
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          const existing = await raw.findOne(Object.fromEntries(key.map((path) => [path, (getPath(record, path) ?? null) as Scalar])));
          if (!existing) throw error;
          return { record: toRecord(existing), inserted: false };
        }
      }),
    findOne: (filter, options = {}) => guarded(async () => toRecord(await raw.findOne(mongoFilter(filter), { sort: options.sort })) ?? null),
    findMany: (filter, options = {}) =>
      guarded(async () => {
        let cursor = raw.find(mongoFilter(filter));
        if (options.sort) cursor = cursor.sort(options.sort);
        if (options.offset) cursor = cursor.skip(Math.max(0, Math.floor(options.offset)));
        if (options.limit !== undefined) cursor = cursor.limit(Math.max(0, Math.floor(options.limit)));
        // A limit of 0 is "no limit" to MongoDB and "nothing" to the contract.
        return options.limit === 0 ? [] : (await cursor.toArray()).map(toRecord);
      }),
    count: (filter) => guarded(() => raw.countDocuments(mongoFilter(filter))),
    countBy: (path, filter) =>
      guarded(async () => {
        const groups = await raw.aggregate<{ _id: Scalar; count: number }>([{ $match: mongoFilter(filter) }, { $group: { _id: `$${path}`, count: { $sum: 1 } } }]).toArray();
        return groups.map((group) => ({ value: group._id ?? null, count: group.count }));
      }),
    updateOne: (filter, update, options = {}) =>
      guarded(async () => toRecord(await raw.findOneAndUpdate(mongoFilter(filter), mongoUpdate(update), { returnDocument: 'after', sort: options.sort })) ?? null),
    updateMany: (filter, update) => guarded(async () => (await raw.updateMany(mongoFilter(filter), mongoUpdate(update))).matchedCount),
    deleteOne: (filter) => guarded(async () => toRecord(await raw.findOneAndDelete(mongoFilter(filter))) ?? null),
    deleteMany: (filter) => guarded(async () => (await raw.deleteMany(mongoFilter(filter))).deletedCount),
  };
}
