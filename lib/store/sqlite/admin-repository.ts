import { ConflictError, NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import type { AdminRole, AdminUser, AdminUserRepository } from '../types';
import { guard, isUniqueViolation } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  email: string;
  password_hash: string;
  display_name: string;
  role: AdminRole;
  disabled: number;
  session_version: number;
  totp_secret: string | null;
  totp_last_step: number;
  backup_codes: string;
  created_at: string;
  updated_at: string;
}

const toAdmin = (row: Row): AdminUser => ({
  _id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  displayName: row.display_name,
  role: row.role,
  disabled: row.disabled === 1,
  sessionVersion: row.session_version,
  totpSecret: row.totp_secret,
  totpLastStep: row.totp_last_step,
  backupCodes: JSON.parse(row.backup_codes) as string[],
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createSqliteAdminRepository(db: SqliteDatabase): AdminUserRepository {
  const byEmail = db.prepare<[string], Row>('SELECT * FROM admin_users WHERE email = ?');
  const byId = db.prepare<[string], Row>('SELECT * FROM admin_users WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO admin_users (id, email, password_hash, display_name, role, session_version, created_at, updated_at)
     VALUES (@id, @email, @passwordHash, @displayName, @role, 1, @now, @now)`,
  );
  const setPassword = db.prepare(
    `UPDATE admin_users SET password_hash = ?, session_version = session_version + 1, updated_at = ? WHERE id = ?`,
  );
  const bump = db.prepare<[string, string], { session_version: number }>(
    `UPDATE admin_users SET session_version = session_version + 1, updated_at = ? WHERE id = ? RETURNING session_version`,
  );
  // Disabling bumps the session version in the same statement: no request can slip between the two.
  const update = db.prepare(
    `UPDATE admin_users SET
       role = coalesce(@role, role),
       display_name = coalesce(@displayName, display_name),
       session_version = session_version + (CASE WHEN @disabled = 1 AND disabled = 0 THEN 1 ELSE 0 END),
       disabled = coalesce(@disabled, disabled),
       updated_at = @now
     WHERE id = @id`,
  );
  const setFactor = db.prepare(
    `UPDATE admin_users SET totp_secret = ?, backup_codes = ?, totp_last_step = 0, updated_at = ? WHERE id = ?`,
  );
  const useStep = db.prepare(`UPDATE admin_users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?`);
  // json_each finds the code inside the stored list and json_remove takes out that one entry, in
  // one statement, so two requests with the same code cannot both succeed.
  const useCode = db.prepare<[string, string, string]>(
    `UPDATE admin_users SET backup_codes = json_remove(backup_codes,
       (SELECT '$[' || key || ']' FROM json_each(admin_users.backup_codes) WHERE value = ? LIMIT 1))
     WHERE id = ? AND EXISTS (SELECT 1 FROM json_each(admin_users.backup_codes) WHERE value = ?)`,
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM admin_users');
  const all = db.prepare<[], Row>('SELECT * FROM admin_users ORDER BY created_at, id');
  const remove = db.prepare<[string]>('DELETE FROM admin_users WHERE id = ?');

  const mustExist = (id: string): Row => {
    const row = byId.get(String(id));
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
        const row = byId.get(String(id));
        return row ? toAdmin(row) : null;
      });
    },
    async create(user) {
      return guard(() => {
        const id = newObjectId();
        const email = user.email.toLowerCase();
        try {
          insert.run({ id, email, passwordHash: user.passwordHash, displayName: user.displayName, role: user.role, now: new Date().toISOString() });
        } catch (error) {
          if (isUniqueViolation(error)) throw new ConflictError(`An admin with the e-mail "${email}" already exists.`, 'email');
          throw error;
        }
        return toAdmin(mustExist(id));
      });
    },
    async setPassword(id, passwordHash) {
      return guard(() => {
        if (setPassword.run(passwordHash, new Date().toISOString(), String(id)).changes === 0) mustExist(id);
        return toAdmin(mustExist(id));
      });
    },
    async bumpSessionVersion(id) {
      return guard(() => {
        const row = bump.get(new Date().toISOString(), String(id));
        if (!row) throw new NotFoundError(`No admin user with the id "${id}".`);
        return row.session_version;
      });
    },
    async update(id, change) {
      return guard(() => {
        const disabled = change.disabled === undefined ? null : change.disabled ? 1 : 0;
        const params = { id: String(id), role: change.role ?? null, displayName: change.displayName ?? null, disabled, now: new Date().toISOString() };
        if (update.run(params).changes === 0) mustExist(id);
        return toAdmin(mustExist(id));
      });
    },
    async setSecondFactor(id, factor) {
      return guard(() => {
        const changes = setFactor.run(factor?.secret ?? null, JSON.stringify(factor?.backupCodes ?? []), new Date().toISOString(), String(id)).changes;
        if (changes === 0) mustExist(id);
        return toAdmin(mustExist(id));
      });
    },
    async useTotpStep(id, step) {
      return guard(() => useStep.run(step, String(id), step).changes === 1);
    },
    async useBackupCode(id, codeHash) {
      return guard(() => useCode.run(String(codeHash), String(id), String(codeHash)).changes === 1);
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
