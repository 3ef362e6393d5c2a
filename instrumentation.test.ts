/**
 * What the server's start-up hook does to the store: `next build` runs it (and reads the store
 * while it prerenders) but must never change a real database; a real start seeds an empty one.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSqliteStore } from '@/lib/store/store';

const dataDir = mkdtempSync(path.join(tmpdir(), 'instrumentation-'));
const saved = { ...process.env };

beforeEach(() => {
  jest.resetModules();
  (globalThis as { __store?: unknown }).__store = undefined;
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'x'.repeat(40),
    DOCUMENTS_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL: 'owner@ztartvisa.test',
    ADMIN_PASSWORD: 'owner-password-1',
    MONGODB_URI: '',
    NEXT_RUNTIME: 'nodejs',
  });
});

afterEach(async () => {
  const holder = globalThis as { __store?: Promise<{ close(): Promise<void> }> };
  await (await holder.__store)?.close();
  holder.__store = undefined;
  process.env = { ...saved };
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function storedCounts() {
  const store = createSqliteStore(path.join(dataDir, 'site.db'));
  try {
    return { visas: await store.visas.count(), blogs: await store.blogs.count(), admins: await store.admins.count() };
  } finally {
    await store.close();
  }
}

test('during `next build` the hook and the store it opens write nothing: no content, no admin', async () => {
  process.env.NEXT_PHASE = 'phase-production-build';
  const { register } = await import('./instrumentation');
  await register();
  // The build reads pages' data through getStore(): opening must not seed either.
  const { getStore } = await import('@/lib/store');
  expect(await (await getStore()).visas.list()).toEqual([]);
  expect(await storedCounts()).toEqual({ visas: 0, blogs: 0, admins: 0 });
});

test('a server start seeds the empty store and creates the first admin from the environment', async () => {
  delete process.env.NEXT_PHASE;
  const { register } = await import('./instrumentation');
  await register();
  const { getLeadsRuntime } = await import('@/lib/leads/runtime');
  await getLeadsRuntime().worker.stop();
  await (await import('@/lib/publishing/runtime')).getPublishingScheduler().stop();
  const counts = await storedCounts();
  expect(counts.visas).toBeGreaterThan(0);
  expect(counts.blogs).toBeGreaterThan(0);
  expect(counts.admins).toBe(1);
});

test('a server start marks what the build prerendered as stale, so pages render from this store', async () => {
  delete process.env.NEXT_PHASE;
  const started = Date.now();
  const { register } = await import('./instrumentation');
  await register();
  const { getLeadsRuntime } = await import('@/lib/leads/runtime');
  await getLeadsRuntime().worker.stop();
  await (await import('@/lib/publishing/runtime')).getPublishingScheduler().stop();
  const store = createSqliteStore(path.join(dataDir, 'site.db'));
  try {
    const expirations = await store.cacheTags.expirations();
    expect(expirations.visas).toBeGreaterThanOrEqual(started);
    expect(expirations.blogs).toBeGreaterThanOrEqual(started);
  } finally {
    await store.close();
  }
});
