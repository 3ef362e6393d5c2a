import { indexName, type RecordDeclaration } from '../record';
import { pathSql } from './filter-sql';
import type { SqliteDatabase } from './open-database';

/**
 * Makes each declared record's table and indexes, and drops the indexes no declaration names any
 * more: the store's schema is the declarations', with no migration written by hand. Runs inside
 * the opening transaction, so a second process opening the file at the same moment waits for it.
 */
export function ensureTables(db: SqliteDatabase, declarations: readonly RecordDeclaration[]): void {
  for (const { name, indexes } of declarations) {
    db.exec(`CREATE TABLE IF NOT EXISTS "${name}" (_id TEXT PRIMARY KEY, doc TEXT NOT NULL) STRICT`);
    const wanted = new Set<string>();
    for (const index of indexes) {
      const indexSql = `${name}__${indexName(index)}`;
      wanted.add(indexSql);
      const columns = Object.entries(index.paths).map(([path, direction]) => `${pathSql(path)} ${direction === -1 ? 'DESC' : 'ASC'}`);
      db.exec(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${indexSql}" ON "${name}" (${columns.join(', ')})`);
    }
    const existing = db.prepare<[string], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").all(name);
    for (const index of existing) if (!wanted.has(index.name)) db.exec(`DROP INDEX "${index.name}"`);
  }
}
