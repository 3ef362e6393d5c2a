import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { visaFields } from '@/test/fixtures';
import { createSqliteStore } from '.';

describe('SQLite store file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sqlite-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('creates the data directory and the database on first use, in WAL mode', async () => {
    const file = path.join(dir, 'nested', 'site.db');
    const store = createSqliteStore(file);
    expect(await store.visas.count()).toBe(0);
    await store.close();
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBeGreaterThan(0);
    db.close();
  });

  test('keeps data across close and reopen', async () => {
    const file = path.join(dir, 'site.db');
    const first = createSqliteStore(file);
    const visa = await first.visas.create(visaFields({ title: 'Kept across restarts' }));
    await first.close();
    const second = createSqliteStore(file);
    expect(await second.visas.getById(visa._id)).toEqual(visa);
    await second.close();
  });

  test('two stores opened on one new file at once both migrate cleanly and see each other’s writes', async () => {
    const file = path.join(dir, 'site.db');
    const [a, b] = [createSqliteStore(file), createSqliteStore(file)];
    const visa = await a.visas.create(visaFields());
    expect(await b.visas.getBySlug(visa.slug)).toEqual(visa);
    await Promise.all([a.close(), b.close()]);
  });
});
