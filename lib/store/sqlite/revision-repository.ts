import { newObjectId } from '@/lib/ids';
import type { Revision, RevisionKind, RevisionRepository, StaffRef } from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  kind: RevisionKind;
  record_id: string;
  number: number;
  data: string;
  published_by: string;
  published_at: string;
}

const toRevision = (row: Row): Revision => ({
  _id: row.id,
  kind: row.kind,
  recordId: row.record_id,
  number: row.number,
  fields: JSON.parse(row.data) as Record<string, unknown>,
  publishedBy: JSON.parse(row.published_by) as StaffRef,
  publishedAt: row.published_at,
});

export function createSqliteRevisionRepository(db: SqliteDatabase): RevisionRepository {
  const insert = db.prepare(
    `INSERT INTO revisions (id, kind, record_id, number, data, published_by, published_at)
     VALUES (@id, @kind, @recordId, @number, @data, @publishedBy, @publishedAt)
     ON CONFLICT (kind, record_id, number) DO NOTHING`,
  );
  const byNumber = db.prepare<[string, string, number], Row>('SELECT * FROM revisions WHERE kind = ? AND record_id = ? AND number = ?');
  const byId = db.prepare<[string], Row>('SELECT * FROM revisions WHERE id = ?');
  const ofRecord = db.prepare<[string, string], Row>('SELECT * FROM revisions WHERE kind = ? AND record_id = ? ORDER BY number DESC');
  const removeFor = db.prepare<[string, string]>('DELETE FROM revisions WHERE kind = ? AND record_id = ?');

  return {
    async add(revision) {
      return guard(() => {
        const { kind, recordId, number } = revision;
        insert.run({
          id: newObjectId(),
          kind,
          recordId,
          number,
          data: JSON.stringify(revision.fields),
          publishedBy: JSON.stringify(revision.publishedBy),
          publishedAt: revision.publishedAt,
        });
        return toRevision(byNumber.get(kind, recordId, number)!);
      });
    },
    async list(kind, recordId) {
      return guard(() => ofRecord.all(String(kind), String(recordId)).map(toRevision));
    },
    async get(id) {
      return guard(() => {
        const row = byId.get(String(id));
        return row ? toRevision(row) : null;
      });
    },
    async removeFor(kind, recordId) {
      return guard(() => removeFor.run(String(kind), String(recordId)).changes);
    },
  };
}
