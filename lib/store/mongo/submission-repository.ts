import { ConflictError, NotFoundError, StoreUnavailableError } from '@/lib/errors';
import { isObjectId, newObjectId } from '@/lib/ids';
import { escapeRegex, findingColumnsOf, searchNeedle } from '../lead-search';
import { applyPipelineChange, emptyStageCounts } from '../pipeline';
import { emptySummary } from '../summary';
import { isInState, nextAttemptOf } from '../submission-state';
import {
  DELIVERY_CHANNELS,
  type Delivery,
  type DeliveryChannel,
  DELIVERY_STATUSES,
  type KindSummary,
  LEAD_STAGES,
  type LeadStage,
  NEW_LEAD,
  SUBMISSION_KINDS,
  type Submission,
  type SubmissionFilter,
  type SubmissionRepository,
} from '../types';
import { type AnyModel, toPlain } from './documents';
import { guard, isDuplicateKey } from './errors';

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

function toSubmission(document: unknown): Submission {
  const { crmStatus: _crm, emailStatus: _email, nextAttemptAt: _next, stage: _stage, pipelineRevision: _revision, searchText: _search, phone: _phone, sourceChannel: _channel, ...submission } = toPlain<
    Submission & { crmStatus: unknown; emailStatus: unknown; nextAttemptAt: unknown; stage: unknown; pipelineRevision: unknown; searchText: unknown; phone: unknown; sourceChannel: unknown }
  >(document);
  // Records stored before sources and the pipeline were kept have neither field.
  return { ...submission, source: submission.source ?? null, pipeline: submission.pipeline ?? { ...NEW_LEAD, notes: [] } };
}

const stateOf = (deliveries: Submission['deliveries']) => ({
  deliveries,
  crmStatus: deliveries.crm?.status ?? null,
  emailStatus: deliveries.email?.status ?? null,
  nextAttemptAt: nextAttemptOf(deliveries),
});

/** A query condition matching a channel in the given state (absent when it had no such channel). */
function stateCondition(channel: DeliveryChannel, delivery: Delivery | undefined): Record<string, unknown> {
  const path = `deliveries.${channel}`;
  if (!delivery) return { [path]: { $exists: false } };
  return {
    [`${path}.status`]: delivery.status,
    [`${path}.attempts`]: delivery.attempts,
    [`${path}.nextAttemptAt`]: delivery.nextAttemptAt,
  };
}

/** The filter as a MongoDB query; every value is coerced to a string, so no operator gets in. */
function queryOf(filter: SubmissionFilter): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (filter.kind) query.kind = String(filter.kind);
  // Records from before the pipeline have no stage: they are new leads.
  if (filter.stage) query.stage = filter.stage === 'new' ? { $in: ['new', null] } : String(filter.stage);
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
  const needle = searchNeedle(filter.search);
  if (needle) query.searchText = { $regex: escapeRegex(needle) };
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
          source: input.source ?? null,
          ...findingColumnsOf(input),
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
        if (filter.offset) query = query.skip(Math.max(0, Math.floor(filter.offset)));
        if (filter.limit) query = query.limit(Math.max(1, Math.floor(filter.limit)));
        return (await query.lean()).map(toSubmission);
      }),
    listDue: (now, limit) =>
      guard(async () =>
        (await model.find({ nextAttemptAt: { $ne: null, $lte: String(now) } }).sort({ nextAttemptAt: 1 }).limit(limit).lean()).map(
          toSubmission,
        ),
      ),
    updateDelivery: (id, channel, delivery, options) =>
      guard(async () => {
        // Optimistic: read, then write this channel only, on condition that every other channel is
        // still in the state read (the denormalised status and due-time columns depend on them),
        // and that this channel is in the expected state when the caller asked for one. A write
        // that lost a race with another channel is retried from a fresh read.
        for (let round = 0; round < 10; round++) {
          const current = isObjectId(String(id)) ? await model.findById(String(id)).lean() : null;
          if (!current) throw new NotFoundError(`No submission with the id "${id}".`);
          const read = toSubmission(current).deliveries;
          if (options?.expected && !isInState(read[channel], options.expected)) {
            throw new ConflictError(`The ${channel} delivery of submission "${id}" has changed.`);
          }
          const condition: Record<string, unknown> = { _id: String(id) };
          for (const other of DELIVERY_CHANNELS) {
            if (other === channel && !options?.expected) continue;
            Object.assign(condition, stateCondition(other, read[other]));
          }
          const deliveries = { ...read, [channel]: delivery };
          const { deliveries: _all, ...columns } = stateOf(deliveries);
          const updated = await model
            .findOneAndUpdate(condition, { $set: { [`deliveries.${channel}`]: delivery, ...columns } }, { returnDocument: 'after' })
            .lean();
          if (updated) return toSubmission(updated);
        }
        throw new StoreUnavailableError(`The deliveries of submission "${id}" kept changing; try again.`);
      }),
    updatePipeline: (id, change) =>
      guard(async () => {
        // Compare-and-set on a revision every change increments: a change made at the same moment
        // makes this one read again, so neither (nor either's note) is lost.
        for (let round = 0; round < 10; round++) {
          const current = isObjectId(String(id)) ? ((await model.findById(String(id)).lean()) as { pipelineRevision?: number } | null) : null;
          if (!current) throw new NotFoundError(`No submission with the id "${id}".`);
          const revision = current.pipelineRevision ?? 0;
          const pipeline = applyPipelineChange(toSubmission(current).pipeline, change);
          const updated = await model
            .findOneAndUpdate(
              { _id: String(id), pipelineRevision: revision === 0 ? { $in: [0, null] } : revision },
              { $set: { pipeline, stage: pipeline.stage, pipelineRevision: revision + 1 } },
              { returnDocument: 'after' },
            )
            .lean();
          if (updated) return toSubmission(updated);
        }
        throw new StoreUnavailableError(`The lead "${id}" kept changing; try again.`);
      }),
    summarize: (since) =>
      guard(async () => {
        const inStatus = (status: string) => ({ $cond: [{ $or: [{ $eq: ['$crmStatus', status] }, { $eq: ['$emailStatus', status] }] }, 1, 0] });
        const rows = await model.aggregate<{ _id: string } & Record<string, number>>([
          { $match: { createdAt: { $gte: String(since) } } },
          { $group: { _id: '$kind', total: { $sum: 1 }, ...Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, { $sum: inStatus(status) }])) } },
        ]);
        const summary = emptySummary();
        for (const row of rows) {
          if (!(SUBMISSION_KINDS as readonly string[]).includes(row._id)) continue;
          for (const target of [summary[row._id as keyof KindSummary], summary.all]) {
            target.total += row.total ?? 0;
            for (const status of DELIVERY_STATUSES) target[status] += row[status] ?? 0;
          }
        }
        return summary;
      }),
    countByPhone: (phones) =>
      guard(async () => {
        const wanted = [...new Set(phones.map(String))].slice(0, 500);
        if (wanted.length === 0) return {};
        const rows = await model.aggregate<{ _id: string; n: number }>([{ $match: { phone: { $in: wanted } } }, { $group: { _id: '$phone', n: { $sum: 1 } } }]);
        return Object.fromEntries(rows.map(({ _id, n }) => [_id, n]));
      }),
    countBySource: (filter = {}) =>
      guard(async () => {
        const rows = await model.aggregate<{ _id: string | null; n: number }>([{ $match: queryOf(filter) }, { $group: { _id: '$sourceChannel', n: { $sum: 1 } } }]);
        const counts = new Map<string, number>();
        for (const { _id, n } of rows) counts.set(_id ?? 'unknown', (counts.get(_id ?? 'unknown') ?? 0) + n);
        return [...counts].map(([channel, count]) => ({ channel, count })).sort((a, b) => b.count - a.count || a.channel.localeCompare(b.channel));
      }),
    countByStage: (filter = {}) =>
      guard(async () => {
        const counts = emptyStageCounts();
        const rows = await model.aggregate<{ _id: string | null; n: number }>([
          { $match: queryOf({ ...filter, stage: undefined }) },
          { $group: { _id: '$stage', n: { $sum: 1 } } },
        ]);
        for (const { _id, n } of rows) {
          const stage = (_id ?? 'new') as LeadStage;
          if ((LEAD_STAGES as readonly string[]).includes(stage)) counts[stage] += n;
        }
        return counts;
      }),
    deleteMany: (ids) =>
      guard(async () => (await model.deleteMany({ _id: { $in: ids.filter((id) => isObjectId(String(id))) } })).deletedCount),
    count: (filter = {}) => guard(() => model.countDocuments(queryOf(filter))),
  };
}

/**
 * Gives records stored before leads were searchable and counted by source their search text,
 * phone and source channel, a batch at a time; once done, later starts find nothing to do. (SQLite
 * does the same in its migration 6 and when it opens.)
 */
export async function backfillFindingColumns(model: AnyModel): Promise<void> {
  for (;;) {
    const stale = (await model
      .find({ $or: [{ searchText: { $exists: false } }, { sourceChannel: { $exists: false } }] }, { fields: 1, source: 1 })
      .limit(500)
      .lean()) as unknown as { _id: string; fields?: Submission['fields']; source?: Submission['source'] }[];
    if (stale.length === 0) return;
    await model.bulkWrite(
      stale.map((doc) => ({ updateOne: { filter: { _id: doc._id }, update: { $set: findingColumnsOf({ fields: doc.fields ?? {}, source: doc.source ?? null }) } } })),
    );
  }
}
