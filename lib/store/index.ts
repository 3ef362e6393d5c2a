import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/config/env';
import { AppError, StoreUnavailableError } from '@/lib/errors';
import type { Store } from './types';

export type * from './types';

// Kept on globalThis so hot reloads and every route of one server process share one store.
const holder = globalThis as { __store?: Promise<Store> };

/**
 * The store for this process: MongoDB when MONGODB_URI is set, else the SQLite file under
 * DATA_DIR. Chosen once. Opening never writes content: `next build` reads the store through here
 * while it prerenders, and must not change a real database (seeding is `ensureSeeded`, called when
 * the server starts and by `npm run seed`).
 */
export function getStore(): Promise<Store> {
  holder.__store ??= openStore().catch((error: unknown) => {
    holder.__store = undefined; // let the next request try again (e.g. the database came back)
    // A folder that cannot be made, a file that cannot be opened: the store is unavailable.
    throw error instanceof AppError ? error : new StoreUnavailableError('Could not open the store.', { cause: error });
  });
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
