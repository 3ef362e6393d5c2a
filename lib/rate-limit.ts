import type { Store } from '@/lib/store/store';
import { windowLimiter } from './rate-limit-store';

/**
 * Rate limits shared by every instance of the site (form submissions per address and form, login
 * failures per address and account), counted by rate-limiter-flexible in the store's own database
 * (./rate-limit-store.ts). Each window is fixed: it starts at a key's first hit and ends
 * `windowMs` later, when the count starts again.
 */

/** One window of a limit: at most `max` hits within `windowMs`. */
export interface RateLimitWindow {
  max: number;
  windowMs: number;
  /** Once the limit is passed, the key stays refused this long from that moment; by default until the window ends. */
  lockMs?: number;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts a hit for `key` in every window; refused while any window is full, with the longest wait. */
  hit(key: string): Promise<RateLimitResult>;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

/**
 * A limiter counted in the store, so a visitor alternating between instances gets no more than
 * from one. Calls for one key run in turn within a process: a burst of one key's requests then
 * asks the database one at a time, and each answer is that hit's own count even where the
 * database answers an update with the document as it is by then rather than as the update left
 * it (the tests' MongoDB wire server does, test/mongo-wire-server/README.md).
 */
export function createSharedRateLimiter({
  store,
  scope,
  windows,
}: {
  store: () => Promise<Pick<Store, 'kind' | 'documents'>>;
  /** Keeps the keys of different limiters apart in the one table. */
  scope: string;
  windows: readonly RateLimitWindow[];
}): RateLimiter {
  if (windows.length === 0) throw new Error('A rate limiter needs at least one window.');
  const limiters = async () => {
    const opened = await store();
    return Promise.all(
      windows.map((window) =>
        windowLimiter(opened, {
          keyPrefix: `${scope}:${window.windowMs / 1000}s`,
          max: window.max,
          windowMs: window.windowMs,
          lockMs: window.lockMs ?? 0,
        }),
      ),
    );
  };
  const inTurn = oneAtATimePerKey();
  return {
    hit: (key) =>
      inTurn(key, async () => {
        // A hit refused by one window is not counted in the longer ones after it.
        for (const limiter of await limiters()) {
          const verdict = await limiter.consume(key);
          if (!verdict.ok) return verdict;
        }
        return { ok: true };
      }),
    reset: (key) =>
      inTurn(key, async () => {
        await Promise.all((await limiters()).map((limiter) => limiter.forget(key)));
      }),
  };
}

/** Runs the calls made for one key one after another; other keys' calls are not held up. */
function oneAtATimePerKey() {
  const queues = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = queues.get(key) ?? Promise.resolve();
    const result = previous.then(work);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return result;
  };
}
