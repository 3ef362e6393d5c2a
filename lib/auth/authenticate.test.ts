import { createSharedRateLimiter } from '@/lib/rate-limit';
import type { AdminUser } from '@/lib/staff/admin-repository';
import type { Store } from '@/lib/store/store';
import { moveClock, releaseClock, stopClock } from '@/test/clock';
import { availableAdapters } from '@/test/store-adapters';
import { authenticate, InvalidCredentialsError, TooManyAttemptsError } from './authenticate';
import { RATE_LIMITS } from '@/lib/rate-limits';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { hashPassword } from './password';
import { checkSecondFactor } from './second-factor';
import { newTotpSecret, totpCode, totpStep } from './totp';

const { address: ADDRESS, account: ACCOUNT } = RATE_LIMITS.login;

describe.each(availableAdapters())('authenticate [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let owner: AdminUser;
  let throttle: LoginThrottle;
  let tests = 0;
  /** The site's throttle on this store; each test counts under names of its own, as if on a fresh store. */
  const storeThrottle = (run = tests) =>
    createLoginThrottle({
      address: createSharedRateLimiter({ store: async () => store, scope: `login-address-${run}`, windows: [ADDRESS] }),
      account: createSharedRateLimiter({ store: async () => store, scope: `login-account-${run}`, windows: [ACCOUNT] }),
    });
  let passwordHash: string;
  const login = (email: string, password: string, ip = '203.0.113.7', knownDeviceAdminId: string | null = null) =>
    authenticate({ store, throttle }, { email, password, ip, knownDeviceAdminId });
  const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

  beforeAll(async () => {
    ({ store, dispose } = await adapter.open());
    passwordHash = await hashPassword('correct horse');
    owner = await store.admins.create({ email: 'owner@example.ae', passwordHash, displayName: 'Admin', role: 'owner' });
  });
  afterAll(async () => {
    await dispose();
  });
  // The date stands still unless a test moves it: the counts' windows and the codes' steps follow it.
  beforeEach(() => {
    tests += 1;
    stopClock();
    throttle = storeThrottle();
  });
  afterEach(() => releaseClock());

  test('the right password signs in, whatever the case of the e-mail', async () => {
    expect((await login(' Owner@Example.AE ', 'correct horse')).email).toBe('owner@example.ae');
  });

  test('an unknown e-mail and a wrong password fail with the same message', async () => {
    const unknown = await failure(login('nobody@example.ae', 'correct horse'));
    const wrong = await failure(login('owner@example.ae', 'wrong horse'));
    expect(unknown).toBeInstanceOf(InvalidCredentialsError);
    expect(wrong).toBeInstanceOf(InvalidCredentialsError);
    expect((unknown as Error).message).toBe('Invalid login credentials');
    expect((wrong as Error).message).toBe((unknown as Error).message);
  });

  test(`strangers' ${ACCOUNT.max} failures never lock staff out of a browser that signed in before`, async () => {
    for (let i = 0; i < ACCOUNT.max; i++) await expect(login('owner@example.ae', `guess-${i}`, `198.51.100.${i}`)).rejects.toThrow();
    // Before, the right password from any other address got 429 too, renewable every 15 minutes.
    expect((await login('owner@example.ae', 'correct horse', '192.0.2.99', owner._id)).email).toBe('owner@example.ae');
  });

  test(`after ${ACCOUNT.max} failures for an account, browsers new to it wait out the window`, async () => {
    for (let i = 0; i < ACCOUNT.max; i++) await expect(login('owner@example.ae', `guess-${i}`, `198.51.100.${i}`)).rejects.toThrow();
    const locked = await failure(login('owner@example.ae', 'correct horse', '192.0.2.99'));
    expect(locked).toBeInstanceOf(TooManyAttemptsError);
    expect((locked as TooManyAttemptsError).retryAfterSeconds).toBe(ACCOUNT.lockMs / 1000);
    // A known-device cookie of another admin is no pass for this account.
    await expect(login('owner@example.ae', 'correct horse', '192.0.2.99', 'f'.repeat(24))).rejects.toBeInstanceOf(TooManyAttemptsError);
    moveClock(ACCOUNT.lockMs + 1);
    expect((await login('owner@example.ae', 'correct horse', '192.0.2.99')).email).toBe('owner@example.ae');
  });

  test(`after ${ADDRESS.max} failures from one address that address is locked for every account, known browser or not`, async () => {
    for (let i = 0; i < ADDRESS.max; i++) await expect(login(`spray-${i}@example.ae`, 'x', '203.0.113.50')).rejects.toThrow();
    await expect(login('owner@example.ae', 'correct horse', '203.0.113.50', owner._id)).rejects.toBeInstanceOf(TooManyAttemptsError);
    expect((await login('owner@example.ae', 'correct horse', '203.0.113.51')).email).toBe('owner@example.ae');
  });

  test(`a burst of parallel guesses at an account gets ${ACCOUNT.max} password checks, not one per request`, async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => failure(login('owner@example.ae', `parallel-${i}`, `198.51.100.${i}`))));
    expect(outcomes.filter((outcome) => outcome instanceof InvalidCredentialsError)).toHaveLength(ACCOUNT.max);
    expect(outcomes.filter((outcome) => outcome instanceof TooManyAttemptsError)).toHaveLength(20 - ACCOUNT.max);
  });

  test('a successful sign-in forgives earlier failures of that account and address', async () => {
    for (let i = 0; i < ACCOUNT.max - 1; i++) await expect(login('owner@example.ae', 'nope')).rejects.toThrow();
    await login('owner@example.ae', 'correct horse');
    await expect(login('owner@example.ae', 'nope')).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  test('the counts live in the store: two instances share them', async () => {
    const instances = [storeThrottle(), storeThrottle()];
    for (let i = 0; i < ACCOUNT.max; i++) {
      throttle = instances[i % 2]!;
      await expect(login('owner@example.ae', `shared-${i}`, `198.51.100.${i}`)).rejects.toBeInstanceOf(InvalidCredentialsError);
    }
    throttle = instances[1]!;
    await expect(login('owner@example.ae', 'correct horse', '192.0.2.98')).rejects.toBeInstanceOf(TooManyAttemptsError);
    await login('owner@example.ae', 'correct horse', '192.0.2.98', owner._id); // forgives, for both
    throttle = instances[0]!;
    expect((await login('owner@example.ae', 'correct horse', '192.0.2.97')).email).toBe('owner@example.ae');
  });

  describe('the second factor', () => {
    let secret: string;
    let enrolled: AdminUser;
    let accounts = 0;
    const wrongCode = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

    // An account per test: a code is accepted once, so a test's sign-in would refuse the next one's.
    beforeEach(async () => {
      accounts += 1;
      const admin = await store.admins.create({ email: `two-step-${accounts}@example.ae`, passwordHash, displayName: 'Two step', role: 'editor' });
      secret = newTotpSecret();
      enrolled = await store.admins.setSecondFactor(admin._id, { secret, backupCodes: [] });
    });

    /** One round as a guesser plays it: the right password, then a code; what came back. */
    async function round(code: string, ip: string, knownDeviceAdminId: string | null = null): Promise<'signed-in' | 'wrong' | 'locked'> {
      try {
        const admin = await login(enrolled.email, 'correct horse', ip, knownDeviceAdminId);
        const proof = await checkSecondFactor({ store, throttle }, { admin, code, ip });
        return proof ? 'signed-in' : 'wrong';
      } catch (error) {
        if (error instanceof TooManyAttemptsError) return 'locked';
        throw error;
      }
    }

    test(`25 rounds of the right password and a wrong code are stopped within the account's limit of ${ACCOUNT.max}, and the right code is refused while locked`, async () => {
      const outcomes: string[] = [];
      for (let i = 0; i < 25; i++) outcomes.push(await round(wrongCode(totpCode(secret, totpStep(Date.now()))), `198.51.100.${i}`));
      expect(outcomes.filter((outcome) => outcome === 'wrong').length).toBeLessThanOrEqual(ACCOUNT.max);
      expect(outcomes.slice(-20)).toEqual(Array(20).fill('locked'));
      expect(await round(totpCode(secret, totpStep(Date.now())), '192.0.2.10')).toBe('locked');
      moveClock(ACCOUNT.lockMs + 1);
      expect(await round(totpCode(secret, totpStep(Date.now())), '192.0.2.10')).toBe('signed-in');
    });

    test('a known-device cookie is no licence to guess codes: they count against the account all the same', async () => {
      const outcomes: string[] = [];
      for (let i = 0; i < 25; i++) outcomes.push(await round(wrongCode(totpCode(secret, totpStep(Date.now()))), `198.51.100.${i}`, enrolled._id));
      expect(outcomes.filter((outcome) => outcome === 'wrong')).toHaveLength(ACCOUNT.max);
      expect(outcomes.at(-1)).toBe('locked');
    }, 60_000); // every round checks the password (the known browser passes the account's count): 25 bcrypt checks

    test('the right password forgives nothing the code step counted', async () => {
      const code = () => totpCode(secret, totpStep(Date.now()));
      for (let i = 0; i < 2; i++) expect(await round(wrongCode(code()), '203.0.113.80')).toBe('wrong');
      // Four failures counted (two passwords, two codes): the third right password is the fifth,
      // and the right code after it is refused.
      expect(await round(code(), '203.0.113.80')).toBe('locked');
    });

    test('the right code forgives the address and the account', async () => {
      const code = () => totpCode(secret, totpStep(Date.now()));
      expect(await round(wrongCode(code()), '203.0.113.81')).toBe('wrong');
      expect(await round(code(), '203.0.113.81')).toBe('signed-in');
      moveClock(30_000); // each code is accepted once: the next round needs the next step's
      for (let i = 0; i < 2; i++) expect(await round(wrongCode(code()), '203.0.113.81')).toBe('wrong');
    });
  });
});
