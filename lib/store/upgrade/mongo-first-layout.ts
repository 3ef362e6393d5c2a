import type mongoose from 'mongoose';
import { isDuplicateKey } from '../mongo/errors';
import { type RecordDeclaration, storedDocument } from '../record';
import { FIRST_LAYOUT_COLLECTIONS, type LegacyDocument, toDocument } from './first-layout';

/** The mark, in `meta`, of a database whose collections hold declared documents. */
const LAYOUT_MARK = 'store:documents-layout';
/** Where the upgrade keeps its lock and its progress while it runs. */
const PROGRESS = 'store_upgrade';
const BATCH = 500;
const STALE_LOCK_MS = 5 * 60_000;
const WAIT_MS = 250;

/** ObjectIds as hex, Dates as ISO strings, anywhere in a document: the documents' JSON. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    if ((value as { _bsontype?: string })._bsontype === 'ObjectId') return String(value);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  }
  return value;
}

/**
 * Upgrades a database of the first layout (../upgrade/first-layout.ts) before the store opens: each
 * collection is copied aside whole (`legacy_…`), emptied, and filled again with its documents as
 * their declarations store them; then the database is marked. MongoDB has no transaction here,
 * so every step can be repeated: a start that stops half-way (a crash, a deploy) resumes from the
 * copies on the next start, and two instances starting at once take turns through a lock.
 */
export async function upgradeFirstLayout(connection: mongoose.Connection, declarations: readonly RecordDeclaration[]): Promise<void> {
  const db = connection.db!;
  const meta = db.collection('meta');
  if (await meta.findOne({ key: LAYOUT_MARK })) return;
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name));
  const legacy = FIRST_LAYOUT_COLLECTIONS.filter((name) => existing.has(name) || existing.has(`legacy_${name}`));
  if (legacy.length === 0) {
    // A new database: marked by whichever instance opens it first.
    await meta.insertOne({ _id: LAYOUT_MARK as never, key: LAYOUT_MARK, createdAt: new Date().toISOString() }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    });
    return;
  }
  const progress = db.collection<{ _id: string; at?: number }>(PROGRESS);
  if (!(await takeLock(progress))) return waitForUpgrade(meta);
  try {
    const byName = new Map(declarations.map((declaration) => [declaration.name, declaration]));
    for (const name of legacy) {
      const copy = db.collection(`legacy_${name}`);
      if (!(await progress.findOne({ _id: `copied:${name}` }))) {
        await copy.drop().catch(() => undefined);
        for await (const batch of batches(db.collection(name).find())) await copy.insertMany(batch);
        await progress.insertOne({ _id: `copied:${name}` });
      }
      await db.collection(name).drop().catch(() => undefined);
      const declaration = byName.get(name)!;
      for await (const batch of batches(copy.find())) {
        const documents = batch.map((raw) => {
          const { _id, ...fields } = toDocument(name, plain(raw) as LegacyDocument);
          return { _id, ...storedDocument(declaration, fields as never) };
        });
        await db.collection(name).insertMany(documents as never[], { ordered: false });
      }
    }
    await db.collection('rate_limits').drop().catch(() => undefined);
    await meta.insertOne({ _id: LAYOUT_MARK as never, key: LAYOUT_MARK, createdAt: new Date().toISOString() });
    for (const name of legacy) await db.collection(`legacy_${name}`).drop().catch(() => undefined);
    await progress.drop();
  } catch (error) {
    // The copies and the record of them stay for the next start to resume from; only the lock goes.
    await progress.deleteOne({ _id: 'lock' }).catch(() => undefined);
    throw error;
  }
}

async function* batches<T>(cursor: AsyncIterable<T>): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const document of cursor) {
    batch.push(document);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** The upgrade's lock: taken by one instance; one left by an instance that died long ago is taken over. */
async function takeLock(progress: mongoose.mongo.Collection<{ _id: string; at?: number }>): Promise<boolean> {
  try {
    await progress.insertOne({ _id: 'lock', at: Date.now() });
    return true;
  } catch {
    const stale = await progress.findOneAndUpdate({ _id: 'lock', at: { $lt: Date.now() - STALE_LOCK_MS } }, { $set: { at: Date.now() } });
    return stale !== null;
  }
}

async function waitForUpgrade(meta: mongoose.mongo.Collection): Promise<void> {
  const deadline = Date.now() + STALE_LOCK_MS;
  while (Date.now() < deadline) {
    if (await meta.findOne({ key: LAYOUT_MARK })) return;
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
  throw new Error('Another instance has been upgrading the database for five minutes: see its log.');
}
