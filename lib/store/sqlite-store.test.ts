import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blogDefinition, visaDefinition } from '@/lib/content/content-definition';
import { blogFields, visaFields } from '@/test/fixtures';
import { createSqliteStore } from './store';

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

  test('each record is one JSON document per row, its fields as the declaration stores them, with the declared indexes', async () => {
    const file = path.join(dir, 'site.db');
    const store = createSqliteStore(file);
    const records = { visas: await store.visas.create(visaFields()), blogs: await store.blogs.create(blogFields()) };
    await store.close();
    const db = new Database(file, { readonly: true });
    for (const [table, definition] of [['visas', visaDefinition], ['blogs', blogDefinition]] as const) {
      const columns = (db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name);
      expect(columns).toEqual(['_id', 'doc']);
      const { doc } = db.prepare<[string], { doc: string }>(`SELECT doc FROM ${table} WHERE _id = ?`).get(records[table]._id)!;
      expect(Object.keys(JSON.parse(doc)).sort()).toEqual([...Object.keys(definition.shape), 'version', 'createdAt', 'updatedAt'].sort());
      const indexes = db.prepare<[string], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").all(table);
      expect(indexes.map((index) => index.name).sort()).toEqual([`${table}__createdAt_-1__id_-1`, `${table}__slug_1`]);
    }
    db.close();
  });

  test('a document written before a field was defined reads that field as empty, with no migration', async () => {
    const file = path.join(dir, 'site.db');
    const store = createSqliteStore(file);
    const visa = await store.visas.create(visaFields());
    const db = new Database(file);
    const { doc } = db.prepare<[string], { doc: string }>('SELECT doc FROM visas WHERE _id = ?').get(visa._id)!;
    const { about: _about, questions: _questions, ...older } = JSON.parse(doc) as Record<string, unknown>;
    db.prepare('UPDATE visas SET doc = ? WHERE _id = ?').run(JSON.stringify(older), visa._id);
    db.close();
    expect(await store.visas.getById(visa._id)).toEqual({ ...visa, about: '', questions: [] });
    await store.close();
  });
});
