import { blogDefinition, visaDefinition } from '@/lib/validation/content';
import type { Store } from '../types';
import { createSqliteAdminRepository } from './admin-repository';
import { createSqliteContentRepository } from './content-repository';
import { guard } from './errors';
import { openDatabase } from './open-database';
import { createSqliteSubmissionRepository } from './submission-repository';

/** The embedded store: one SQLite file, created and migrated on first use. */
export function createSqliteStore(file: string): Store {
  const db = openDatabase(file);
  const markOnce = db.prepare('INSERT OR IGNORE INTO meta (key, created_at) VALUES (?, ?)');
  const hasMark = db.prepare<[string], { key: string }>('SELECT key FROM meta WHERE key = ?');
  return {
    kind: 'sqlite',
    visas: createSqliteContentRepository(db, { table: 'visas', label: 'visa', definition: visaDefinition }),
    blogs: createSqliteContentRepository(db, { table: 'blogs', label: 'blog post', definition: blogDefinition }),
    admins: createSqliteAdminRepository(db),
    submissions: createSqliteSubmissionRepository(db),
    async markOnce(key) {
      return guard(() => markOnce.run(key, new Date().toISOString()).changes === 1);
    },
    async hasMark(key) {
      return guard(() => hasMark.get(key) !== undefined);
    },
    async close() {
      db.close();
    },
  };
}
