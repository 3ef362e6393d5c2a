import type { Delivery } from '@/lib/leads/submission-repository';
import { afterFailure, backoffDelay, claimed, delivered, isDue, retriedNow } from './delivery-state';
import { DEFAULT_TIMINGS } from './worker';

const now = new Date('2026-03-10T08:00:00.000Z');
const pending: Delivery = { status: 'pending', attempts: 0, lastError: null, deliveredAt: null, nextAttemptAt: now.toISOString(), history: [] };

describe('delivery state', () => {
  test('the default backoff waits 5 s, 30 s, 2 min, 10 min, 1 h, then 6 h, plus up to 20% jitter', () => {
    const seconds = [1, 2, 3, 4, 5, 6, 7].map((attempts) => backoffDelay(attempts, DEFAULT_TIMINGS, () => 0) / 1000);
    expect(seconds).toEqual([5, 30, 120, 600, 3600, 21600, 21600]);
    expect(backoffDelay(1, DEFAULT_TIMINGS, () => 1)).toBe(6_000);
    expect(backoffDelay(2, DEFAULT_TIMINGS, () => 0.5)).toBe(33_000);
  });

  test('a claim counts the attempt and leases the delivery; a due check respects the lease', () => {
    const lease = claimed(pending, now, 60_000);
    expect(lease).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: '2026-03-10T08:01:00.000Z' });
    expect(isDue(pending, now)).toBe(true);
    expect(isDue(lease, now)).toBe(false);
    expect(isDue(lease, new Date('2026-03-10T08:01:00.000Z'))).toBe(true);
  });

  test('a failure schedules the next try until the last attempt, then fails for good; permanent ones at once', () => {
    const policy = { backoffMs: [1_000, 2_000], maxAttempts: 3, jitter: 0 };
    const first = afterFailure(claimed(pending, now, 60_000), now, { error: 'HTTP 500', permanent: false }, policy, () => 0);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 500', nextAttemptAt: '2026-03-10T08:00:01.000Z' });
    const third = afterFailure({ ...first, attempts: 3 }, now, { error: 'HTTP 503', permanent: false }, policy, () => 0);
    expect(third).toMatchObject({ status: 'failed', lastError: 'HTTP 503', nextAttemptAt: null });
    expect(third.history).toHaveLength(2);
    const refused = afterFailure(claimed(pending, now, 60_000), now, { error: 'HTTP 400', permanent: true }, policy, () => 0);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
  });

  test('history keeps the last 20 entries', () => {
    let delivery = pending;
    for (let i = 0; i < 25; i++) delivery = afterFailure(claimed(delivery, now, 1), now, { error: `e${i}`, permanent: false }, { ...DEFAULT_TIMINGS, maxAttempts: 100 }, () => 0);
    delivery = delivered(delivery, now);
    expect(delivery.history).toHaveLength(20);
    expect(delivery.history.at(-1)).toEqual({ at: now.toISOString(), ok: true });
    expect(delivery.history[0]).toMatchObject({ error: 'e6' });
  });

  test('a retry by staff makes a failed delivery due now with a fresh round, keeping its history', () => {
    const failed: Delivery = { ...pending, status: 'failed', attempts: 7, lastError: 'HTTP 500', nextAttemptAt: null, history: [{ at: now.toISOString(), ok: false, error: 'HTTP 500' }] };
    const later = new Date('2026-03-11T09:00:00.000Z');
    expect(retriedNow(failed, later)).toEqual({ ...failed, status: 'pending', attempts: 0, nextAttemptAt: later.toISOString() });
  });
});
