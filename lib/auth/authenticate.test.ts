import type { Store } from '@/lib/store/types';
import { availableAdapters } from '@/test/store-adapters';
import { authenticate, InvalidCredentialsError, TooManyAttemptsError } from './authenticate';
import { createLoginThrottle, FAILURE_WINDOW_MS, MAX_FAILURES } from './login-throttle';
import { hashPassword } from './password';

describe.each(availableAdapters())('authenticate [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let clock: number;
  let throttle: ReturnType<typeof createLoginThrottle>;
  const login = (email: string, password: string, ip = '203.0.113.7') => authenticate({ store, throttle }, { email, password, ip });

  beforeAll(async () => {
    ({ store, dispose } = await adapter.open());
    await store.admins.create({ email: 'owner@example.ae', passwordHash: await hashPassword('correct horse'), displayName: 'Admin' });
  });
  afterAll(async () => {
    await dispose();
  });
  beforeEach(() => {
    clock = Date.now();
    throttle = createLoginThrottle(() => clock);
  });

  test('the right password signs in, whatever the case of the e-mail', async () => {
    expect((await login(' Owner@Example.AE ', 'correct horse')).email).toBe('owner@example.ae');
  });

  test('an unknown e-mail and a wrong password fail with the same message', async () => {
    const unknown = await login('nobody@example.ae', 'correct horse').catch((error: unknown) => error);
    const wrong = await login('owner@example.ae', 'wrong horse').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(InvalidCredentialsError);
    expect(wrong).toBeInstanceOf(InvalidCredentialsError);
    expect((unknown as Error).message).toBe('Invalid login credentials');
    expect((wrong as Error).message).toBe((unknown as Error).message);
  });

  test(`after ${MAX_FAILURES} failures for one e-mail it is locked, even for the right password, from any IP`, async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await expect(login('owner@example.ae', `guess-${i}`, `198.51.100.${i}`)).rejects.toThrow();
    const locked = await login('owner@example.ae', 'correct horse', '192.0.2.99').catch((error: unknown) => error);
    expect(locked).toBeInstanceOf(TooManyAttemptsError);
    expect((locked as TooManyAttemptsError).retryAfterSeconds).toBe(FAILURE_WINDOW_MS / 1000);
    clock += FAILURE_WINDOW_MS + 1;
    expect((await login('owner@example.ae', 'correct horse')).email).toBe('owner@example.ae');
  });

  test(`after ${MAX_FAILURES} failures from one IP that IP is locked for every e-mail`, async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await expect(login(`spray-${i}@example.ae`, 'x', '203.0.113.50')).rejects.toThrow();
    await expect(login('owner@example.ae', 'correct horse', '203.0.113.50')).rejects.toBeInstanceOf(TooManyAttemptsError);
    expect((await login('owner@example.ae', 'correct horse', '203.0.113.51')).email).toBe('owner@example.ae');
  });

  test(`a burst of parallel guesses gets ${MAX_FAILURES} password checks, not one per request`, async () => {
    const guesses = Array.from({ length: 20 }, (_, i) => login('owner@example.ae', `parallel-${i}`).catch((error: unknown) => error));
    const outcomes = await Promise.all(guesses);
    expect(outcomes.filter((outcome) => outcome instanceof InvalidCredentialsError)).toHaveLength(MAX_FAILURES);
    expect(outcomes.filter((outcome) => outcome instanceof TooManyAttemptsError)).toHaveLength(20 - MAX_FAILURES);
    await expect(login('owner@example.ae', 'correct horse', '192.0.2.99')).rejects.toBeInstanceOf(TooManyAttemptsError);
  });

  test('a successful sign-in forgives earlier failures of that e-mail', async () => {
    for (let i = 0; i < MAX_FAILURES - 1; i++) await expect(login('owner@example.ae', 'nope')).rejects.toThrow();
    await login('owner@example.ae', 'correct horse');
    await expect(login('owner@example.ae', 'nope')).rejects.toBeInstanceOf(InvalidCredentialsError);
  });
});
