import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrations } from './migrations';
import { SYNC_BUSY_TIMEOUT_MS } from './wait-when-busy';

export type SqliteDatabase = Database.Database;

const OPEN_BUSY_TIMEOUT_MS = 10_000;

/**
 * Opens (creating if needed) the database file and brings its schema up to date.
 * Several processes open the same file at once (`next build` workers, the server, tests): WAL lets
 * readers and one writer work together, a second writer waits for the first (asynchronously once
 * the store is open: wait-when-busy.ts), and migrations run inside an IMMEDIATE transaction that re-reads the schema version,
 * so only the first opener migrates.
 */
export function openDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // Opening happens once per process, before it serves: waiting here for another opener's
  // migration is fine. Afterwards a busy database is waited for asynchronously (wait-when-busy.ts).
  db.pragma(`busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  db.pragma(`busy_timeout = ${SYNC_BUSY_TIMEOUT_MS}`);
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
