import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Store } from '@/lib/store/types';
import { createSqliteStore } from '@/lib/store/sqlite';

export interface AdapterUnderTest {
  name: string;
  /** Opens an empty store; `dispose` closes it and removes its data. */
  open(): Promise<{ store: Store; dispose(): Promise<void> }>;
}

const sqlite: AdapterUnderTest = {
  name: 'sqlite',
  async open() {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-contract-'));
    const store = createSqliteStore(path.join(dir, 'site.db'));
    return {
      store,
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
    const url = new URL(process.env.MONGODB_URI!);
    url.pathname = `/store_contract_${randomUUID().slice(0, 8)}`; // a database of its own per suite
    const { createMongoStore } = await import('@/lib/store/mongo');
    const store = await createMongoStore(url.toString());
    return {
      store,
      async dispose() {
        const mongoose = (await import('mongoose')).default;
        await mongoose.connection.dropDatabase();
        await store.close();
      },
    };
  },
};

/** SQLite always; MongoDB only where a server is configured, saying so when it is skipped. */
export function availableAdapters(): AdapterUnderTest[] {
  if (process.env.MONGODB_URI) return [sqlite, mongodb];
  console.log('Store contract: skipping the MongoDB adapter because MONGODB_URI is not set (no MongoDB server here).');
  return [sqlite];
}
