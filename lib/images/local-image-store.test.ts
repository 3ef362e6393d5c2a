import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RETIRED_IMAGE_GRACE_MS } from './limits';
import { createLocalImageStore, readUpload, retiredUploadsDir, uploadsDir } from './local-image-store';

describe('local image store', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('saves under a generated name, reads it back, and removes it', async () => {
    const store = createLocalImageStore(dataDir);
    const { url } = await store.save({ bytes: Buffer.from('webp-bytes'), width: 1, height: 1 });
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const name = url.split('/').pop()!;
    expect((await readUpload(dataDir, name))?.toString()).toBe('webp-bytes');
    await store.remove(url);
    expect(existsSync(path.join(uploadsDir(dataDir), name))).toBe(false);
  });

  test.each(['../site.db', '..%2Fsite.db', 'a/../../etc/passwd', 'x.webp', '../../../../etc/passwd'])(
    'never reads or removes a path that is not a generated name: %s',
    async (name) => {
      expect(await readUpload(dataDir, name)).toBeNull();
      await expect(createLocalImageStore(dataDir).remove(`/uploads/${name}`)).resolves.toBeUndefined();
    },
  );

  test('leaves URLs it did not make alone', async () => {
    await expect(createLocalImageStore(dataDir).remove('/images/visas/germany-visa-from-dubai.webp')).resolves.toBeUndefined();
    await expect(createLocalImageStore(dataDir).retire('/images/visas/germany-visa-from-dubai.webp')).resolves.toBeUndefined();
    await expect(createLocalImageStore(dataDir).retire('/uploads/../site.db')).resolves.toBeUndefined();
  });

  describe('retiring a replaced or deleted image', () => {
    const saveOne = async (store = createLocalImageStore(dataDir)) => {
      const { url } = await store.save({ bytes: Buffer.from(`bytes of ${Math.random()}`), width: 1, height: 1 });
      return { url, name: url.split('/').pop()! };
    };
    /** Moves a retired file's retirement time back by `ms`. */
    const retiredAgo = (name: string, ms: number) => {
      const then = new Date(Date.now() - ms);
      utimesSync(path.join(retiredUploadsDir(dataDir), name), then, then);
    };

    test('takes it out of the live uploads but keeps it readable during the grace period', async () => {
      const store = createLocalImageStore(dataDir);
      const { url, name } = await saveOne(store);
      await store.retire(url);
      expect(existsSync(path.join(uploadsDir(dataDir), name))).toBe(false);
      expect(await readUpload(dataDir, name)).not.toBeNull();
    });

    test('the grace counts from the retirement, not from the upload', async () => {
      const store = createLocalImageStore(dataDir);
      const { url, name } = await saveOne(store);
      const longAgo = new Date(Date.now() - 2 * RETIRED_IMAGE_GRACE_MS);
      utimesSync(path.join(uploadsDir(dataDir), name), longAgo, longAgo);
      await store.retire(url);
      await saveOne(store); // the next admin write sweeps
      expect(await readUpload(dataDir, name)).not.toBeNull();
    });

    test('deletes it at the first admin write after the grace period, and only then', async () => {
      const store = createLocalImageStore(dataDir);
      const old = await saveOne(store);
      const recent = await saveOne(store);
      await store.retire(old.url);
      await store.retire(recent.url);
      retiredAgo(old.name, RETIRED_IMAGE_GRACE_MS + 1000);
      retiredAgo(recent.name, RETIRED_IMAGE_GRACE_MS - 60_000);
      await saveOne(store);
      expect(await readUpload(dataDir, old.name)).toBeNull();
      expect(await readUpload(dataDir, recent.name)).not.toBeNull();
    });

    test('an image already gone is not an error', async () => {
      const store = createLocalImageStore(dataDir);
      const { url } = await saveOne(store);
      await store.remove(url);
      await expect(store.retire(url)).resolves.toBeUndefined();
    });
  });
});
