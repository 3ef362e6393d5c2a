import { availableAdapters, storeForSuite } from '@/test/store-adapters';
import type { Store } from '@/lib/store/store';
import { proveSecondFactor } from './second-factor';
import { hashBackupCode, newTotpSecret, totpCode, totpStep } from './totp';

describe.each(availableAdapters())('proveSecondFactor [$name]', (adapter) => {
  let store: Store;
  storeForSuite(adapter, (opened) => (store = opened));

  async function enrolled(email: string) {
    const admin = await store.admins.create({ email, passwordHash: 'h', displayName: 'Staff', role: 'editor' });
    const secret = newTotpSecret();
    return { secret, admin: await store.admins.setSecondFactor(admin._id, { secret, backupCodes: [hashBackupCode('abcd-efgh'), hashBackupCode('jkmn-pqrs')] }) };
  }

  test("accepts the app's current code once: the same code typed again is refused", async () => {
    const { secret, admin } = await enrolled('app-code@example.ae');
    const now = new Date();
    const code = totpCode(secret, totpStep(now));
    expect(await proveSecondFactor(store, admin, code, now)).toEqual({ kind: 'app' });
    expect(await proveSecondFactor(store, admin, code, now)).toBeNull();
    expect(await proveSecondFactor(store, admin, '000000', now)).toBeNull();
  });

  test('accepts each backup code once, typed in any case, and says how many are left', async () => {
    const { admin } = await enrolled('backup-code@example.ae');
    const now = new Date();
    expect(await proveSecondFactor(store, admin, 'ABCD-EFGH', now)).toEqual({ kind: 'backup-code', left: 1 });
    expect(await proveSecondFactor(store, admin, 'abcdefgh', now)).toBeNull();
    expect(await proveSecondFactor(store, admin, 'zzzz-zzzz', now)).toBeNull();
  });

  test('an account without a second factor proves nothing', async () => {
    const admin = await store.admins.create({ email: 'no-factor@example.ae', passwordHash: 'h', displayName: 'Staff', role: 'sales' });
    expect(await proveSecondFactor(store, admin, '123456', new Date())).toBeNull();
  });
});
