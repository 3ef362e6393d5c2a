import { ConflictError, NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import { findingColumnsOf, searchNeedle } from '../lead-search';
import { applyPipelineChange, emptyStageCounts } from '../pipeline';
import { emptySummary } from '../summary';
import { isInState, nextAttemptOf } from '../submission-state';
import {
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
  type UpdateDeliveryOptions,
} from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  kind: Submission['kind'];
  idempotency_key: string;
  fields: string;
  deliveries: string;
  source: string | null;
  pipeline: string | null;
  created_at: string;
}

const toSubmission = (row: Row): Submission => ({
  _id: row.id,
  kind: row.kind,
  fields: JSON.parse(row.fields) as Submission['fields'],
  idempotencyKey: row.idempotency_key,
  createdAt: row.created_at,
  deliveries: JSON.parse(row.deliveries) as Submission['deliveries'],
  source: row.source ? (JSON.parse(row.source) as Submission['source']) : null,
  pipeline: row.pipeline ? (JSON.parse(row.pipeline) as Submission['pipeline']) : { ...NEW_LEAD, notes: [] },
});

const COLUMNS = 'id, kind, idempotency_key, fields, deliveries, source, pipeline, created_at';

/** Builds the WHERE clause of a filter; values are bound, never interpolated. */
function whereOf(filter: SubmissionFilter): { sql: string; params: Record<string, string> } {
  const clauses: string[] = [];
  const params: Record<string, string> = {};
  if (filter.kind) {
    clauses.push('kind = @kind');
    params.kind = filter.kind;
  }
  if (filter.stage) {
    clauses.push('stage = @stage');
    params.stage = filter.stage;
  }
  if (filter.status) {
    params.status = filter.status;
    if (filter.channel === 'crm') clauses.push('crm_status = @status');
    else if (filter.channel === 'email') clauses.push('email_status = @status');
    else clauses.push('(crm_status = @status OR email_status = @status)');
  } else if (filter.channel) {
    clauses.push(filter.channel === 'crm' ? 'crm_status IS NOT NULL' : 'email_status IS NOT NULL');
  }
  if (filter.since) {
    clauses.push('created_at >= @since');
    params.since = filter.since;
  }
  if (filter.until) {
    clauses.push('created_at < @until');
    params.until = filter.until;
  }
  const needle = searchNeedle(filter.search);
  if (needle) {
    // instr, not LIKE: the staff's text is matched as it is, with no wildcard of its own.
    clauses.push('instr(search_text, @needle) > 0');
    params.needle = needle;
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export function createSqliteSubmissionRepository(db: SqliteDatabase): SubmissionRepository {
  const insert = db.prepare(
    `INSERT INTO submissions (id, kind, idempotency_key, fields, deliveries, source, search_text, phone, source_channel, crm_status, email_status, next_attempt_at, created_at)
     VALUES (@id, @kind, @key, @fields, @deliveries, @source, @searchText, @phone, @sourceChannel, @crm, @email, @next, @createdAt)
     ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const byKey = db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM submissions WHERE idempotency_key = ?`);
  const byId = db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM submissions WHERE id = ?`);
  const due = db.prepare<[string, number], Row>(
    `SELECT ${COLUMNS} FROM submissions WHERE next_attempt_at IS NOT NULL AND next_attempt_at <= ?
     ORDER BY next_attempt_at ASC LIMIT ?`,
  );
  backfillFindingColumns(db);
  const savePipeline = db.prepare('UPDATE submissions SET pipeline = @pipeline, stage = @stage WHERE id = @id');
  const saveDeliveries = db.prepare(
    `UPDATE submissions SET deliveries = @deliveries, crm_status = @crm, email_status = @email, next_attempt_at = @next WHERE id = @id`,
  );

  const stateColumns = (deliveries: Submission['deliveries']) => ({
    deliveries: JSON.stringify(deliveries),
    crm: deliveries.crm?.status ?? null,
    email: deliveries.email?.status ?? null,
    next: nextAttemptOf(deliveries),
  });

  return {
    async create(input) {
      return guard(() => {
        const id = newObjectId();
        const { changes } = insert.run({
          id,
          kind: input.kind,
          key: input.idempotencyKey,
          fields: JSON.stringify(input.fields),
          source: input.source ? JSON.stringify(input.source) : null,
          ...findingColumnsOf(input),
          createdAt: input.createdAt ?? new Date().toISOString(),
          ...stateColumns(input.deliveries),
        });
        return { submission: toSubmission(byKey.get(input.idempotencyKey)!), created: changes === 1 };
      });
    },
    async getById(id) {
      return guard(() => {
        const row = byId.get(id);
        return row ? toSubmission(row) : null;
      });
    },
    async list(filter = {}) {
      return guard(() => {
        const { sql, params } = whereOf(filter);
        const offset = filter.offset ? Math.max(0, Math.floor(filter.offset)) : 0;
        const limit = filter.limit ? ` LIMIT ${Math.max(1, Math.floor(filter.limit))} OFFSET ${offset}` : offset ? ` LIMIT -1 OFFSET ${offset}` : '';
        return db
          .prepare<Record<string, string>, Row>(`SELECT ${COLUMNS} FROM submissions ${sql} ORDER BY created_at DESC, id DESC${limit}`)
          .all(params)
          .map(toSubmission);
      });
    },
    async listDue(now, limit) {
      return guard(() => due.all(now, limit).map(toSubmission));
    },
    async updateDelivery(id: string, channel: DeliveryChannel, delivery: Delivery, options?: UpdateDeliveryOptions) {
      // One IMMEDIATE transaction: the read, the precondition check and the write see no other writer.
      return guard(() =>
        db
          .transaction(() => {
            const row = byId.get(id);
            if (!row) throw new NotFoundError(`No submission with the id "${id}".`);
            const current = toSubmission(row).deliveries;
            if (options?.expected && !isInState(current[channel], options.expected)) {
              throw new ConflictError(`The ${channel} delivery of submission "${id}" has changed.`);
            }
            const deliveries = { ...current, [channel]: delivery };
            saveDeliveries.run({ id, ...stateColumns(deliveries) });
            return toSubmission(byId.get(id)!);
          })
          .immediate(),
      );
    },
    async updatePipeline(id, change) {
      // Read, change and write in one IMMEDIATE transaction: a note saved at the same moment as
      // another change is kept by both.
      return guard(() =>
        db
          .transaction(() => {
            const row = byId.get(id);
            if (!row) throw new NotFoundError(`No submission with the id "${id}".`);
            const pipeline = applyPipelineChange(toSubmission(row).pipeline, change);
            savePipeline.run({ id, pipeline: JSON.stringify(pipeline), stage: pipeline.stage });
            return toSubmission(byId.get(id)!);
          })
          .immediate(),
      );
    },
    async summarize(since) {
      return guard(() => {
        // One pass over the window's rows in the store: a submission counts in a status when any
        // of its channels is in it, as the inbox's status filter lists it.
        const statusSums = DELIVERY_STATUSES.map((status) => `SUM(crm_status = '${status}' OR email_status = '${status}') AS ${status}`).join(', ');
        const rows = db
          .prepare<[string], { kind: string; total: number } & Record<string, number | null>>(
            `SELECT kind, COUNT(*) AS total, ${statusSums} FROM submissions WHERE created_at >= ? GROUP BY kind`,
          )
          .all(since);
        const summary = emptySummary();
        for (const row of rows) {
          if (!(SUBMISSION_KINDS as readonly string[]).includes(row.kind)) continue;
          for (const target of [summary[row.kind as keyof KindSummary], summary.all]) {
            target.total += row.total;
            for (const status of DELIVERY_STATUSES) target[status] += row[status] ?? 0;
          }
        }
        return summary;
      });
    },
    async countByPhone(phones) {
      return guard(() => {
        const wanted = [...new Set(phones.map(String))].slice(0, 500);
        if (wanted.length === 0) return {};
        const rows = db
          .prepare<string[], { phone: string; n: number }>(`SELECT phone, COUNT(*) AS n FROM submissions WHERE phone IN (${wanted.map(() => '?').join(', ')}) GROUP BY phone`)
          .all(...wanted);
        return Object.fromEntries(rows.map(({ phone, n }) => [phone, n]));
      });
    },
    async countBySource(filter = {}) {
      return guard(() => {
        const { sql, params } = whereOf(filter);
        return db
          .prepare<Record<string, string>, { channel: string; count: number }>(
            `SELECT coalesce(source_channel, 'unknown') AS channel, COUNT(*) AS count FROM submissions ${sql} GROUP BY channel ORDER BY count DESC, channel`,
          )
          .all(params);
      });
    },
    async countByStage(filter = {}) {
      return guard(() => {
        const { sql, params } = whereOf({ ...filter, stage: undefined });
        const counts = emptyStageCounts();
        const rows = db.prepare<Record<string, string>, { stage: string; n: number }>(`SELECT stage, COUNT(*) AS n FROM submissions ${sql} GROUP BY stage`).all(params);
        for (const { stage, n } of rows) if ((LEAD_STAGES as readonly string[]).includes(stage)) counts[stage as LeadStage] = n;
        return counts;
      });
    },
    async deleteMany(ids) {
      return guard(() => {
        if (ids.length === 0) return 0;
        const remove = db.prepare<[string]>('DELETE FROM submissions WHERE id = ?');
        return db.transaction(() => ids.reduce((n, id) => n + remove.run(id).changes, 0)).immediate();
      });
    },
    async count(filter = {}) {
      return guard(() => {
        const { sql, params } = whereOf(filter);
        return db.prepare<Record<string, string>, { n: number }>(`SELECT COUNT(*) AS n FROM submissions ${sql}`).get(params)!.n;
      });
    },
  };
}

/** Fills the phone and source channel of rows stored before migration 7, once (new rows carry both). */
function backfillFindingColumns(db: SqliteDatabase): void {
  const stale = db.prepare<[], { id: string; fields: string; source: string | null }>('SELECT id, fields, source FROM submissions WHERE source_channel IS NULL LIMIT 1000');
  const save = db.prepare('UPDATE submissions SET phone = @phone, source_channel = @sourceChannel WHERE id = @id');
  for (;;) {
    const rows = stale.all();
    if (rows.length === 0) return;
    db.transaction(() => {
      for (const row of rows) {
        const { phone, sourceChannel } = findingColumnsOf({ fields: JSON.parse(row.fields), source: row.source ? JSON.parse(row.source) : null });
        save.run({ id: row.id, phone, sourceChannel });
      }
    })();
  }
}
