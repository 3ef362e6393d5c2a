import { availableAdapters, storeForSuite } from '@/test/store-adapters';
import type { Store } from '@/lib/store/store';
import { resolveSession } from './resolve-session';
import { REQUIRE_SECOND_FACTOR } from './second-factor-policy';

jest.mock('next/navigation', () => ({}));
// require-admin.ts's pure part; the Next.js calls around it are not used here.
import { accessVerdict } from './require-admin';

describe.each(availableAdapters())('resolveSession [$name]', (adapter) => {
  let store: Store;
  storeForSuite(adapter, (opened) => (store = opened), () => store.settings.set(REQUIRE_SECOND_FACTOR, 'off'));

  const account = (email: string, role: 'owner' | 'editor' | 'sales' = 'editor') => store.admins.create({ email, passwordHash: 'h', displayName: 'Staff', role });

  test("a cookie of the account's current version signs it in, with the role read from the store", async () => {
    const admin = await account('current@example.ae');
    expect(await resolveSession(store, { adminId: admin._id, sessionVersion: 1 })).toEqual({
      admin: { _id: admin._id, email: 'current@example.ae', displayName: 'Staff', role: 'editor' },
      mustEnrolSecondFactor: false,
    });
    await store.admins.update(admin._id, { role: 'sales' });
    expect((await resolveSession(store, { adminId: admin._id, sessionVersion: 1 }))?.admin.role).toBe('sales');
  });

  test('a disabled, removed or re-versioned account, and half a sign-in, open nothing', async () => {
    const disabled = await account('disabled@example.ae');
    await store.admins.update(disabled._id, { disabled: true });
    expect(await resolveSession(store, { adminId: disabled._id, sessionVersion: 1 })).toBeNull();
    // Enabled again, its old cookies stay void: disabling bumped the version.
    await store.admins.update(disabled._id, { disabled: false });
    expect(await resolveSession(store, { adminId: disabled._id, sessionVersion: 1 })).toBeNull();
    expect(await resolveSession(store, { adminId: disabled._id, sessionVersion: 2 })).not.toBeNull();

    const removed = await account('removed@example.ae');
    await store.admins.remove(removed._id);
    expect(await resolveSession(store, { adminId: removed._id, sessionVersion: 1 })).toBeNull();

    const pending = await account('pending@example.ae');
    expect(await resolveSession(store, { adminId: pending._id, sessionVersion: 1, passwordAt: Date.now() })).toBeNull();
  });

  test("the owner's rule makes an account without a second factor enrol first", async () => {
    const without = await account('without@example.ae');
    const withFactor = await account('with@example.ae');
    await store.admins.setSecondFactor(withFactor._id, { secret: 'JBSWY3DPEHPK3PXP', backupCodes: [] });
    await store.settings.set(REQUIRE_SECOND_FACTOR, 'on');
    const first = (await resolveSession(store, { adminId: without._id, sessionVersion: 1 }))!;
    expect(first.mustEnrolSecondFactor).toBe(true);
    expect(accessVerdict(first, {})).toBe('enrol');
    expect(accessVerdict(first, { duringEnrolment: true })).toBe('ok');
    expect((await resolveSession(store, { adminId: withFactor._id, sessionVersion: 1 }))!.mustEnrolSecondFactor).toBe(false);
    await store.settings.set(REQUIRE_SECOND_FACTOR, 'off');
    expect((await resolveSession(store, { adminId: without._id, sessionVersion: 1 }))!.mustEnrolSecondFactor).toBe(false);
  });
});

describe('accessVerdict', () => {
  const session = (role: 'owner' | 'editor' | 'sales') => ({ admin: { _id: 'a'.repeat(24), email: 'x@example.ae', displayName: 'X', role }, mustEnrolSecondFactor: false });
  test.each([
    ['owner', 'content', 'ok'],
    ['owner', 'accounts', 'ok'],
    ['owner', 'audit', 'ok'],
    ['editor', 'content', 'ok'],
    ['editor', 'leads', 'forbidden'],
    ['editor', 'accounts', 'forbidden'],
    ['sales', 'leads', 'ok'],
    ['sales', 'content', 'forbidden'],
    ['sales', 'audit', 'forbidden'],
  ] as const)('%s needing %s: %s', (role, capability, expected) => {
    expect(accessVerdict(session(role), { capability })).toBe(expected);
  });
  test('every role may reach its own account', () => {
    for (const role of ['owner', 'editor', 'sales'] as const) expect(accessVerdict(session(role), {})).toBe('ok');
  });
});
