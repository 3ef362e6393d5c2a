import type { DocumentStore } from '../documents';
import type { RecordDeclaration } from '../record';
import { sqliteCollection } from './collection';
import { openDatabase } from './open-database';

/** The embedded store: one SQLite file of JSON documents, made and upgraded on first use. */
export function openSqliteDocuments(file: string, declarations: readonly RecordDeclaration[]): DocumentStore {
  const db = openDatabase(file, declarations);
  const collections = new Map(declarations.map((declaration) => [declaration.name, sqliteCollection(db, declaration)]));
  return {
    kind: 'sqlite',
    collection(declaration) {
      const collection = collections.get(declaration.name);
      if (!collection) throw new Error(`The store was not opened with the record "${declaration.name}".`);
      return collection as never;
    },
    driver: () => db,
    async close() {
      db.close();
    },
  };
}
