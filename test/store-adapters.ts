import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Store } from '@/lib/store/store';
import { createSqliteStore } from '@/lib/store/store';

/**
 * The stores the integration tests run on: SQLite always, MongoDB when TEST_MONGODB_URI (set by
 * `npm test`, which starts the wire server in test/mongo-wire-server) or MONGODB_URI names a
 * server. Test titles carry the adapter as `[sqlite]` / `[mongodb]`, which
 * scripts/lib/jest-summary.mjs counts per store.
 */

const mongodbServer = () => process.env.TEST_MONGODB_URI || process.env.MONGODB_URI;

/** Where a store's data is: enough for another handle, in this process or a child process. */
export type StoreLocation = { kind: 'sqlite'; file: string } | { kind: 'mongodb'; uri: string };

export interface OpenedStore {
  store: Store;
  location: StoreLocation;
  /** Closes the store (if the test has not) and removes its data: the temp folder or the database. */
  dispose(): Promise<void>;
}

export interface AdapterUnderTest {
  name: 'sqlite' | 'mongodb';
  /** Opens an empty store of its own (a temp file, or a database of its own). */
  open(): Promise<OpenedStore>;
}

/** Opens the store at `location`, as a server process would. */
export async function openStoreAt(location: StoreLocation): Promise<Store> {
  if (location.kind === 'sqlite') return createSqliteStore(location.file);
  const { createMongoStore } = await import('@/lib/store/mongo-store');
  return createMongoStore(location.uri);
}

/**
 * A second handle on the same data in this process, standing for another server process: a
 * connection of its own on either store (a SQLite connection, a mongoose connection), closed by
 * its own close().
 */
export async function openSecondHandle(location: StoreLocation): Promise<Store> {
  return openStoreAt(location);
}

export const sqliteAdapter: AdapterUnderTest = {
  name: 'sqlite',
  async open() {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
    const file = path.join(dir, 'site.db');
    const store = createSqliteStore(file);
    return {
      store,
      location: { kind: 'sqlite', file },
      async dispose() {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const mongodb: AdapterUnderTest = {
  name: 'mongodb',
  async open() {
    const url = new URL(mongodbServer()!);
    url.pathname = `/test_${randomUUID().replace(/-/g, '').slice(0, 12)}`; // a database of its own per store
    const uri = url.toString();
    const store = await openStoreAt({ kind: 'mongodb', uri });
    return {
      store,
      location: { kind: 'mongodb', uri },
      async dispose() {
        await store.close(); // a no-op when the test closed it already
        await dropDatabase(uri);
      },
    };
  },
};

/** Drops a test database over a connection of its own, whatever state the store's connection is in. */
async function dropDatabase(uri: string): Promise<void> {
  const mongoose = (await import('mongoose')).default;
  const connection = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 }).asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}

/** SQLite always; MongoDB only where a server is configured, saying so when it is skipped. */
export function availableAdapters(): AdapterUnderTest[] {
  if (mongodbServer()) return [sqliteAdapter, mongodb];
  console.log('Store tests: skipping the MongoDB adapter because neither TEST_MONGODB_URI nor MONGODB_URI is set (`npm test` starts a wire server and sets the first).');
  return [sqliteAdapter];
}

/**
 * One empty store for the whole describe block: opened before its first test, handed to `opened`,
 * and disposed after its last (after `beforeDispose`, for settings a test changed site-wide).
 */
export function storeForSuite(adapter: AdapterUnderTest, opened: (store: Store) => void, beforeDispose?: () => Promise<unknown>): void {
  let dispose: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const store = await adapter.open();
    dispose = store.dispose;
    opened(store.store);
  });
  afterAll(async () => {
    await beforeDispose?.();
    await dispose();
  });
}
