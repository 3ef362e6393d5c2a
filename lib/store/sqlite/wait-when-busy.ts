import { StoreUnavailableError } from '@/lib/errors';
import { sqliteCode } from './errors';

/**
 * better-sqlite3 is synchronous: while another process holds the write lock, SQLite's own busy
 * timeout waits *on the event loop*, so one blocked write would freeze every request of the
 * process (cached pages included) for up to 10 s. The connection's busy timeout is therefore a few
 * milliseconds, and a call refused as busy is tried again here after an asynchronous pause,
 * leaving the loop free for everything else, until `BUSY_PATIENCE_MS` have passed (then the
 * caller gets the StoreUnavailableError: a 503).
 *
 * Retrying a whole repository call is safe because each one is a single statement or a single
 * transaction: a call refused as busy changed nothing.
 */
export const SYNC_BUSY_TIMEOUT_MS = 5;
const BUSY_PATIENCE_MS = 10_000;
const FIRST_PAUSE_MS = 5;
const LONGEST_PAUSE_MS = 100;

const BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY', 'SQLITE_LOCKED']);

function isBusy(error: unknown): boolean {
  if (!(error instanceof StoreUnavailableError)) return false;
  const code = sqliteCode(error.cause);
  return code !== null && BUSY_CODES.has(code);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `call`, trying it again after short asynchronous pauses while the database is busy. */
export async function retryWhileBusy<T>(call: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isBusy(error) || Date.now() - started >= BUSY_PATIENCE_MS) throw error;
      const ceiling = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** attempt);
      await pause(ceiling / 2 + Math.random() * (ceiling / 2)); // jitter: two waiting processes do not retry in step
    }
  }
}

/** The repository with every method going through `retryWhileBusy`. */
export function waitingWhenBusy<Repository extends object>(repository: Repository): Repository {
  const wrapped: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(repository)) {
    wrapped[name] =
      typeof member === 'function'
        ? (...args: unknown[]) => retryWhileBusy(() => (member as (...a: unknown[]) => Promise<unknown>).apply(repository, args))
        : member;
  }
  return wrapped as Repository;
}
