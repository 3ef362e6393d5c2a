import { createRequire } from 'node:module';
import { alignPerformanceWithWallClock } from './wall-clock-origin.mjs';

/**
 * Next dates an edit's expiry by Date.now() in its page cache (and so does
 * lib/publishing/expire-on-every-instance.ts), but checks it against performance.timeOrigin +
 * performance.now(), which does not follow a correction of the system clock made after the
 * process started. Its own tag checks are used here, with the wall clock moved forward as a
 * virtual machine's is when it is corrected.
 */
const { areTagsExpired, areTagsStale, tagsManifest } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/tags-manifest.external') as {
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
  areTagsStale: (tags: string[], timestamp: number) => boolean;
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
};

const CORRECTION_MS = 7_700;
const cacheNow = () => performance.timeOrigin + performance.now();

function moveWallClockForward() {
  const wall = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => wall() + CORRECTION_MS);
}

/** An edit as Next's page cache records it: stale and expired at Date.now(). */
function edit(tag: string) {
  const at = Date.now();
  tagsManifest.set(tag, { stale: at, expired: at });
}

/** The platform's own getter again: a cache handler loaded by another test file in this worker installs the wall clock's. */
const unalign = () => delete (performance as { timeOrigin?: number }).timeOrigin;

beforeEach(unalign);
afterEach(() => {
  jest.restoreAllMocks();
  tagsManifest.clear();
  unalign();
});

test('unaligned, an edit after the clock moved forward leaves what was cached before it merely stale', () => {
  const cachedAt = cacheNow();
  moveWallClockForward();
  edit('visas');
  expect(areTagsExpired(['visas'], cachedAt)).toBe(false);
  expect(areTagsStale(['visas'], cachedAt)).toBe(true);
});

test('aligned, the same edit expires at once what was cached before it, and not what is cached after', () => {
  alignPerformanceWithWallClock();
  const cachedAt = cacheNow();
  moveWallClockForward();
  edit('visas');
  expect(areTagsExpired(['visas'], cachedAt)).toBe(true);
  const cachedAfter = cacheNow();
  expect(areTagsExpired(['visas'], cachedAfter)).toBe(false);
  expect(areTagsStale(['visas'], cachedAfter)).toBe(false);
});

test('the time it reads is the wall clock, whatever the clock did since the process started', () => {
  alignPerformanceWithWallClock();
  alignPerformanceWithWallClock(); // installing twice changes nothing
  moveWallClockForward();
  expect(Math.abs(cacheNow() - Date.now())).toBeLessThan(2);
});
