import { NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import type { VisaFactsFields } from '@/lib/validation/visa-facts';
import type { VisaFacts, VisaFactsRepository } from '../types';
import type { AnyModel } from './documents';
import { guard } from './errors';

interface FactsDocument {
  _id: string;
  slug: string;
  facts: VisaFactsFields;
  checkedBy: VisaFacts['checkedBy'];
  checkedAt: Date;
  updatedAt: Date;
}

const toFacts = (document: unknown): VisaFacts => {
  const { _id, slug, facts, checkedBy, checkedAt, updatedAt } = document as FactsDocument;
  return { ...facts, _id: String(_id), slug, checkedBy: { id: checkedBy.id ?? null, name: checkedBy.name }, checkedAt: checkedAt.toISOString(), updatedAt: updatedAt.toISOString() };
};

export function createMongoVisaFactsRepository(model: AnyModel): VisaFactsRepository {
  return {
    get: (slug) =>
      guard(async () => {
        const found = await model.findOne({ slug: String(slug) }).lean();
        return found ? toFacts(found) : null;
      }),
    list: () => guard(async () => (await model.find({}).sort({ slug: 1 }).lean()).map(toFacts)),
    listCheckedBefore: (cutoff) =>
      guard(async () => (await model.find({ checkedAt: { $lt: new Date(cutoff) } }).sort({ checkedAt: 1, slug: 1 }).lean()).map(toFacts)),
    save: (slug, fields, check) =>
      guard(async () => {
        const saved = await model
          .findOneAndUpdate(
            { slug: String(slug) },
            { $set: { facts: fields, checkedBy: check.by, checkedAt: new Date(check.at), updatedAt: new Date() }, $setOnInsert: { _id: newObjectId() } },
            { upsert: true, returnDocument: 'after' },
          )
          .lean();
        return toFacts(saved);
      }),
    confirm: (slug, check) =>
      guard(async () => {
        const confirmed = await model
          .findOneAndUpdate({ slug: String(slug) }, { $set: { checkedBy: check.by, checkedAt: new Date(check.at) } }, { returnDocument: 'after' })
          .lean();
        if (!confirmed) throw new NotFoundError(`No visa facts for "${slug}".`);
        return toFacts(confirmed);
      }),
    rename: (from, to) =>
      guard(async () => {
        if (String(from) === String(to) || !(await model.exists({ slug: String(from) }))) return false;
        // A renamed visa takes its facts to its new address, replacing any left there.
        await model.deleteOne({ slug: String(to) });
        return (await model.updateOne({ slug: String(from) }, { $set: { slug: String(to), updatedAt: new Date() } })).modifiedCount === 1;
      }),
    remove: (slug) => guard(async () => (await model.deleteOne({ slug: String(slug) })).deletedCount === 1),
  };
}
