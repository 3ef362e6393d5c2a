import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RecordDeclaration } from '../record';
import { upgradeFirstLayout } from '../upgrade/sqlite-first-layout';
import { ensureTables } from './tables';
import { SYNC_BUSY_TIMEOUT_MS } from './wait-when-busy';

export type SqliteDatabase = Database.Database;

const OPEN_BUSY_TIMEOUT_MS = 10_000;
/** `PRAGMA user_version` of a file in this layout: documents per record type (./tables.ts). */
export const DOCUMENTS_LAYOUT = 100;

/**
 * Opens (creating if needed) the database file and brings it to the declarations' tables and
 * indexes, upgrading a file of the first layout (a table per record, versions 1 to 13) on the way.
 * Several processes open the same file at once (`next build` workers, the server, tests): WAL lets
 * readers and one writer work together, a second writer waits for the first (asynchronously once
 * the store is open: wait-when-busy.ts), and the schema work runs in one IMMEDIATE transaction, so
 * openers take turns and a failed upgrade leaves the file as it was.
 */
export function openDatabase(file: string, declarations: readonly RecordDeclaration[]): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // Opening happens once per process, before it serves: waiting here for another opener's
  // schema work is fine. Afterwards a busy database is waited for asynchronously (wait-when-busy.ts).
  db.pragma(`busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    const upgrade = version > 0 && version < DOCUMENTS_LAYOUT ? upgradeFirstLayout(db) : null;
    ensureTables(db, declarations);
    upgrade?.finish();
    db.pragma(`user_version = ${DOCUMENTS_LAYOUT}`);
  }).immediate();
  db.pragma(`busy_timeout = ${SYNC_BUSY_TIMEOUT_MS}`);
  return db;
}
