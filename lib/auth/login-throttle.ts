/** Failed logins allowed per IP and per e-mail within the window (issue: 5 in 15 minutes). */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts failed logins per key (an IP, an e-mail) in a sliding window. Once a key reaches the
 * limit it is locked until its oldest failure leaves the window, even for the right password.
 * In memory: one server process; a restart forgives, which is acceptable for a single instance.
 */
export function createLoginThrottle(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - FAILURE_WINDOW_MS;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  return {
    /** Seconds until every given key may try again; 0 when none is locked. */
    retryAfterSeconds(keys: string[]): number {
      let wait = 0;
      for (const key of keys) {
        const times = recent(key);
        if (times.length >= MAX_FAILURES) wait = Math.max(wait, times[0]! + FAILURE_WINDOW_MS - now());
      }
      return Math.ceil(wait / 1000);
    },
    recordFailure(keys: string[]): void {
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    clear(keys: string[]): void {
      for (const key of keys) failures.delete(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
