import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/config/env';
import { AppError, StoreUnavailableError } from '@/lib/errors';
import type { Store } from './types';

export type * from './types';

// Kept on globalThis so hot reloads and every route of one server process share one store.
const holder = globalThis as { __store?: Promise<Store>; __storeFailure?: { at: number; error: StoreUnavailableError } };

/**
 * How long after a failed open requests are refused at once rather than each trying again. A
 * MongoDB that is down takes 5 s to give up on (server selection): without this pause every
 * request of an outage would hold its visitor, and a connection of the proxy, that long before
 * answering 503. The first request after it tries again, so the site serves within this time of
 * the store coming back.
 */
export const STORE_RETRY_PAUSE_MS = 2_000;

/**
 * The store for this process: MongoDB when MONGODB_URI is set, else the SQLite file under
 * DATA_DIR. Chosen once. Opening never writes content: `next build` reads the store through here
 * while it prerenders, and must not change a real database (seeding is `ensureSeeded`, called when
 * the server starts and by `npm run seed`).
 */
export function getStore(): Promise<Store> {
  const failure = holder.__storeFailure;
  if (!holder.__store && failure && Date.now() - failure.at < STORE_RETRY_PAUSE_MS) return Promise.reject(failure.error);
  holder.__store ??= openStore().then(
    (store) => {
      holder.__storeFailure = undefined;
      return store;
    },
    (error: unknown) => {
      holder.__store = undefined; // let a later request try again (e.g. the database came back)
      if (error instanceof AppError && !(error instanceof StoreUnavailableError)) throw error;
      // A folder that cannot be made, a file that cannot be opened: the store is unavailable.
      const unavailable = error instanceof StoreUnavailableError ? error : new StoreUnavailableError('Could not open the store.', { cause: error });
      holder.__storeFailure = { at: Date.now(), error: unavailable };
      throw unavailable;
    },
  );
  return holder.__store;
}

async function openStore(): Promise<Store> {
  const env = getEnv();
  return env.MONGODB_URI
    ? (await import('./mongo')).createMongoStore(env.MONGODB_URI)
    : (await import('./sqlite')).createSqliteStore(sqliteFile(env.DATA_DIR));
}

export function sqliteFile(dataDir: string): string {
  return path.resolve(dataDir, 'site.db');
}
