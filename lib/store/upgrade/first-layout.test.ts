import { blogDefinition, visaDefinition } from '@/lib/content/content-definition';
import { isFilled, isTranslationField } from '@/lib/i18n/translatable';
import { emptyValuesOf } from '@/lib/validation/content-shape';
import type { z } from '@/lib/validation/z';
import { EJSON } from 'bson';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fromLegacyCountryPage, type LegacyCountryPage } from '@/lib/country-pages/legacy-fields';
import type { VisaFields } from '@/lib/content/content-definition';
import { SITE_LIST_NAMES } from '@/lib/site-lists/site-list-definitions';
import { createMongoStore } from '../mongo-store';
import { createSqliteStore, type Store } from '../store';

/**
 * A store written by the first layout's code (test/legacy-store: seeded, with leads, drafts,
 * revisions, staff, invitations, facts, lists, redirects, audit entries, settings, cache tags and
 * marks) opens with the declarations' layout with every record as that code read it back.
 */

const fixture = (store: 'sqlite' | 'mongodb', file: string) => gunzipSync(readFileSync(path.resolve('test/legacy-store', store, file)));
type Expected = Record<string, unknown> & { revisions: Array<{ recordId: string }>; marks: string[] };

/** A stored value without the empty Arabic fields (and fingerprints) MongoDB fills in from the declarations' defaults. */
function untranslated(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(untranslated);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(record).filter(([name, field]) => !isTranslationField(name, record) || isFilled(field)).map(([name, field]) => [name, untranslated(field)]));
}

async function readsAsBefore(store: Store, expected: Expected) {
  const recordId = expected.revisions[0]!.recordId;
  // Fields added to the definitions since (the author, the Arabic) read as empty.
  const added = (definition: z.ZodObject) => {
    const empty = emptyValuesOf(definition) as Record<string, unknown>;
    return { ...Object.fromEntries(Object.keys(empty).filter((name) => isTranslationField(name, empty)).map((name) => [name, empty[name]])), authorId: '' };
  };
  const asNow = (records: unknown, definition: z.ZodObject) => (records as object[]).map((record) => ({ ...record, ...added(definition) }));
  expect(await store.visas.list()).toEqual(asNow(expected.visas, visaDefinition));
  expect(await store.blogs.list()).toEqual(asNow(expected.blogs, blogDefinition));
  // Under the names the fields have now, with nothing else changed (an Arabic field added since, if stored, is empty).
  expect(untranslated(await store.countryPages.list())).toEqual((expected.countryPages as LegacyCountryPage[]).map((page) => fromLegacyCountryPage(page)));
  expect(await store.countryPages.getBySlug('spain-visa-dubai')).toMatchObject({ subtitle: 'Edited before the upgrade', testimonialAuthor: 'Legacy Author', metaDescription: 'A meta description written before the upgrade.' });
  expect(await store.admins.list()).toEqual(expected.admins);
  expect(await store.invitations.listPending('2026-11-27T00:00:00.000Z')).toEqual(expected.invitations);
  expect(await store.invitations.findByTokenHash('d'.repeat(64))).toEqual(expected.acceptedInvitation);
  expect(await store.settings.get('require-second-factor')).toBe((expected.settings as Record<string, string>)['require-second-factor']);
  expect(untranslated(await store.visaFacts.list())).toEqual(expected.visaFacts);
  // A list added after the first layout (the company facts) is simply not stored yet.
  for (const name of SITE_LIST_NAMES) expect(untranslated(await store.siteLists.get(name))).toEqual((expected.siteLists as Record<string, unknown>)[name] ?? null);
  expect(await store.redirects.list()).toEqual(expected.redirects);
  expect(await store.drafts.list()).toEqual(expected.drafts);
  expect(await store.revisions.list('visa', recordId)).toEqual(expected.revisions);
  expect(await store.audit.list({ limit: 1000 })).toEqual(expected.audit);
  // A lead stored before languages were recorded was sent from an English page.
  expect(await store.submissions.list()).toEqual((expected.submissions as object[]).map((lead) => ({ ...lead, language: 'en' })));
  expect(await store.cacheTags.expirations()).toEqual(expected.cacheTags);
  for (const mark of expected.marks) expect(await store.hasMark(mark)).toBe(true);
  // The finding columns were made from the old rows: the lead search and the counts work on them.
  expect((await store.submissions.list({ search: '050 123 4567' })).map((lead) => lead.idempotencyKey)).toEqual(['legacy-lead-1']);
  expect(await store.submissions.countByStage()).toMatchObject({ won: 1, new: 3 });
}

test('[sqlite] a file of the first layout opens with every record intact, and is upgraded once', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'legacy-sqlite-'));
  const file = path.join(dir, 'site.db');
  writeFileSync(file, fixture('sqlite', 'site.db.gz'));
  const expected = JSON.parse(fixture('sqlite', 'expected.json.gz').toString('utf8')) as Expected;
  try {
    const store = createSqliteStore(file);
    await readsAsBefore(store, expected);
    const tables = (store.documents.driver() as import('better-sqlite3').Database).prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    expect(tables.map((table) => table.name).filter((name) => name.startsWith('legacy_') || name === 'rate_hits')).toEqual([]);
    const added = await store.visas.create({ ...(expected.visas as VisaFields[])[0]!, slug: 'after-the-upgrade' });
    await store.close();

    const reopened = createSqliteStore(file);
    expect(await reopened.visas.getById(added._id)).toEqual(added);
    expect(await reopened.visas.count()).toBe((expected.visas as unknown[]).length + 1);
    await reopened.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const mongodbServer = process.env.TEST_MONGODB_URI || process.env.MONGODB_URI;

(mongodbServer ? test : test.skip)('[mongodb] a database of the first layout opens with every record intact, and is upgraded once', async () => {
  const url = new URL(mongodbServer!);
  url.pathname = `/legacy_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const mongoose = (await import('mongoose')).default;
  const connection = await mongoose.createConnection(url.toString(), { serverSelectionTimeoutMS: 5000 }).asPromise();
  const dump = EJSON.parse(fixture('mongodb', 'mongodb.json.gz').toString('utf8'), { relaxed: false }) as Record<string, { indexes: Array<{ key: object; name: string; unique?: boolean }>; documents: object[] }>;
  const expected = JSON.parse(fixture('mongodb', 'expected.json.gz').toString('utf8')) as Expected;
  const opened: Store[] = [];
  try {
    // The database as the first layout left it: its documents (ObjectIds, Dates) and its indexes.
    for (const [name, { indexes, documents }] of Object.entries(dump)) {
      const collection = connection.db!.collection(name);
      if (documents.length) await collection.insertMany(documents as never[]);
      for (const index of indexes.filter((each) => each.name !== '_id_')) await collection.createIndex(index.key as never, { name: index.name, unique: index.unique });
    }
    const store = await createMongoStore(url.toString());
    opened.push(store);
    await readsAsBefore(store, expected);
    const collections = (await connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name);
    expect(collections.filter((name) => name.startsWith('legacy_') || name === 'store_upgrade')).toEqual([]);
    expect(await connection.db!.collection('rate_limits').countDocuments()).toBe(0);
    const added = await store.visas.create({ ...(expected.visas as VisaFields[])[0]!, slug: 'after-the-upgrade' });
    await store.close();

    const reopened = await createMongoStore(url.toString());
    opened.push(reopened);
    expect(await reopened.visas.getById(added._id)).toEqual(added);
    expect(await reopened.visas.count()).toBe((expected.visas as unknown[]).length + 1);
    await reopened.close();
  } finally {
    for (const store of opened) await store.close().catch(() => undefined);
    await connection.dropDatabase();
    await connection.close();
  }
});

test('[sqlite] a file of the first layout\'s first version, before leads had sources, a pipeline or staff roles, upgrades with their defaults', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'legacy-sqlite-v1-'));
  const file = path.join(dir, 'site.db');
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(file);
  db.exec(`
    CREATE TABLE admin_users (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL, display_name TEXT NOT NULL,
      session_version INTEGER NOT NULL DEFAULT 1, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
    CREATE TABLE submissions (id TEXT PRIMARY KEY, kind TEXT NOT NULL, idempotency_key TEXT NOT NULL UNIQUE, fields TEXT NOT NULL,
      deliveries TEXT NOT NULL, crm_status TEXT, email_status TEXT, next_attempt_at TEXT, created_at TEXT NOT NULL);
    CREATE TABLE meta (key TEXT PRIMARY KEY, created_at TEXT NOT NULL);
    PRAGMA user_version = 1;
  `);
  db.prepare('INSERT INTO admin_users VALUES (?, ?, ?, ?, 3, ?, ?)').run('6650a1b2c3d4e5f6a7b8c9d0', 'admin@example.ae', '$2b$12$hash', 'Admin', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z');
  db.prepare('INSERT INTO submissions VALUES (?, ?, ?, ?, ?, NULL, NULL, NULL, ?)').run(
    '6650a1b2c3d4e5f6a7b8c9d1', 'callback', 'k1', JSON.stringify({ user_mobile: '+971 55 111 2233' }), '{}', '2024-01-02T00:00:00.000Z',
  );
  db.prepare('INSERT INTO meta VALUES (?, ?)').run('seed:content:v1', '2024-01-01T00:00:00.000Z');
  db.close();
  try {
    const store = createSqliteStore(file);
    expect(await store.admins.findByEmail('admin@example.ae')).toMatchObject({ role: 'owner', disabled: false, sessionVersion: 3, totpSecret: null, backupCodes: [] });
    const [lead] = await store.submissions.list();
    expect(lead).toMatchObject({ kind: 'callback', source: null, pipeline: { stage: 'new', notes: [] } });
    expect(await store.submissions.countByPhone(['551112233'])).toEqual({ '551112233': 1 });
    expect(await store.submissions.countBySource()).toEqual([{ channel: 'unknown', count: 1 }]);
    expect(await store.hasMark('seed:content:v1')).toBe(true);
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
