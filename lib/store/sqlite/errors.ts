import { AppError, StoreUnavailableError } from '@/lib/errors';

/**
 * Recognised by shape, not `instanceof`: the native addon keeps the SqliteError class of the first
 * module instance that loaded it, which is not the one a later module registry (tests) imports.
 */
export function sqliteCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'SqliteError' && typeof code === 'string' ? code : null;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqliteCode(error) === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs a database call, turning driver failures (locked file, disk full, I/O) into a
 * StoreUnavailableError so callers answer 503 instead of leaking driver errors.
 */
export function guard<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = sqliteCode(error);
    if (code) throw new StoreUnavailableError(`The database failed: ${code}`, { cause: error });
    throw error;
  }
}
