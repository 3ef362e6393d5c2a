import { availableAdapters, storeForSuite } from '@/test/store-adapters';
import type { Store } from '@/lib/store/store';
import { CONSOLE_ACTOR, resetSecondFactorFromConsole } from './console-reset';

describe.each(availableAdapters())('resetSecondFactorFromConsole [$name]', (adapter) => {
  let store: Store;
  storeForSuite(adapter, (opened) => (store = opened));

  test('clears the second factor of the account named, and the audit log says it came from the console', async () => {
    const owner = await store.admins.create({ email: 'locked-out@example.ae', passwordHash: 'h', displayName: 'Owner', role: 'owner' });
    await store.admins.setSecondFactor(owner._id, { secret: 'JBSWY3DPEHPK3PXP', backupCodes: ['x'] });
    const result = await resetSecondFactorFromConsole(store, ' Locked-Out@example.ae ', new Date());
    expect(result).toEqual({ ok: true, message: expect.stringContaining('was reset') });
    expect(await store.admins.findById(owner._id)).toMatchObject({ totpSecret: null, backupCodes: [] });
    expect(await store.audit.list({ actorEmail: CONSOLE_ACTOR })).toEqual([
      expect.objectContaining({ action: 'second-factor-off', target: 'locked-out@example.ae', actor: { id: null, email: CONSOLE_ACTOR } }),
    ]);
  });

  test('says so for an unknown e-mail and for an account without a second factor', async () => {
    expect(await resetSecondFactorFromConsole(store, 'nobody@example.ae', new Date())).toEqual({ ok: false, message: 'No account has the e-mail nobody@example.ae.' });
    await store.admins.create({ email: 'plain@example.ae', passwordHash: 'h', displayName: 'Plain', role: 'sales' });
    expect((await resetSecondFactorFromConsole(store, 'plain@example.ae', new Date())).message).toContain('nothing to reset');
  });
});
