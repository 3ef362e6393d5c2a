import type { Store } from '@/lib/store/store';

/**
 * An in-memory sliding-window rate limiter, generic over what it limits (form submissions per IP
 * and form, login attempts per IP and e-mail, ...). Each key keeps the times of its recent hits; a
 * hit is allowed when every window still has room. Memory is bounded: a key's log holds at most
 * the largest window's limit, and idle keys are swept.
 *
 * Per process: with several server instances each counts on its own. Limits that must hold
 * across instances use createSharedRateLimiter (below), which counts in the store.
 */

/** One sliding window of a rate limit: at most `max` hits within `windowMs`. */
export interface RateLimitWindow {
  max: number;
  windowMs: number;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiterOptions {
  windows: RateLimitWindow[];
  /** Injectable clock, for tests. */
  now?: () => number;
  /** Keys tracked before idle ones are swept (the sweep runs only when this is exceeded). */
  sweepAbove?: number;
}

export interface RateLimiter {
  /**
   * Counts a hit for `key` when allowed. A hit carrying a `requestId` already counted within the
   * window (a retry of the same request, e.g. the same form idempotency key) is allowed without
   * counting again.
   */
  hit(key: string, requestId?: string): RateLimitResult;
  /** Whether a hit would be allowed now, without counting one. */
  check(key: string): RateLimitResult;
  /** Forgets a key (e.g. after a successful login). */
  reset(key: string): void;
  /** How many keys are tracked (memory use). */
  size(): number;
}

interface Hit {
  at: number;
  requestId?: string;
}

/**
 * Whether one more hit is allowed at `at`, given the times of the earlier hits (oldest first):
 * the rule every limiter here applies, in memory or in the store.
 */
export function rateLimitVerdict(times: readonly number[], windows: readonly RateLimitWindow[], at: number): RateLimitResult {
  let wait = 0;
  for (const { max, windowMs } of windows) {
    const inWindow = times.filter((time) => at - time < windowMs);
    if (inWindow.length >= max) {
      // Room opens when the oldest hit that keeps the window full leaves it.
      const oldest = inWindow[inWindow.length - max]!;
      wait = Math.max(wait, oldest + windowMs - at);
    }
  }
  return wait > 0 ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) } : { ok: true };
}

export function createRateLimiter({ windows, now = Date.now, sweepAbove = 10_000 }: RateLimiterOptions): RateLimiter {
  if (windows.length === 0) throw new Error('A rate limiter needs at least one window.');
  const longest = Math.max(...windows.map((window) => window.windowMs));
  const keep = Math.max(...windows.map((window) => window.max));
  const logs = new Map<string, Hit[]>();

  const recent = (key: string, at: number): Hit[] => {
    const log = (logs.get(key) ?? []).filter((hit) => at - hit.at < longest);
    if (log.length) logs.set(key, log);
    else logs.delete(key);
    return log;
  };

  const verdict = (log: Hit[], at: number) => rateLimitVerdict(log.map((hit) => hit.at), windows, at);

  const sweep = (at: number) => {
    if (logs.size <= sweepAbove) return;
    for (const key of [...logs.keys()]) recent(key, at);
  };

  return {
    hit(key, requestId) {
      const at = now();
      sweep(at);
      const log = recent(key, at);
      if (requestId !== undefined && log.some((hit) => hit.requestId === requestId)) return { ok: true };
      const result = verdict(log, at);
      // Refused hits are not counted, so Retry-After stays true for someone who waits for it.
      if (result.ok) logs.set(key, [...log, { at, requestId }].slice(-keep));
      return result;
    },
    check(key) {
      const at = now();
      return verdict(recent(key, at), at);
    },
    reset(key) {
      logs.delete(key);
    },
    size: () => logs.size,
  };
}

/**
 * The visitor's address: the first entry of X-Forwarded-For, else X-Real-IP, else 'unknown' (all
 * such requests then share one bucket). In production server.mjs has already replaced
 * X-Forwarded-For with the single address its trusted proxies vouch for (TRUSTED_PROXIES) and
 * dropped X-Real-IP, so nothing a client writes into these headers reaches this function; under
 * `next dev` they are taken as sent.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return headers.get('x-real-ip')?.trim() || 'unknown';
}

/**
 * A limiter whose hits are counted in the store, so every instance of the site shares one count
 * per key (a visitor who alternates between two instances gets no more than from one). Same rule
 * and same answers as the in-memory limiter, asynchronously.
 */
export interface SharedRateLimiter {
  hit(key: string, requestId?: string): Promise<RateLimitResult>;
  check(key: string): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

export function createSharedRateLimiter({
  store,
  scope,
  windows,
  now = Date.now,
}: {
  store: () => Promise<Pick<Store, 'rateLimits'>>;
  /** Keeps the keys of different limiters apart in the one table. */
  scope: string;
  windows: RateLimitWindow[];
  now?: () => number;
}): SharedRateLimiter {
  if (windows.length === 0) throw new Error('A rate limiter needs at least one window.');
  const scoped = (key: string) => `${scope}:${key}`;
  return {
    hit: async (key, requestId) => (await store()).rateLimits.hit(scoped(key), windows, now(), requestId),
    check: async (key) => (await store()).rateLimits.check(scoped(key), windows, now()),
    reset: async (key) => (await store()).rateLimits.reset(scoped(key)),
  };
}
