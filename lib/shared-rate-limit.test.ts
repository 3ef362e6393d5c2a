/**
 * A form rate limit set to 5 holds across instances: two store handles on one SQLite file or one
 * MongoDB database stand for two server processes, each with its own limiter, as each instance has.
 */
import type { Store } from '@/lib/store/store';
import { availableAdapters, openSecondHandle } from '@/test/store-adapters';
import { createSharedRateLimiter } from './rate-limit';

const windows = [{ max: 5, windowMs: 60_000 }];

describe.each(availableAdapters())('a rate limit shared by two instances [$name]', (adapter) => {
  let instanceA: Store;
  let instanceB: Store;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await adapter.open();
    ({ store: instanceA, dispose } = opened);
    instanceB = await openSecondHandle(opened.location);
  });
  afterAll(async () => {
    await instanceB.close();
    await dispose();
  });
  const limitersOf = (scope: string) =>
    [instanceA, instanceB].map((store) => createSharedRateLimiter({ store: async () => store, scope, windows }));

  test('hits alternating between two instances share one count: the sixth is refused on either', async () => {
    const limiters = limitersOf('forms');
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await limiters[i % 2]!.hit('consultation:203.0.113.9'));
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true);
    expect(results[5]).toMatchObject({ ok: false });
    expect((await limiters[0]!.hit('consultation:203.0.113.9')).ok).toBe(false);
    // Forgotten through one instance, forgotten for both.
    await limiters[1]!.reset('consultation:203.0.113.9');
    expect(await limiters[0]!.hit('consultation:203.0.113.9')).toEqual({ ok: true });
  });

  test('hits sent at once through both instances never get past the limit', async () => {
    const limiters = limitersOf('burst');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 2]!.hit('lead:198.51.100.3')));
    const allowed = results.filter((result) => result.ok).length;
    expect(allowed).toBeLessThanOrEqual(5);
    expect(allowed).toBeGreaterThanOrEqual(1);
  });
});
