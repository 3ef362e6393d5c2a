import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/config/env';
import { AppError, StoreUnavailableError } from '@/lib/errors';
import type { Store } from './store';

export type { Store } from './store';

// Kept on globalThis so hot reloads and every route of one server process share one store.
const holder = globalThis as { __store?: Promise<Store>; __storeFailure?: { error: StoreUnavailableError; retry?: NodeJS.Timeout } };

/**
 * How often a store that could not be opened is tried again, in the background. Until it opens,
 * requests are refused at once: a MongoDB that is down takes 5 s to give up on (server
 * selection), and without this each request of an outage would hold its visitor, and a
 * connection of the proxy, that long before its 503. The site serves again within this time of
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
  if (failure) return Promise.reject(failure.error);
  holder.__store ??= open();
  return holder.__store;
}

function open(): Promise<Store> {
  return openStore().then(
    (store) => {
      holder.__storeFailure = undefined;
      return store;
    },
    (error: unknown) => {
      holder.__store = undefined;
      if (error instanceof AppError && !(error instanceof StoreUnavailableError)) throw error;
      // A folder that cannot be made, a file that cannot be opened: the store is unavailable.
      const unavailable = error instanceof StoreUnavailableError ? error : new StoreUnavailableError('Could not open the store.', { cause: error });
      const retry = setTimeout(() => {
        holder.__store = open();
        holder.__store.catch(() => undefined); // a failure schedules the next try
      }, STORE_RETRY_PAUSE_MS);
      retry.unref(); // never keeps a stopping process alive
      holder.__storeFailure = { error: unavailable, retry };
      throw unavailable;
    },
  );
}

async function openStore(): Promise<Store> {
  const env = getEnv();
  if (env.MONGODB_URI) return (await import('./mongo-store')).createMongoStore(env.MONGODB_URI);
  return (await import('./store')).createSqliteStore(sqliteFile(env.DATA_DIR));
}

export function sqliteFile(dataDir: string): string {
  return path.resolve(dataDir, 'site.db');
}
