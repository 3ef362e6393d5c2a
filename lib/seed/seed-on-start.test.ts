/**
 * A store that is unreachable when the server starts: the start goes on, and the store is seeded
 * as soon as it can be opened, with no restart (every URL answered 500 until a manual
 * restart). The SQLite file's folder is made impossible to create, then possible.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Store } from '@/lib/store/store';
import { waitUntil } from '@/test/leads/harness';

const root = mkdtempSync(path.join(tmpdir(), 'seed-on-start-'));
const blocker = path.join(root, 'not-a-folder');
const dataDir = path.join(blocker, 'data'); // a folder inside a plain file cannot be created

beforeAll(() => {
  writeFileSync(blocker, 'a file where the data folder’s parent should be');
  Object.assign(process.env, { DATA_DIR: dataDir, MONGODB_URI: '', NODE_ENV: 'test', ADMIN_EMAIL: 'owner@ztartvisa.test', ADMIN_PASSWORD: 'owner-password-1' });
});

afterAll(async () => {
  const holder = globalThis as { __store?: Promise<Store> };
  await (await holder.__store?.catch(() => undefined))?.close();
  rmSync(root, { recursive: true, force: true });
});

test('an unreachable store does not stop the start, and is seeded once it can be opened, with no restart', async () => {
  const { seedOnStart } = await import('./seed-on-start');
  const { parseEnv } = await import('@/lib/config/env-schema');
  const logged: string[] = [];
  await seedOnStart(parseEnv(process.env), { log: (line) => logged.push(line), retryMs: 50 });
  expect(logged).toHaveLength(1);
  expect(logged[0]).toMatch(/could not be opened or seeded .*trying again in 0.05 s/);

  await new Promise((resolve) => setTimeout(resolve, 120)); // a retry or two fail meanwhile
  rmSync(blocker);
  mkdirSync(dataDir, { recursive: true }); // the store comes back

  const { getStore } = await import('@/lib/store');
  await waitUntil(() => logged.at(-1) === 'The store is reachable again and seeded.', 5_000, () => logged.join('\n'));
  const store = await getStore();
  expect(await store.visas.count()).toBeGreaterThan(0);
  expect((await store.admins.findByEmail('owner@ztartvisa.test'))?.email).toBe('owner@ztartvisa.test');
});
