import type { SqliteDatabase } from './open-database';

/**
 * A number that changes whenever another connection (another instance, the worker) has committed
 * to the file since this one last looked (`PRAGMA data_version`): a read of shared memory, no
 * query, so it can be asked before every request. This process's own writes do not change it.
 */
export function sqliteChangeMarker(db: SqliteDatabase): () => number {
  const statement = db.prepare('PRAGMA data_version').pluck();
  return () => statement.get() as number;
}
