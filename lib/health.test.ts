import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSqliteStore } from '@/lib/store/store';
import type { Store } from '@/lib/store/store';
import { checkHealth } from './health';

const dir = mkdtempSync(path.join(tmpdir(), 'health-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('ok while the store answers', async () => {
  const store = createSqliteStore(path.join(dir, 'up.db'));
  expect(await checkHealth(async () => store)).toEqual({ status: 'ok', store: 'sqlite' });
  await store.close();
});

test('unavailable, with the plain message and no driver detail, when the store fails', async () => {
  const store = createSqliteStore(path.join(dir, 'closed.db'));
  await store.close(); // every query now fails
  const health = await checkHealth(async () => store);
  expect(health).toEqual({ status: 'unavailable', store: 'sqlite', message: 'The database is not reachable right now.' });
});

test('unavailable when the store cannot be opened, or hangs past the timeout', async () => {
  expect((await checkHealth(() => Promise.reject(new Error('connect ECONNREFUSED')))).status).toBe('unavailable');
  const hanging = () => new Promise<Store>(() => undefined);
  const started = Date.now();
  expect(await checkHealth(hanging, 100)).toMatchObject({ status: 'unavailable', store: 'unknown' });
  expect(Date.now() - started).toBeLessThan(1_000);
});
