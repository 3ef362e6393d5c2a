import { sealData } from 'iron-session';
import type { Store } from '@/lib/store/store';
import { availableAdapters, storeForSuite } from '@/test/store-adapters';
import { roleRefuses } from './page-access';
import { REQUIRE_SECOND_FACTOR } from './second-factor-policy';

jest.mock('next/navigation', () => ({}));

/**
 * What proxy.ts asks before an admin page streams: does this cookie sign in someone whose role
 * does not open the page? Only then is the page load answered with the 403 page; in every other
 * case the page's own check decides (a redirect to sign-in or enrolment, or the page).
 */
const SEAL = { password: 'p'.repeat(40), ttl: 3600 };

describe.each(availableAdapters())('roleRefuses [$name]', (adapter) => {
  let store: Store;
  storeForSuite(adapter, (opened) => (store = opened), () => store.settings.set(REQUIRE_SECOND_FACTOR, 'off'));

  const account = async (email: string, role: 'owner' | 'editor' | 'sales') => {
    const admin = await store.admins.create({ email, passwordHash: 'h', displayName: 'Staff', role });
    return { admin, cookie: await sealData({ adminId: admin._id, sessionVersion: admin.sessionVersion }, SEAL) };
  };

  test("refuses exactly the pages the role lacks, by the role the store holds now", async () => {
    const { admin, cookie } = await account('editor@example.ae', 'editor');
    const refused = async (path: string) => roleRefuses(store, SEAL, path, cookie);
    for (const path of ['/admin/audit', '/admin/leads', '/admin/leads/export', '/admin/staff']) expect([path, await refused(path)]).toEqual([path, true]);
    for (const path of ['/admin', '/admin/account', '/admin/manage-visas/x/edit', '/admin/redirects', '/admin/translations', '/preview/x', '/admin/no-such-page']) expect([path, await refused(path)]).toEqual([path, false]);
    await store.admins.update(admin._id, { role: 'sales' });
    expect(await refused('/admin/leads')).toBe(false);
    expect(await refused('/admin/manage-visas')).toBe(true);
    expect(await refused('/preview/x')).toBe(true);
    expect(await refused('/admin/translations')).toBe(true);
  });

  test('leaves the page to decide for the owner, a bad or stale cookie, and someone who must first enrol', async () => {
    const { cookie: ownerCookie } = await account('owner@example.ae', 'owner');
    expect(await roleRefuses(store, SEAL, '/admin/audit', ownerCookie)).toBe(false);
    expect(await roleRefuses(store, SEAL, '/admin/audit', 'Fe26.2**forged')).toBe(false);
    expect(await roleRefuses(store, { ...SEAL, password: 'q'.repeat(40) }, '/admin/audit', (await account('other-secret@example.ae', 'editor')).cookie)).toBe(false);
    const { admin, cookie } = await account('disabled@example.ae', 'editor');
    await store.admins.update(admin._id, { disabled: true });
    expect(await roleRefuses(store, SEAL, '/admin/audit', cookie)).toBe(false);
    const pending = await account('pending@example.ae', 'sales');
    const halfSignedIn = await sealData({ adminId: pending.admin._id, sessionVersion: pending.admin.sessionVersion, passwordAt: Date.now() }, SEAL);
    expect(await roleRefuses(store, SEAL, '/admin/manage-visas', halfSignedIn)).toBe(false);
    await store.settings.set(REQUIRE_SECOND_FACTOR, 'on');
    expect(await roleRefuses(store, SEAL, '/admin/manage-visas', pending.cookie)).toBe(false); // enrolment first: the page redirects
    await store.settings.set(REQUIRE_SECOND_FACTOR, 'off');
    expect(await roleRefuses(store, SEAL, '/admin/manage-visas', pending.cookie)).toBe(true);
  });
});
