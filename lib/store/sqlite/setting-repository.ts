import type { SettingRepository } from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

export function createSqliteSettingRepository(db: SqliteDatabase): SettingRepository {
  const read = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const write = db.prepare(
    `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  return {
    async get(key) {
      return guard(() => read.get(String(key))?.value ?? null);
    },
    async set(key, value) {
      return guard(() => {
        write.run(String(key), String(value), new Date().toISOString());
      });
    },
  };
}
