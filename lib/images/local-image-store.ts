import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './image-store';
import { RETIRED_IMAGE_GRACE_MS } from './limits';

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Generated names only: nothing a visitor or admin typed ever becomes a path. */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.webp$/;

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** Replaced and deleted uploads during their grace period, beside (not inside) the live ones. */
export function retiredUploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads-retired');
}

function uploadName(url: string): string | null {
  const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
  return UPLOAD_NAME.test(name) ? name : null;
}

export function createLocalImageStore(dataDir: string): ImageStore {
  const dir = uploadsDir(dataDir);
  const retiredDir = retiredUploadsDir(dataDir);

  /** Deletes retired uploads whose grace is over. Runs on each admin write: no timer to lose. */
  async function sweepRetired() {
    const names = await readdir(retiredDir).catch(() => [] as string[]);
    const cutoff = Date.now() - RETIRED_IMAGE_GRACE_MS;
    for (const name of names.filter((candidate) => UPLOAD_NAME.test(candidate))) {
      const file = path.join(retiredDir, name);
      const retiredAt = await stat(file).then((info) => info.mtimeMs, () => null);
      if (retiredAt !== null && retiredAt <= cutoff) await rm(file, { force: true });
    }
  }

  return {
    async save({ bytes }) {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.webp`;
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      await sweepRetired();
      return { url: `${UPLOADS_URL_PREFIX}${name}` };
    },
    async remove(url) {
      const name = uploadName(url);
      if (name) await rm(path.join(dir, name), { force: true });
    },
    async retire(url) {
      const name = uploadName(url);
      if (!name) return;
      await mkdir(retiredDir, { recursive: true });
      const target = path.join(retiredDir, name);
      try {
        await rename(path.join(dir, name), target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return; // already gone
      }
      // The grace counts from now, not from the upload: a rename keeps the old times.
      const now = new Date();
      await utimes(target, now, now);
      await sweepRetired();
    },
  };
}

/**
 * Reads an uploaded image by its generated name, live or in its grace period, or null when the
 * name is not one of ours.
 */
export async function readUpload(dataDir: string, name: string): Promise<Buffer | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  for (const folder of [uploadsDir(dataDir), retiredUploadsDir(dataDir)]) {
    try {
      return await readFile(path.join(folder, name));
    } catch {
      // not in this folder
    }
  }
  return null;
}
