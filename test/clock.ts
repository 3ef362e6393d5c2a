/**
 * Moving time in tests of code that reads the clock itself (rate-limiter-flexible counts with
 * Date.now() and new Date()): only Date is faked. Timers, process.hrtime and performance run as
 * usual, so database drivers, retries and waits keep working while the date stands still or jumps.
 */
const REAL_EXCEPT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Stops the date at `at` (now by default) until moveClock or releaseClock. */
export function stopClock(at: number = Date.now()): void {
  jest.useFakeTimers({ now: at, doNotFake: [...REAL_EXCEPT_DATE] });
}

/** Moves the stopped date on by `ms`. */
export function moveClock(ms: number): void {
  jest.setSystemTime(Date.now() + ms);
}

export function releaseClock(): void {
  jest.useRealTimers();
}
