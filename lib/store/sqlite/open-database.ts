import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations';

export type SqliteDatabase = Database.Database;

/**
 * Opens (creating if needed) the database file and brings its schema up to date.
 * Several processes open the same file at once (`next build` workers, the server, tests): WAL lets
 * readers and one writer work together, the busy timeout makes a second writer wait instead of
 * failing, and migrations run inside an IMMEDIATE transaction that re-reads the schema version,
 * so only the first opener migrates.
 */
export function openDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

function migrate(db: SqliteDatabase): void {
  const current = () => db.pragma('user_version', { simple: true }) as number;
  if (current() >= migrations.length) return;
  db.transaction(() => {
    for (let version = current(); version < migrations.length; version++) {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    }
  }).immediate();
}
