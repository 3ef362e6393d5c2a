import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Store } from '@/lib/store/store';

/**
 * Where the encrypted bytes of documents live, reachable by every instance: GridFS on MongoDB
 * (the store's own connection), files under DATA_DIR/documents on SQLite (instances on one host
 * share that folder, as they share the database file). Never the public image host, never a
 * public folder. A location is a random 24-hex name the file's record holds.
 */
export interface DocumentVault {
  readonly kind: 'disk' | 'gridfs';
  /** Writes the stream's bytes, through the transforms, whole at `location` (a half-written file is removed). */
  write(location: string, bytes: Readable, ...transforms: Transform[]): Promise<void>;
  read(location: string): Readable;
  remove(location: string): Promise<void>;
  /** Whether bytes are stored at `location`: what tests and the retention check look at. */
  exists(location: string): Promise<boolean>;
}

const LOCATION = /^[0-9a-f]{24}$/;
const checked = (location: string) => {
  if (!LOCATION.test(location)) throw new Error(`Not a document location: ${location}`);
  return location;
};

export const GRIDFS_BUCKET = 'case_documents';

export function diskVault(dataDir: string): DocumentVault {
  const folder = path.resolve(dataDir, 'documents');
  const file = (location: string) => path.join(folder, `${checked(location)}.bin`);
  return {
    kind: 'disk',
    async write(location, bytes, ...transforms) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const target = file(location);
      const partial = `${target}.part`;
      try {
        await pipeline([bytes, ...transforms, createWriteStream(partial, { mode: 0o600, flags: 'wx' })]);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    read: (location) => createReadStream(file(location)),
    remove: (location) => rm(file(location), { force: true }),
    exists: async (location) => (await stat(file(location)).catch(() => null)) !== null,
  };
}

interface GridFsConnection {
  db: unknown;
}

export function gridFsVault(connection: GridFsConnection, mongo: typeof import('mongoose')['mongo']): DocumentVault {
  const bucket = () => new mongo.GridFSBucket(connection.db as never, { bucketName: GRIDFS_BUCKET });
  const idsOf = async (location: string) => (await bucket().find({ filename: checked(location) }).toArray()).map((file) => file._id);
  return {
    kind: 'gridfs',
    async write(location, bytes, ...transforms) {
      const upload = bucket().openUploadStream(checked(location));
      try {
        await pipeline([bytes, ...transforms, upload as unknown as Writable]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        for (const id of await idsOf(location)) await bucket().delete(id).catch(() => undefined);
        throw error;
      }
    },
    read: (location) => bucket().openDownloadStreamByName(checked(location)) as unknown as Readable,
    async remove(location) {
      for (const id of await idsOf(location)) await bucket().delete(id);
    },
    exists: async (location) => (await idsOf(location)).length > 0,
  };
}

/** The vault of this store: GridFS through its mongoose connection, or DATA_DIR/documents beside the SQLite file. */
export async function vaultFor(store: Pick<Store, 'kind' | 'documents'>, dataDir: string): Promise<DocumentVault> {
  if (store.kind === 'sqlite') return diskVault(dataDir);
  const { mongo } = await import('mongoose');
  return gridFsVault(store.documents.driver() as GridFsConnection, mongo);
}

