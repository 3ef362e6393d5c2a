/**
 * A form rate limit set to 5 holds across instances: two store handles on one SQLite
 * file stand for two server processes, each with its own limiter, as each instance has.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSqliteStore } from '@/lib/store/store';
import { createRateLimiter, createSharedRateLimiter } from './rate-limit';

const dir = mkdtempSync(path.join(tmpdir(), 'shared-rate-limit-'));
const instanceA = createSqliteStore(path.join(dir, 'site.db'));
const instanceB = createSqliteStore(path.join(dir, 'site.db'));
afterAll(async () => {
  await instanceA.close();
  await instanceB.close();
  rmSync(dir, { recursive: true, force: true });
});

const windows = [{ max: 5, windowMs: 60_000 }];

test('hits alternating between two instances share one count: the sixth is refused on either', async () => {
  const limiters = [instanceA, instanceB].map((store) => createSharedRateLimiter({ store: async () => store, scope: 'forms', windows }));
  const results = [];
  for (let i = 0; i < 6; i++) results.push(await limiters[i % 2]!.hit('consultation:203.0.113.9', `request-${i}`));
  expect(results.slice(0, 5).every((result) => result.ok)).toBe(true);
  expect(results[5]).toMatchObject({ ok: false });
  expect((await limiters[0]!.check('consultation:203.0.113.9')).ok).toBe(false);
  // A retry of a request already counted (same idempotency key) still goes through, on the other instance too.
  expect(await limiters[1]!.hit('consultation:203.0.113.9', 'request-0')).toEqual({ ok: true });
});

test('per-process limiters, as before, let the same visitor through twice as often', () => {
  const limiters = [createRateLimiter({ windows }), createRateLimiter({ windows })];
  const allowed = Array.from({ length: 10 }, (_, i) => limiters[i % 2]!.hit('consultation:203.0.113.9')).filter((result) => result.ok);
  expect(allowed).toHaveLength(10);
});
