import type { Database } from 'better-sqlite3';
import type { Connection } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes, RateLimiterSQLite, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import { AppError, StoreUnavailableError } from '@/lib/errors';
import type { Store } from '@/lib/store/store';
import { sqliteCode } from '@/lib/store/sqlite/errors';
import { retryWhileBusy } from '@/lib/store/sqlite/wait-when-busy';
import type { RateLimitResult } from './rate-limit';

/**
 * rate-limiter-flexible's counters in the store's own database, so every instance of the site
 * shares them: RateLimiterSQLite on the better-sqlite3 connection, RateLimiterMongo on the mongoose
 * connection (store.documents.driver()). The library keeps one table (SQLite) or collection
 * (MongoDB) of its own, `RATE_LIMIT_TABLE`, outside the store's declared records: a row per key
 * with its points and when its window ends. Windows are fixed: one starts at a key's first hit.
 */
export const RATE_LIMIT_TABLE = 'rate_limiter_flexible';

/** How often a process deletes SQLite rows whose window has ended (MongoDB's TTL index does it there). */
const SWEEP_EVERY_MS = 5 * 60_000;

export interface WindowLimiterOptions {
  /** Keeps the keys of different limits apart in the one table. */
  keyPrefix: string;
  max: number;
  windowMs: number;
  /** Once the limit is passed, the key stays refused this long from that moment (0: until the window ends). */
  lockMs: number;
}

/** One window of one limit, counted in the store. */
export interface WindowLimiter {
  /** Counts a hit; refused when it passes the limit, with the seconds until the key is free again. */
  consume(key: string): Promise<RateLimitResult>;
  /** Forgets the key's hits. */
  forget(key: string): Promise<void>;
}

type Driver = Database | Connection;

interface PerDriver {
  /** The library's indexes (MongoDB) or nothing (SQLite), made once per connection. */
  prepared?: Promise<void>;
  limiters: Map<string, Promise<RateLimiterStoreAbstract>>;
  lastSweep: number;
}

const perDriver = new WeakMap<object, PerDriver>();

/** A limiter of the library on this store's database (made once per connection and key prefix). */
export async function windowLimiter(store: Pick<Store, 'kind' | 'documents'>, options: WindowLimiterOptions): Promise<WindowLimiter> {
  const driver = store.documents.driver() as Driver;
  const state = perDriver.get(driver) ?? { limiters: new Map(), lastSweep: Date.now() };
  perDriver.set(driver, state);
  const name = `${options.keyPrefix}/${options.max}/${options.windowMs}/${options.lockMs}`;
  let made = state.limiters.get(name);
  if (!made) {
    made = store.kind === 'sqlite' ? sqliteLimiter(driver as Database, options) : mongoLimiter(driver as Connection, state, options);
    state.limiters.set(name, made);
    made.catch(() => state.limiters.delete(name)); // tried again on the next hit
  }
  const limiter = await made;
  const afterHit = store.kind === 'sqlite' ? () => sweepSqlite(limiter as RateLimiterSQLite, state) : () => undefined;
  return {
    async consume(key) {
      try {
        await run(store.kind, () => limiter.consume(key));
        return { ok: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        throw error;
      } finally {
        afterHit();
      }
    },
    async forget(key) {
      await run(store.kind, () => limiter.delete(key));
    },
  };
}

const libraryOptions = ({ keyPrefix, max, windowMs, lockMs }: WindowLimiterOptions) => ({
  keyPrefix,
  points: max,
  duration: windowMs / 1000,
  blockDuration: lockMs / 1000,
  tableName: RATE_LIMIT_TABLE,
});

async function sqliteLimiter(db: Database, options: WindowLimiterOptions): Promise<RateLimiterStoreAbstract> {
  // The library makes its table as it is built, and says when through the callback.
  return run('sqlite', () => {
    let settle: (error?: unknown) => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    const limiter = new RateLimiterSQLite({ ...libraryOptions(options), storeClient: db, storeType: 'better-sqlite3' }, settle);
    return ready.then(() => limiter);
  });
}

async function mongoLimiter(connection: Connection, state: PerDriver, options: WindowLimiterOptions): Promise<RateLimiterStoreAbstract> {
  // Built without its indexes, which are awaited here instead: the unique key index must exist
  // before the first count, or two instances' first hits could each make a row.
  const limiter = new RateLimiterMongo({ ...libraryOptions(options), storeClient: connection, disableIndexesCreation: true });
  state.prepared ??= run('mongodb', () => limiter.createIndexes()).catch((error: unknown) => {
    state.prepared = undefined;
    throw error;
  });
  await state.prepared;
  return limiter;
}

/** SQLite rows of ended windows, deleted now and then; a failure waits for the next sweep. */
function sweepSqlite(limiter: RateLimiterSQLite, state: PerDriver): void {
  const now = Date.now();
  if (now - state.lastSweep < SWEEP_EVERY_MS) return;
  state.lastSweep = now;
  const sweeper = limiter as unknown as { clearExpired(nowMs: number): Promise<void> };
  sweeper.clearExpired(now).catch(() => undefined);
}

/**
 * A call of the library: a refusal (RateLimiterRes) passes through; a failure of the database
 * becomes a StoreUnavailableError (503). better-sqlite3 is synchronous, so a SQLite database busy
 * with another process's write is waited for asynchronously, as the store's own calls do.
 */
function run<T>(kind: Store['kind'], call: () => Promise<T>): Promise<T> {
  const once = async () => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof RateLimiterRes || error instanceof AppError) throw error;
      const what = sqliteCode(error) ?? (error as { name?: string } | null)?.name ?? 'error';
      throw new StoreUnavailableError(`The rate limits could not be counted: ${what}`, { cause: error });
    }
  };
  return kind === 'sqlite' ? retryWhileBusy(once) : once();
}
