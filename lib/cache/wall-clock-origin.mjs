// Next's caches read the time two ways: Date.now() (the page cache: an entry's date, an edit's
// expiry) and performance.timeOrigin + performance.now() (the tag checks' "now", the dates of
// 'use cache' entries and their tags' expiries). The second is the wall clock at the process's
// start plus a count that ignores every later correction of the system clock, so the two part as
// the clock is corrected (7.7 s within an hour on the team's virtual machine). An edit's expiry
// would then lie that far in the future of the tag checks, which would serve the old page as
// merely stale and keep the page rendered meanwhile, still old, as fresh until the next edit.
// With the origin read from the wall clock each time, the two are one clock, the one the other
// instances and the store's record of expiries go by.
// Plain ESM: both cache handlers (loaded by path, before Next reads or writes a cache entry) install it.

function wallClockOrigin() {
  return Date.now() - performance.now();
}

/** Makes `performance.timeOrigin + performance.now()` read Date.now() in this process, from now on. */
export function alignPerformanceWithWallClock() {
  if (Object.getOwnPropertyDescriptor(performance, 'timeOrigin')?.get === wallClockOrigin) return;
  Object.defineProperty(performance, 'timeOrigin', { configurable: true, enumerable: true, get: wallClockOrigin });
}
