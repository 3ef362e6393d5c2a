import { isObjectId, newObjectId } from '@/lib/ids';
import { planRedirect } from '../redirect-rules';
import type { Redirect, RedirectRepository } from '../types';
import { type AnyModel, toPlain } from './documents';
import { guard } from './errors';

function toRedirect(document: unknown): Redirect {
  const plain = toPlain<Redirect>(document);
  return { _id: plain._id, from: plain.from, to: plain.to, createdAt: plain.createdAt, createdBy: plain.createdBy ?? null };
}

/**
 * Redirects in MongoDB. `set` is several writes without a transaction (the store runs on servers
 * without replica sets): each is safe to repeat, and the unique index on `from` keeps one
 * redirect per old address if two renames meet.
 */
export function createMongoRedirectRepository(model: AnyModel): RedirectRepository {
  return {
    list: () => guard(async () => (await model.find({}).sort({ createdAt: -1, _id: -1 }).lean()).map((document: unknown) => toRedirect(document))),
    find: (from) =>
      guard(async () => {
        const found = await model.findOne({ from: String(from) }).lean();
        return found ? toRedirect(found) : null;
      }),
    set: (from, to, createdBy, options = {}) =>
      guard(async () => {
        const source = String(from);
        const destination = String(to);
        const fromTarget = (await model.findOne({ from: destination }).lean()) as { to: string } | null;
        const plan = planRedirect(source, destination, fromTarget, options);
        if (plan.removeFromTarget) await model.deleteOne({ from: destination });
        await model.updateMany({ to: source }, { $set: { to: plan.target } });
        const change = { to: plan.target, createdAt: new Date(), createdBy: createdBy === null ? null : String(createdBy) };
        const saved = await model
          .findOneAndUpdate({ from: source }, { $set: change, $setOnInsert: { _id: newObjectId(), from: source } }, { upsert: true, returnDocument: 'after' })
          .lean();
        return toRedirect(saved);
      }),
    remove: (id) =>
      guard(async () => {
        if (!isObjectId(String(id))) return null;
        const removed = await model.findOneAndDelete({ _id: String(id) }).lean();
        return removed ? toRedirect(removed) : null;
      }),
    removeFrom: (from) => guard(async () => (await model.deleteOne({ from: String(from) })).deletedCount === 1),
    removeTo: (to) => guard(async () => (await model.deleteMany({ to: String(to) })).deletedCount),
  };
}
