import { ConflictError, NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import type { Draft, DraftInput, DraftRepository, EditableKind, StaffRef } from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  kind: EditableKind;
  record_id: string | null;
  record_key: string;
  data: string;
  saved_by: string;
  saved_at: string;
  version: number;
  publish_at: string | null;
  scheduled_by: string | null;
  schedule_error: string | null;
}

const toDraft = (row: Row): Draft => ({
  _id: row.id,
  kind: row.kind,
  recordId: row.record_id,
  fields: JSON.parse(row.data) as Record<string, unknown>,
  savedBy: JSON.parse(row.saved_by) as StaffRef,
  savedAt: row.saved_at,
  version: row.version,
  publishAt: row.publish_at,
  scheduledBy: row.scheduled_by ? (JSON.parse(row.scheduled_by) as StaffRef) : null,
  scheduleError: row.schedule_error,
});

export function createSqliteDraftRepository(db: SqliteDatabase): DraftRepository {
  const byId = db.prepare<[string], Row>('SELECT * FROM drafts WHERE id = ?');
  const byRecord = db.prepare<[string, string], Row>('SELECT * FROM drafts WHERE kind = ? AND record_key = ?');
  const all = db.prepare<[], Row>('SELECT * FROM drafts ORDER BY saved_at DESC, id DESC');
  const ofKind = db.prepare<[string], Row>('SELECT * FROM drafts WHERE kind = ? ORDER BY saved_at DESC, id DESC');
  const due = db.prepare<[string], Row>('SELECT * FROM drafts WHERE publish_at IS NOT NULL AND publish_at <= ? ORDER BY publish_at, id');
  const insert = db.prepare(
    `INSERT INTO drafts (id, kind, record_id, record_key, data, saved_by, saved_at, version)
     VALUES (@id, @kind, @recordId, @recordKey, @data, @savedBy, @savedAt, 1)`,
  );
  const replace = db.prepare<[{ id: string; data: string; savedBy: string; savedAt: string }], Row>(
    'UPDATE drafts SET data = @data, saved_by = @savedBy, saved_at = @savedAt, version = version + 1 WHERE id = @id RETURNING *',
  );
  const setSchedule = db.prepare<[string | null, string | null, string | null, string], Row>(
    'UPDATE drafts SET publish_at = ?, scheduled_by = ?, schedule_error = ? WHERE id = ? RETURNING *',
  );
  const deleteById = db.prepare<[string], Row>('DELETE FROM drafts WHERE id = ? RETURNING *');
  const deleteAtVersion = db.prepare<[string, number], Row>('DELETE FROM drafts WHERE id = ? AND version = ? RETURNING *');

  // Read, check and write in one IMMEDIATE transaction: two saves at once never both pass the check.
  const save = db.transaction((input: DraftInput, id: string | undefined, expectedVersion: number | undefined) => {
    const existing = id !== undefined ? byId.get(id) : input.recordId ? byRecord.get(input.kind, input.recordId) : undefined;
    if (id !== undefined && !existing) throw new NotFoundError(`No draft with the id "${id}".`);
    const values = { data: JSON.stringify(input.fields), savedBy: JSON.stringify(input.savedBy), savedAt: input.savedAt };
    if (existing) {
      if (expectedVersion !== undefined && existing.version !== expectedVersion) {
        throw new ConflictError('This draft was saved by someone else meanwhile. Reload the page to see their changes.');
      }
      return toDraft(replace.get({ id: existing.id, ...values })!);
    }
    const newId = newObjectId();
    insert.run({ id: newId, kind: input.kind, recordId: input.recordId, recordKey: input.recordId ?? newId, ...values });
    return toDraft(byId.get(newId)!);
  });

  return {
    async get(id) {
      return guard(() => {
        const row = byId.get(String(id));
        return row ? toDraft(row) : null;
      });
    },
    async findFor(kind, recordId) {
      return guard(() => {
        const row = byRecord.get(String(kind), String(recordId));
        return row ? toDraft(row) : null;
      });
    },
    async list(kind) {
      return guard(() => (kind ? ofKind.all(String(kind)) : all.all()).map(toDraft));
    },
    async save(input, options = {}) {
      return guard(() => save.immediate(input, options.id === undefined ? undefined : String(options.id), options.expectedVersion));
    },
    async schedule(id, publishAt, by, error = null) {
      return guard(() => {
        const row = setSchedule.get(publishAt, by ? JSON.stringify(by) : null, error, String(id));
        if (!row) throw new NotFoundError(`No draft with the id "${id}".`);
        return toDraft(row);
      });
    },
    async listDue(now) {
      return guard(() => due.all(String(now)).map(toDraft));
    },
    async remove(id, expectedVersion) {
      return guard(() => {
        const row = expectedVersion === undefined ? deleteById.get(String(id)) : deleteAtVersion.get(String(id), expectedVersion);
        return row ? toDraft(row) : null;
      });
    },
  };
}
