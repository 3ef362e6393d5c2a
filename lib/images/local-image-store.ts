import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './image-store';

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Generated names only: nothing a visitor or admin typed ever becomes a path. */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.webp$/;

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

export function createLocalImageStore(dataDir: string): ImageStore {
  const dir = uploadsDir(dataDir);
  return {
    async save({ bytes }) {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return { url: `${UPLOADS_URL_PREFIX}${name}` };
    },
    async remove(url) {
      const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
      if (UPLOAD_NAME.test(name)) await rm(path.join(dir, name), { force: true });
    },
  };
}

/** Reads an uploaded image by its generated name, or null when the name is not one of ours. */
export async function readUpload(dataDir: string, name: string): Promise<Buffer | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  try {
    return await readFile(path.join(uploadsDir(dataDir), name));
  } catch {
    return null;
  }
}
