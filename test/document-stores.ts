import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentStore } from '@/lib/store/documents';
import { openMongoDocuments } from '@/lib/store/mongo';
import type { RecordDeclaration } from '@/lib/store/record';
import { openSqliteDocuments } from '@/lib/store/sqlite';

/**
 * The two document stores under the generic contract's tests, each on a place of its own (a temp
 * SQLite file, a database on the wire server) that can be opened again with other declarations,
 * as a newer release of the code would open it.
 */
export interface DocumentStoreUnderTest {
  name: 'sqlite' | 'mongodb';
  /** A new empty place; `open` opens it (again) with these declarations; `dispose` removes it. */
  place(): { open(declarations: readonly RecordDeclaration[]): Promise<DocumentStore>; dispose(): Promise<void> };
}

const sqlite: DocumentStoreUnderTest = {
  name: 'sqlite',
  place() {
    const dir = mkdtempSync(path.join(tmpdir(), 'documents-'));
    const opened: DocumentStore[] = [];
    return {
      async open(declarations) {
        const store = openSqliteDocuments(path.join(dir, 'site.db'), declarations);
        opened.push(store);
        return store;
      },
      async dispose() {
        await Promise.all(opened.map((store) => store.close().catch(() => undefined)));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const mongodb: DocumentStoreUnderTest = {
  name: 'mongodb',
  place() {
    const url = new URL((process.env.TEST_MONGODB_URI || process.env.MONGODB_URI)!);
    url.pathname = `/documents_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const opened: DocumentStore[] = [];
    return {
      async open(declarations) {
        const store = await openMongoDocuments(url.toString(), declarations);
        opened.push(store);
        return store;
      },
      async dispose() {
        await Promise.all(opened.map((store) => store.close().catch(() => undefined)));
        const mongoose = (await import('mongoose')).default;
        const connection = await mongoose.createConnection(url.toString(), { serverSelectionTimeoutMS: 5000 }).asPromise();
        await connection.dropDatabase();
        await connection.close();
      },
    };
  },
};

export function documentStoresUnderTest(): DocumentStoreUnderTest[] {
  return process.env.TEST_MONGODB_URI || process.env.MONGODB_URI ? [sqlite, mongodb] : [sqlite];
}
