import { NotFoundError } from '@/lib/errors';
import { isObjectId, newObjectId } from '@/lib/ids';
import { nextAttemptOf } from '../submission-state';
import type { Submission, SubmissionFilter, SubmissionRepository } from '../types';
import { type AnyModel, toPlain } from './documents';
import { guard, isDuplicateKey } from './errors';

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

function toSubmission(document: unknown): Submission {
  const { crmStatus: _crm, emailStatus: _email, nextAttemptAt: _next, ...submission } = toPlain<
    Submission & { crmStatus: unknown; emailStatus: unknown; nextAttemptAt: unknown }
  >(document);
  return submission;
}

const stateOf = (deliveries: Submission['deliveries']) => ({
  deliveries,
  crmStatus: deliveries.crm?.status ?? null,
  emailStatus: deliveries.email?.status ?? null,
  nextAttemptAt: nextAttemptOf(deliveries),
});

/** The filter as a MongoDB query; every value is coerced to a string, so no operator gets in. */
function queryOf(filter: SubmissionFilter): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (filter.kind) query.kind = String(filter.kind);
  if (filter.status) {
    const status = String(filter.status);
    if (filter.channel === 'crm') query.crmStatus = status;
    else if (filter.channel === 'email') query.emailStatus = status;
    else query.$or = [{ crmStatus: status }, { emailStatus: status }];
  } else if (filter.channel) {
    query[filter.channel === 'crm' ? 'crmStatus' : 'emailStatus'] = { $ne: null };
  }
  const created: Record<string, string> = {};
  if (filter.since) created.$gte = String(filter.since);
  if (filter.until) created.$lt = String(filter.until);
  if (Object.keys(created).length) query.createdAt = created;
  return query;
}

export function createMongoSubmissionRepository(model: AnyModel): SubmissionRepository {
  return {
    create: (input) =>
      guard(async () => {
        const key = String(input.idempotencyKey);
        const document = {
          _id: newObjectId(),
          kind: input.kind,
          idempotencyKey: key,
          fields: input.fields,
          createdAt: input.createdAt ?? new Date().toISOString(),
          ...stateOf(input.deliveries),
        };
        try {
          const result = await model.updateOne({ idempotencyKey: key }, { $setOnInsert: document }, { upsert: true });
          const stored = await model.findOne({ idempotencyKey: key }).lean();
          return { submission: toSubmission(stored), created: result.upsertedCount === 1 };
        } catch (error) {
          // Two inserts with one key at the same moment: the loser reads the winner's record.
          if (!isDuplicateKey(error)) throw error;
          return { submission: toSubmission(await model.findOne({ idempotencyKey: key }).lean()), created: false };
        }
      }),
    getById: (id) =>
      guard(async () => {
        if (!isObjectId(String(id))) return null;
        const document = await model.findById(String(id)).lean();
        return document ? toSubmission(document) : null;
      }),
    list: (filter = {}) =>
      guard(async () => {
        let query = model.find(queryOf(filter)).sort(NEWEST_FIRST);
        if (filter.limit) query = query.limit(Math.max(1, Math.floor(filter.limit)));
        return (await query.lean()).map(toSubmission);
      }),
    listDue: (now, limit) =>
      guard(async () =>
        (await model.find({ nextAttemptAt: { $ne: null, $lte: String(now) } }).sort({ nextAttemptAt: 1 }).limit(limit).lean()).map(
          toSubmission,
        ),
      ),
    updateDelivery: (id, channel, delivery) =>
      guard(async () => {
        const current = isObjectId(String(id)) ? await model.findById(String(id)).lean() : null;
        if (!current) throw new NotFoundError(`No submission with the id "${id}".`);
        const deliveries = { ...toSubmission(current).deliveries, [channel]: delivery };
        const updated = await model.findByIdAndUpdate(String(id), { $set: stateOf(deliveries) }, { returnDocument: 'after' }).lean();
        return toSubmission(updated);
      }),
    deleteMany: (ids) =>
      guard(async () => (await model.deleteMany({ _id: { $in: ids.filter((id) => isObjectId(String(id))) } })).deletedCount),
    count: (filter = {}) => guard(() => model.countDocuments(queryOf(filter))),
  };
}
