import { ConflictError, NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import type { AdminUser, AdminUserRepository } from '../types';
import { guard, isUniqueViolation } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  email: string;
  password_hash: string;
  display_name: string;
  session_version: number;
  created_at: string;
  updated_at: string;
}

const toAdmin = (row: Row): AdminUser => ({
  _id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  displayName: row.display_name,
  sessionVersion: row.session_version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createSqliteAdminRepository(db: SqliteDatabase): AdminUserRepository {
  const byEmail = db.prepare<[string], Row>('SELECT * FROM admin_users WHERE email = ?');
  const byId = db.prepare<[string], Row>('SELECT * FROM admin_users WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO admin_users (id, email, password_hash, display_name, session_version, created_at, updated_at)
     VALUES (@id, @email, @passwordHash, @displayName, 1, @now, @now)`,
  );
  const setPassword = db.prepare(
    `UPDATE admin_users SET password_hash = ?, session_version = session_version + 1, updated_at = ? WHERE id = ?`,
  );
  const bump = db.prepare<[string, string], { session_version: number }>(
    `UPDATE admin_users SET session_version = session_version + 1, updated_at = ? WHERE id = ? RETURNING session_version`,
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM admin_users');
  const all = db.prepare<[], Row>('SELECT * FROM admin_users ORDER BY created_at, id');
  const remove = db.prepare<[string]>('DELETE FROM admin_users WHERE id = ?');

  const mustExist = (id: string): Row => {
    const row = byId.get(id);
    if (!row) throw new NotFoundError(`No admin user with the id "${id}".`);
    return row;
  };

  return {
    async findByEmail(email) {
      return guard(() => {
        const row = byEmail.get(email.toLowerCase());
        return row ? toAdmin(row) : null;
      });
    },
    async findById(id) {
      return guard(() => {
        const row = byId.get(id);
        return row ? toAdmin(row) : null;
      });
    },
    async create(user) {
      return guard(() => {
        const id = newObjectId();
        const email = user.email.toLowerCase();
        try {
          insert.run({ id, email, passwordHash: user.passwordHash, displayName: user.displayName, now: new Date().toISOString() });
        } catch (error) {
          if (isUniqueViolation(error)) throw new ConflictError(`An admin with the e-mail "${email}" already exists.`, 'email');
          throw error;
        }
        return toAdmin(mustExist(id));
      });
    },
    async setPassword(id, passwordHash) {
      return guard(() => {
        if (setPassword.run(passwordHash, new Date().toISOString(), id).changes === 0) mustExist(id);
        return toAdmin(mustExist(id));
      });
    },
    async bumpSessionVersion(id) {
      return guard(() => {
        const row = bump.get(new Date().toISOString(), id);
        if (!row) throw new NotFoundError(`No admin user with the id "${id}".`);
        return row.session_version;
      });
    },
    async count() {
      return guard(() => count.get()!.n);
    },
    async list() {
      return guard(() => all.all().map(toAdmin));
    },
    async remove(id) {
      return guard(() => remove.run(String(id)).changes === 1);
    },
  };
}
