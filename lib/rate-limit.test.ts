import { clientIp, createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  test('allows up to the limit per window, then refuses with the seconds until room opens', () => {
    const limiter = createRateLimiter({ windows: [{ max: 3, windowMs: 60_000 }], now });
    expect([1, 2, 3].map(() => limiter.hit('a').ok)).toEqual([true, true, true]);
    clock += 20_000;
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(limiter.hit('b').ok).toBe(true); // keys are independent
    clock += 40_000;
    expect(limiter.hit('a').ok).toBe(true); // the first hits left the window
  });

  test('the window slides: each hit leaves exactly one window after it was made', () => {
    const limiter = createRateLimiter({ windows: [{ max: 2, windowMs: 10_000 }], now });
    limiter.hit('k');
    clock += 6_000;
    limiter.hit('k');
    clock += 1_000;
    expect(limiter.hit('k')).toEqual({ ok: false, retryAfterSeconds: 3 });
    clock += 3_000;
    expect(limiter.hit('k').ok).toBe(true);
    expect(limiter.hit('k')).toEqual({ ok: false, retryAfterSeconds: 6 });
  });

  test('every window applies; the longest wait is reported', () => {
    const limiter = createRateLimiter({
      windows: [
        { max: 2, windowMs: 60_000 },
        { max: 3, windowMs: 3_600_000 },
      ],
      now,
    });
    limiter.hit('k');
    limiter.hit('k');
    clock += 61_000;
    expect(limiter.hit('k').ok).toBe(true);
    clock += 61_000;
    expect(limiter.hit('k')).toEqual({ ok: false, retryAfterSeconds: 3_600 - 122 });
  });

  test('refused hits are not counted, so waiting the Retry-After is enough', () => {
    const limiter = createRateLimiter({ windows: [{ max: 1, windowMs: 10_000 }], now });
    limiter.hit('k');
    for (let i = 0; i < 5; i++) {
      clock += 1_000;
      expect(limiter.hit('k').ok).toBe(false);
    }
    clock += 5_000;
    expect(limiter.hit('k').ok).toBe(true);
  });

  test('a repeat of an already counted request id is allowed and not counted again', () => {
    const limiter = createRateLimiter({ windows: [{ max: 2, windowMs: 60_000 }], now });
    expect(limiter.hit('k', 'form-1').ok).toBe(true);
    for (let i = 0; i < 10; i++) expect(limiter.hit('k', 'form-1').ok).toBe(true);
    expect(limiter.hit('k', 'form-2').ok).toBe(true);
    expect(limiter.hit('k', 'form-3').ok).toBe(false);
    expect(limiter.hit('k', 'form-1').ok).toBe(true);
  });

  test('check does not count; reset forgets a key', () => {
    const limiter = createRateLimiter({ windows: [{ max: 1, windowMs: 60_000 }], now });
    expect(limiter.check('k').ok).toBe(true);
    expect(limiter.hit('k').ok).toBe(true);
    expect(limiter.check('k').ok).toBe(false);
    limiter.reset('k');
    expect(limiter.hit('k').ok).toBe(true);
  });

  test('idle keys are swept once many keys are tracked', () => {
    const limiter = createRateLimiter({ windows: [{ max: 1, windowMs: 1_000 }], now, sweepAbove: 10 });
    for (let i = 0; i < 10; i++) limiter.hit(`old-${i}`);
    clock += 2_000;
    expect(limiter.size()).toBe(10);
    limiter.hit('new-0'); // 11 keys tracked: the next hit sweeps the idle ones
    limiter.hit('new-1');
    expect(limiter.size()).toBe(2);
  });
});

describe('clientIp', () => {
  test('takes the first X-Forwarded-For entry, else X-Real-IP, else unknown', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-real-ip': '10.0.0.2' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-real-ip': ' 198.51.100.4 ' }))).toBe('198.51.100.4');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});
