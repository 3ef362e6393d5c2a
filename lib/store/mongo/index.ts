import mongoose, { type Model, Schema } from 'mongoose';
import { StoreUnavailableError } from '@/lib/errors';
import type { DocumentStore } from '../documents';
import { indexName, type RecordDeclaration } from '../record';
import { upgradeFirstLayout } from '../upgrade/mongo-first-layout';
import { mongoCollection } from './collection';
import { guard } from './errors';

type Document = Record<string, unknown> & { _id: string };

/**
 * A record's model: its collection, string ids, and its declared indexes, nothing else. The
 * documents' shape is the declaration's zod schema, checked before every insert; mongoose keeps
 * the connection and the indexes.
 */
function modelOf(connection: mongoose.Connection, { name, indexes }: RecordDeclaration): Model<Document> {
  const schema = new Schema<Document>({ _id: String }, { collection: name, strict: false, versionKey: false, autoIndex: false, autoCreate: false });
  for (const index of indexes) schema.index(index.paths, { unique: Boolean(index.unique), name: indexName(index) });
  return connection.model<Document>(name, schema, name);
}

/**
 * The production store: MongoDB through mongoose, one connection per store. Opening upgrades a
 * database of the first layout (./../upgrade/mongo-first-layout.ts) and brings every collection's
 * indexes to its declaration's (declared ones built, others dropped) before the store is handed out.
 */
export async function openMongoDocuments(uri: string, declarations: readonly RecordDeclaration[]): Promise<DocumentStore> {
  const connection = await mongoose
    .createConnection(uri, { serverSelectionTimeoutMS: 5000, maxPoolSize: 10, ignoreUndefined: true })
    .asPromise()
    .catch((error: unknown) => {
      throw new StoreUnavailableError('Could not connect to MongoDB.', { cause: error });
    });
  try {
    const models = new Map(declarations.map((declaration) => [declaration.name, modelOf(connection, declaration)]));
    await guard(() => upgradeFirstLayout(connection, declarations));
    await guard(() => Promise.all([...models.values()].map((model) => model.syncIndexes())));
    const collections = new Map(declarations.map((declaration) => [declaration.name, mongoCollection(models.get(declaration.name)!, declaration)]));
    return {
      kind: 'mongodb',
      collection(declaration) {
        const collection = collections.get(declaration.name);
        if (!collection) throw new Error(`The store was not opened with the record "${declaration.name}".`);
        return collection as never;
      },
      driver: () => connection,
      close: () => connection.close(),
    };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}
