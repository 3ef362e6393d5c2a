import type { Store } from '@/lib/store/store';
import { moveClock, releaseClock, stopClock } from '@/test/clock';
import { availableAdapters } from '@/test/store-adapters';
import { createSharedRateLimiter, type RateLimitWindow } from './rate-limit';

describe.each(availableAdapters())('createSharedRateLimiter [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let scopes = 0;
  /** A limiter of its own per test: keys never meet another test's counts. */
  const limiter = (windows: RateLimitWindow[]) => createSharedRateLimiter({ store: async () => store, scope: `test-${++scopes}`, windows });

  beforeAll(async () => {
    ({ store, dispose } = await adapter.open());
  });
  afterAll(async () => {
    await dispose();
  });
  beforeEach(() => stopClock());
  afterEach(() => releaseClock());

  test('allows up to the limit, then refuses with the seconds until the window ends; keys are independent', async () => {
    const limit = limiter([{ max: 3, windowMs: 60_000 }]);
    for (let i = 0; i < 3; i++) expect(await limit.hit('a')).toEqual({ ok: true });
    moveClock(20_000);
    expect(await limit.hit('a')).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(await limit.hit('b')).toEqual({ ok: true });
    moveClock(40_000);
    expect(await limit.hit('a')).toEqual({ ok: true });
  });

  test('the window is fixed: it starts at the first hit, and the count starts again when it ends', async () => {
    const limit = limiter([{ max: 2, windowMs: 10_000 }]);
    await limit.hit('k');
    moveClock(6_000);
    await limit.hit('k');
    moveClock(1_000);
    expect(await limit.hit('k')).toEqual({ ok: false, retryAfterSeconds: 3 });
    moveClock(3_000);
    expect(await limit.hit('k')).toEqual({ ok: true });
    expect(await limit.hit('k')).toEqual({ ok: true });
    expect(await limit.hit('k')).toEqual({ ok: false, retryAfterSeconds: 10 });
  });

  test('every window applies; the longest wait is reported', async () => {
    const limit = limiter([
      { max: 2, windowMs: 60_000 },
      { max: 3, windowMs: 3_600_000 },
    ]);
    await limit.hit('k');
    await limit.hit('k');
    moveClock(61_000);
    expect(await limit.hit('k')).toEqual({ ok: true });
    moveClock(61_000);
    expect(await limit.hit('k')).toEqual({ ok: false, retryAfterSeconds: 3_600 - 122 });
  });

  test('refused hits do not move the end of the window: waiting the Retry-After is enough', async () => {
    const limit = limiter([{ max: 1, windowMs: 10_000 }]);
    await limit.hit('k');
    for (let i = 0; i < 5; i++) {
      moveClock(1_000);
      expect(await limit.hit('k')).toEqual({ ok: false, retryAfterSeconds: 10 - (i + 1) });
    }
    moveClock(5_000);
    expect(await limit.hit('k')).toEqual({ ok: true });
  });

  test('a lock holds for its whole length from the hit that passed the limit, however late in the window', async () => {
    const limit = limiter([{ max: 2, windowMs: 60_000, lockMs: 60_000 }]);
    await limit.hit('k');
    moveClock(50_000);
    await limit.hit('k');
    moveClock(5_000);
    expect(await limit.hit('k')).toEqual({ ok: false, retryAfterSeconds: 60 });
    moveClock(10_000); // the window has ended, the lock has not
    expect(await limit.hit('k')).toEqual({ ok: false, retryAfterSeconds: 50 });
    moveClock(50_001);
    expect(await limit.hit('k')).toEqual({ ok: true });
  });

  test('reset forgets a key, and only that key', async () => {
    const limit = limiter([{ max: 1, windowMs: 60_000 }]);
    await limit.hit('k');
    await limit.hit('other');
    expect((await limit.hit('k')).ok).toBe(false);
    await limit.reset('k');
    expect(await limit.hit('k')).toEqual({ ok: true });
    expect((await limit.hit('other')).ok).toBe(false);
  });

  test('a burst of hits sent at once gets exactly the limit through', async () => {
    const limit = limiter([{ max: 5, windowMs: 60_000 }]);
    const results = await Promise.all(Array.from({ length: 20 }, () => limit.hit('burst')));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
  });

  test('the counts are in a table of the library, beside the store\'s records', async () => {
    await limiter([{ max: 1, windowMs: 60_000 }]).hit('k');
    const names =
      store.kind === 'sqlite'
        ? (store.documents.driver() as import('better-sqlite3').Database)
            .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
            .all()
            .map((table) => table.name)
        : (await (store.documents.driver() as import('mongoose').Connection).db!.listCollections({}, { nameOnly: true }).toArray()).map(
            (collection) => collection.name,
          );
    expect(names).toContain('rate_limiter_flexible');
  });
});
