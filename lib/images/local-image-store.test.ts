import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalImageStore, readUpload, uploadsDir } from './local-image-store';

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
  });
});
