import { newObjectId } from '@/lib/ids';
import type { AuditAction, AuditEntry, AuditFilter, AuditRepository } from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  at: string;
  action: AuditAction;
  actor_id: string | null;
  actor_email: string;
  target: string | null;
  detail: string | null;
  ip: string | null;
}

const toEntry = (row: Row): AuditEntry => ({
  _id: row.id,
  at: row.at,
  action: row.action,
  actor: { id: row.actor_id, email: row.actor_email },
  target: row.target,
  detail: row.detail,
  ip: row.ip,
});

/** The WHERE clause of a filter, with its parameters: every value is bound, never spliced in. */
function where(filter: AuditFilter): { sql: string; params: Record<string, string> } {
  const clauses: string[] = [];
  const params: Record<string, string> = {};
  if (filter.action) {
    clauses.push('action = @action');
    params.action = String(filter.action);
  }
  if (filter.actorEmail) {
    clauses.push('actor_email = @actorEmail');
    params.actorEmail = String(filter.actorEmail).toLowerCase();
  }
  if (filter.since) {
    clauses.push('at >= @since');
    params.since = String(filter.since);
  }
  if (filter.until) {
    clauses.push('at < @until');
    params.until = String(filter.until);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export function createSqliteAuditRepository(db: SqliteDatabase): AuditRepository {
  const insert = db.prepare(
    `INSERT INTO audit_log (id, at, action, actor_id, actor_email, target, detail, ip)
     VALUES (@id, @at, @action, @actorId, @actorEmail, @target, @detail, @ip)`,
  );
  const purge = db.prepare<[string]>('DELETE FROM audit_log WHERE at < ?');

  return {
    async append(entry) {
      return guard(() => {
        const row: Row = {
          id: newObjectId(),
          at: entry.at,
          action: entry.action,
          actor_id: entry.actor.id,
          actor_email: entry.actor.email.toLowerCase(),
          target: entry.target,
          detail: entry.detail,
          ip: entry.ip,
        };
        insert.run({ ...row, actorId: row.actor_id, actorEmail: row.actor_email });
        return toEntry(row);
      });
    },
    async list(filter = {}) {
      return guard(() => {
        const { sql, params } = where(filter);
        const limit = Math.max(0, Math.trunc(filter.limit ?? 100));
        const offset = Math.max(0, Math.trunc(filter.offset ?? 0));
        const rows = db.prepare(`SELECT * FROM audit_log ${sql} ORDER BY at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`).all(params) as Row[];
        return rows.map(toEntry);
      });
    },
    async count(filter = {}) {
      return guard(() => {
        const { sql, params } = where(filter);
        return (db.prepare(`SELECT COUNT(*) AS n FROM audit_log ${sql}`).get(params) as { n: number }).n;
      });
    },
    async deleteBefore(cutoff) {
      return guard(() => purge.run(String(cutoff)).changes);
    },
  };
}
