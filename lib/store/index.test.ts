/**
 * A store that cannot be opened: requests are refused at once while it is tried again in the
 * background (a MongoDB that is down takes seconds to give up on each time), and they are served
 * once a try succeeds, with no restart. The SQLite file's folder is made impossible to
 * create, then possible.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StoreUnavailableError } from '@/lib/errors';
import type { Store } from './store';

const root = mkdtempSync(path.join(tmpdir(), 'store-open-'));
const blocker = path.join(root, 'not-a-folder');
const saved = { ...process.env };

beforeAll(() => {
  writeFileSync(blocker, 'a file where the data folder’s parent should be');
  Object.assign(process.env, { DATA_DIR: path.join(blocker, 'data'), MONGODB_URI: '', NODE_ENV: 'test' });
});

afterAll(async () => {
  const holder = globalThis as { __store?: Promise<Store> };
  await (await holder.__store?.catch(() => undefined))?.close();
  holder.__store = undefined;
  process.env = { ...saved };
  rmSync(root, { recursive: true, force: true });
});

test('a failed open refuses requests at once until a try in the background opens the store', async () => {
  const { getStore, STORE_RETRY_PAUSE_MS } = await import('./index');
  const first = await getStore().catch((error: unknown) => error);
  expect(first).toBeInstanceOf(StoreUnavailableError);

  rmSync(blocker);
  mkdirSync(path.join(blocker, 'data'), { recursive: true }); // the store could open now
  const started = Date.now();
  await expect(getStore()).rejects.toBe(first); // until the next try: the same refusal, no waiting
  expect(Date.now() - started).toBeLessThan(50);

  await new Promise((resolve) => setTimeout(resolve, STORE_RETRY_PAUSE_MS + 200)); // nobody asks meanwhile
  const store = await getStore();
  expect(await store.visas.count()).toBe(0);
});
