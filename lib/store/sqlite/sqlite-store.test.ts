import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { blogDefinition, visaDefinition } from '@/lib/validation/content';
import { blogFields, visaFields } from '@/test/fixtures';
import { createSqliteStore } from '.';
import { migrations } from './migrations';

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

  test("content tables: the slug has a column, the definition's other fields are the JSON in data", async () => {
    const file = path.join(dir, 'site.db');
    const store = createSqliteStore(file);
    const records = { visas: await store.visas.create(visaFields()), blogs: await store.blogs.create(blogFields()) };
    await store.close();
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(file, { readonly: true });
    for (const [table, definition] of [['visas', visaDefinition], ['blogs', blogDefinition]] as const) {
      // A field that must be queried or unique needs a column of its own: a migration, and this list.
      const columns = (db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name);
      expect(columns).toEqual(['id', 'slug', 'data', 'version', 'created_at', 'updated_at']);
      const { data } = db.prepare<[string], { data: string }>(`SELECT data FROM ${table} WHERE id = ?`).get(records[table]._id)!;
      expect(Object.keys(JSON.parse(data)).sort()).toEqual(Object.keys(definition.shape).filter((field) => field !== 'slug').sort());
    }
    db.close();
  });

  test('a row written before a field was defined reads that field as empty, with no migration', async () => {
    const file = path.join(dir, 'site.db');
    const store = createSqliteStore(file);
    const visa = await store.visas.create(visaFields());
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(file);
    const { about: _about, questions: _questions, slug: _slug, ...older } = visa;
    db.prepare('UPDATE visas SET data = ? WHERE id = ?').run(JSON.stringify(older), visa._id);
    db.close();
    expect(await store.visas.getById(visa._id)).toEqual({ ...visa, about: '', questions: [] });
    await store.close();
  });
});

test('migration 6 gives leads stored before it their search text, names in lower case and phones in digits', () => {
  const db = new Database(':memory:');
  for (const sql of migrations.slice(0, 5)) db.exec(sql);
  const insert = db.prepare(`INSERT INTO submissions (id, kind, idempotency_key, fields, deliveries, created_at) VALUES (?, ?, ?, ?, '{}', '2020-01-01')`);
  insert.run('a', 'consultation', 'k1', JSON.stringify({ user_name: 'Aisha Khan', user_mobile: '501234567', user_cnty: 'France' }));
  insert.run('b', 'callback', 'k2', JSON.stringify({ user_mobile: '551112233' }));
  insert.run('c', 'career', 'k3', JSON.stringify({ usr_name: 'Lina', usr_email: 'Lina@Example.com', usr_location: 'Dubai', usr_desig: 'Sales' }));
  db.exec(migrations[5]!);
  expect(db.prepare('SELECT id, search_text AS text FROM submissions ORDER BY id').all()).toEqual([
    { id: 'a', text: 'aisha khan 501234567' },
    { id: 'b', text: '551112233' },
    { id: 'c', text: 'lina lina@example.com' },
  ]);
  db.close();
});

test('opening a store made before migration 7 fills in the phone and source channel of its leads', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-migrate-'));
  const file = path.join(dir, 'site.db');
  const db = new Database(file);
  for (const sql of migrations.slice(0, 6)) db.exec(sql);
  db.pragma('user_version = 6');
  const insert = db.prepare(`INSERT INTO submissions (id, kind, idempotency_key, fields, deliveries, source, created_at) VALUES (?, ?, ?, ?, '{}', ?, '2020-01-01T00:00:00.000Z')`);
  insert.run('0123456789abcdef01234561', 'callback', 'k1', JSON.stringify({ user_mobile: '551112233' }), JSON.stringify({ page: '/', utm: { utm_source: 'google' } }));
  insert.run('0123456789abcdef01234562', 'callback', 'k2', JSON.stringify({ user_mobile: '551112233' }), null);
  db.close();
  const store = await createSqliteStore(file);
  try {
    expect(await store.submissions.countByPhone(['551112233'])).toEqual({ '551112233': 2 });
    expect(await store.submissions.countBySource()).toEqual([
      { channel: 'google', count: 1 },
      { channel: 'unknown', count: 1 },
    ]);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
