import { newObjectId } from '@/lib/ids';
import { planRedirect } from '../redirect-rules';
import type { Redirect, RedirectRepository, SetRedirectOptions } from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  from_path: string;
  to_path: string;
  created_at: string;
  created_by: string | null;
}

const toRedirect = (row: Row): Redirect => ({ _id: row.id, from: row.from_path, to: row.to_path, createdAt: row.created_at, createdBy: row.created_by });

export function createSqliteRedirectRepository(db: SqliteDatabase): RedirectRepository {
  const all = db.prepare<[], Row>('SELECT * FROM redirects ORDER BY created_at DESC, id DESC');
  const byFrom = db.prepare<[string], Row>('SELECT * FROM redirects WHERE from_path = ?');
  const byId = db.prepare<[string], Row>('SELECT * FROM redirects WHERE id = ?');
  const deleteFrom = db.prepare<[string]>('DELETE FROM redirects WHERE from_path = ?');
  const deleteTo = db.prepare<[string]>('DELETE FROM redirects WHERE to_path = ?');
  const deleteById = db.prepare<[string], Row>('DELETE FROM redirects WHERE id = ? RETURNING *');
  const retarget = db.prepare<[string, string]>('UPDATE redirects SET to_path = ? WHERE to_path = ?');
  const insert = db.prepare('INSERT INTO redirects (id, from_path, to_path, created_at, created_by) VALUES (@id, @from, @to, @createdAt, @createdBy)');

  // The check and the writes in one IMMEDIATE transaction: two renames at once (two instances)
  // are serialised by the write lock, so neither collapses a chain the other is changing.
  const set = db.transaction((from: string, to: string, createdBy: string | null, options: SetRedirectOptions) => {
    const fromTarget = byFrom.get(to) ?? null;
    const plan = planRedirect(from, to, fromTarget && { to: fromTarget.to_path }, options);
    if (plan.removeFromTarget) deleteFrom.run(to);
    retarget.run(plan.target, from);
    deleteFrom.run(from);
    const id = newObjectId();
    insert.run({ id, from, to: plan.target, createdAt: new Date().toISOString(), createdBy });
    return toRedirect(byId.get(id)!);
  });

  return {
    async list() {
      return guard(() => all.all().map(toRedirect));
    },
    async find(from) {
      return guard(() => {
        const row = byFrom.get(String(from));
        return row ? toRedirect(row) : null;
      });
    },
    async set(from, to, createdBy, options = {}) {
      return guard(() => set.immediate(String(from), String(to), createdBy === null ? null : String(createdBy), options));
    },
    async remove(id) {
      return guard(() => {
        const row = deleteById.get(String(id));
        return row ? toRedirect(row) : null;
      });
    },
    async removeFrom(from) {
      return guard(() => deleteFrom.run(String(from)).changes === 1);
    },
    async removeTo(to) {
      return guard(() => deleteTo.run(String(to)).changes);
    },
  };
}
