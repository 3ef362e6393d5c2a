import { CACHE_TAG_SOURCE } from './cache-tag-source.mjs';
import {
  CLOCK_REFRESH_MS,
  absorbExpirations,
  catchUpWith,
  clockGeneration,
  clockIsSure,
  knownExpirations,
  latestKnown,
  noteExpirations,
  onClockMove,
  readNow,
  refreshIfOld,
  resetClockForTests,
  versionTime,
} from './content-clock.mjs';

/**
 * The content clock follows the store's record of cache tags without a read per request: at once
 * for this process's own edits, at most once a second otherwise, and at once when the proxy in
 * front names a later edit. A store that fails leaves the clock as it was, marked unsure.
 */

interface FakeStore {
  record: Record<string, number>;
  reads: number;
  fail: boolean;
  /** When set, each read waits for this to resolve. */
  gate: Promise<void> | null;
  /** The change marker a SQLite store offers (undefined: none, as on MongoDB). */
  marker: number | undefined;
}

let time: number;
let store: FakeStore;
const holder = globalThis as Record<symbol, unknown>;

beforeEach(() => {
  time = 1_000_000;
  store = { record: {}, reads: 0, fail: false, gate: null, marker: undefined };
  resetClockForTests(() => time);
  holder[CACHE_TAG_SOURCE] = {
    async expirations() {
      store.reads += 1;
      const snapshot = { ...store.record };
      if (store.gate) await store.gate;
      if (store.fail) throw new Error('store down');
      return snapshot;
    },
    changeMarker: () => store.marker,
    async expire(tags: string[], at: number) {
      for (const tag of tags) store.record[tag] = Math.max(store.record[tag] ?? 0, at);
    },
  };
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  delete holder[CACHE_TAG_SOURCE];
  jest.restoreAllMocks();
});

test('the store is read at most once a second, and only when a request asks', async () => {
  await refreshIfOld();
  expect(store.reads).toBe(1);
  store.record = { visas: 5 };
  time += CLOCK_REFRESH_MS - 1;
  expect(refreshIfOld()).toBeUndefined();
  expect(store.reads).toBe(1);
  expect(latestKnown()).toBe(0);
  time += 1;
  await refreshIfOld();
  expect(store.reads).toBe(2);
  expect(latestKnown()).toBe(5);
});

test('requests during a read share it: the first waits for it, the others go on', async () => {
  let open!: () => void;
  store.gate = new Promise((resolve) => (open = resolve));
  store.record = { visas: 7 };
  const first = refreshIfOld();
  expect(first).toBeInstanceOf(Promise);
  for (let i = 0; i < 10; i++) expect(refreshIfOld()).toBeUndefined();
  expect(readNow()).toBe(readNow());
  open();
  await first;
  expect(store.reads).toBe(1);
  expect(latestKnown()).toBe(7);
});

test("a store's change marker (SQLite) makes the next request read within the second, and only then", async () => {
  store.marker = 1;
  await refreshIfOld();
  expect(refreshIfOld()).toBeUndefined();
  store.record = { visas: 8 };
  store.marker = 2; // another instance wrote to the file
  await refreshIfOld();
  expect(store.reads).toBe(2);
  expect(latestKnown()).toBe(8);
  expect(refreshIfOld()).toBeUndefined();
});

test('a marker that moves while a read is under way waits for it, then reads again', async () => {
  store.marker = 1;
  let open!: () => void;
  store.gate = new Promise((resolve) => (open = resolve));
  const early = readNow();
  expect(refreshIfOld()).toBeUndefined(); // same marker: not held up
  store.record = { visas: 9 };
  store.marker = 2;
  const after = refreshIfOld();
  expect(after).toBeInstanceOf(Promise);
  store.gate = null;
  open();
  await Promise.all([early, after]);
  expect(store.reads).toBe(2);
  expect(latestKnown()).toBe(9);
});

test("this process's own expiry moves the clock at once, without reading the store", () => {
  const moves: number[] = [];
  onClockMove((generation) => moves.push(generation));
  const before = clockGeneration();
  noteExpirations(['visas', 'visa:chile'], 42);
  expect(clockGeneration()).toBe(before + 1);
  expect(moves).toEqual([before + 1]);
  expect(latestKnown()).toBe(42);
  expect(knownExpirations().get('visa:chile')).toBe(42);
  // The same time again, or an earlier one, is no move.
  noteExpirations(['visas'], 42);
  noteExpirations(['visas'], 10);
  expect(clockGeneration()).toBe(before + 1);
  expect(store.reads).toBe(0);
});

test('a newer X-Content-Version is read before the request goes on; an older or equal one costs nothing', async () => {
  await refreshIfOld();
  store.record = { visas: 2_000 };
  expect(catchUpWith('build-1.0')).toBeUndefined();
  expect(catchUpWith('build-1.none')).toBeUndefined();
  expect(catchUpWith(undefined)).toBeUndefined();
  const reading = catchUpWith('build-1.2000');
  expect(reading).toBeInstanceOf(Promise);
  await reading;
  expect(store.reads).toBe(2);
  expect(latestKnown()).toBe(2_000);
  expect(catchUpWith('build-1.2000')).toBeUndefined();
  expect(store.reads).toBe(2);
});

test('a header naming an edit after a read already under way waits for that read, then reads again', async () => {
  let open!: () => void;
  store.gate = new Promise((resolve) => (open = resolve));
  const early = readNow(); // started before the edit below
  store.record = { visas: 3_000 };
  const reading = catchUpWith('b.3000');
  store.gate = null;
  open();
  await Promise.all([early, reading]);
  expect(store.reads).toBe(2);
  expect(latestKnown()).toBe(3_000);
});

test('a store that fails keeps what the clock knows, marks it unsure, and is left alone a moment', async () => {
  noteExpirations(['visas'], 100);
  store.fail = true;
  time += CLOCK_REFRESH_MS;
  const before = clockGeneration();
  await refreshIfOld();
  expect(clockIsSure()).toBe(false);
  expect(clockGeneration()).toBe(before + 1);
  expect(latestKnown()).toBe(100);
  // Paused: no request waits on the store again at once, not even one with a header.
  expect(refreshIfOld()).toBeUndefined();
  await catchUpWith('b.5000');
  expect(store.reads).toBe(1);
  // Once it answers again the clock is sure again, and moves.
  store.fail = false;
  store.record = { visas: 200 };
  time += 2_000;
  await refreshIfOld();
  expect(clockIsSure()).toBe(true);
  expect(clockGeneration()).toBe(before + 2);
  expect(latestKnown()).toBe(200);
});

test('a store that does not answer within 500 ms counts as failed', async () => {
  jest.useFakeTimers();
  try {
    store.gate = new Promise(() => {});
    const reading = readNow();
    jest.advanceTimersByTime(500);
    await reading;
    expect(clockIsSure()).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

test('a record read elsewhere (the content-version route) brings the clock up to date', () => {
  absorbExpirations({ visas: 9, posts: 11 });
  expect(latestKnown()).toBe(11);
  expect(refreshIfOld()).toBeUndefined(); // just read
});

test('without a store (during the build) nothing is read', async () => {
  delete holder[CACHE_TAG_SOURCE];
  expect(refreshIfOld()).toBeUndefined();
  await readNow();
  expect(store.reads).toBe(0);
});

test('the version header is "<build id>.<ms>"', () => {
  expect(versionTime('Xk2_abc.1733000000123')).toBe(1733000000123);
  expect(versionTime(['a.5', 'a.6'])).toBe(5);
  expect(versionTime('a.none')).toBeUndefined();
  expect(versionTime('a.1e9')).toBeUndefined();
  expect(versionTime('')).toBeUndefined();
});
