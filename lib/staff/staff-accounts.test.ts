import { availableAdapters, storeForSuite } from '@/test/store-adapters';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import type { Store } from '@/lib/store/store';
import { verifyPassword } from '@/lib/auth/password';
import { changeRole, removeAccount, resetSecondFactor, setDisabled } from './accounts';
import { acceptInvitation, createInvitation, INVITATION_TTL_HOURS, openInvitation } from './invitations';

describe.each(availableAdapters())('staff accounts [$name]', (adapter) => {
  let store: Store;
  storeForSuite(adapter, (opened) => (store = opened));

  const person = (email: string, role: 'owner' | 'editor' | 'sales') => store.admins.create({ email, passwordHash: 'h', displayName: email.split('@')[0]!, role });

  describe('invitations', () => {
    test('an invitation creates the account once, with the name and password chosen through the link', async () => {
      const owner = await person('inviter@example.ae', 'owner');
      const now = new Date();
      const { token, invitation } = await createInvitation(store, owner, { email: 'new-editor@example.ae', role: 'editor' }, now);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(invitation.tokenHash).not.toContain(token);
      expect(Date.parse(invitation.expiresAt) - now.getTime()).toBe(INVITATION_TTL_HOURS * 3_600_000);
      expect(await openInvitation(store, token, now)).toMatchObject({ email: 'new-editor@example.ae' });

      const { account, invitation: accepted } = await acceptInvitation(store, token, { displayName: 'New Editor', password: 'a-long-password' }, now);
      expect(accepted._id).toBe(invitation._id);
      expect(account).toMatchObject({ email: 'new-editor@example.ae', role: 'editor', displayName: 'New Editor', disabled: false });
      expect(await verifyPassword('a-long-password', account.passwordHash)).toBe(true);
      await expect(acceptInvitation(store, token, { displayName: 'Again', password: 'a-long-password' }, now)).rejects.toBeInstanceOf(ValidationError);
      expect(await openInvitation(store, token, now)).toBeNull();
    });

    test('an expired link, an unknown one, and an e-mail that has an account are refused; a new invitation replaces the open one', async () => {
      const owner = await person('inviter-2@example.ae', 'owner');
      const then = new Date(Date.now() - (INVITATION_TTL_HOURS + 1) * 3_600_000);
      const { token: old } = await createInvitation(store, owner, { email: 'late@example.ae', role: 'sales' }, then);
      await expect(acceptInvitation(store, old, { displayName: 'Late', password: 'a-long-password' }, new Date())).rejects.toBeInstanceOf(ValidationError);
      expect(await openInvitation(store, 'x'.repeat(43), new Date())).toBeNull();
      expect(await openInvitation(store, '../../etc', new Date())).toBeNull();
      await expect(createInvitation(store, owner, { email: 'inviter-2@example.ae', role: 'editor' }, new Date())).rejects.toBeInstanceOf(ConflictError);

      const first = await createInvitation(store, owner, { email: 'twice@example.ae', role: 'editor' }, new Date());
      const second = await createInvitation(store, owner, { email: 'Twice@example.ae', role: 'sales' }, new Date());
      expect(first.replaced).toEqual([]);
      expect(second.replaced).toEqual([first.invitation._id]);
      expect(await openInvitation(store, first.token, new Date())).toBeNull();
      expect(await openInvitation(store, second.token, new Date())).toMatchObject({ role: 'sales' });
    });
  });

  describe("the owner's changes", () => {
    test('nobody changes their own account here, and the site keeps an enabled owner', async () => {
      const owners = (await store.admins.list()).filter((account) => account.role === 'owner');
      for (const extra of owners) await store.admins.remove(extra._id);
      const boss = await person('boss@example.ae', 'owner');
      const deputy = await person('deputy@example.ae', 'owner');
      await expect(changeRole(store, boss._id, boss._id, 'editor')).rejects.toThrow('You cannot change your own account here');
      await expect(setDisabled(store, boss._id, boss._id, true)).rejects.toBeInstanceOf(ValidationError);
      await expect(removeAccount(store, boss._id, boss._id)).rejects.toBeInstanceOf(ValidationError);

      // Two owners: one may demote the other, who then cannot take the last owner away.
      expect((await changeRole(store, boss._id, deputy._id, 'editor')).after.role).toBe('editor');
      await expect(changeRole(store, deputy._id, boss._id, 'sales')).rejects.toThrow('The site needs at least one enabled owner.');
      await expect(setDisabled(store, deputy._id, boss._id, true)).rejects.toThrow('The site needs at least one enabled owner.');
      await expect(removeAccount(store, deputy._id, boss._id)).rejects.toThrow('The site needs at least one enabled owner.');
      await expect(changeRole(store, boss._id, 'f'.repeat(24), 'sales')).rejects.toBeInstanceOf(NotFoundError);
    });

    test('disabling ends sessions; removing deletes; resetting the second factor clears it', async () => {
      const boss = await person('boss-2@example.ae', 'owner');
      const staff = await person('staff-2@example.ae', 'sales');
      expect(await setDisabled(store, boss._id, staff._id, true)).toMatchObject({ disabled: true, sessionVersion: 2 });
      expect(await setDisabled(store, boss._id, staff._id, false)).toMatchObject({ disabled: false, sessionVersion: 2 });
      await store.admins.setSecondFactor(staff._id, { secret: 'JBSWY3DPEHPK3PXP', backupCodes: ['x'] });
      expect(await resetSecondFactor(store, boss._id, staff._id)).toMatchObject({ totpSecret: null, backupCodes: [] });
      expect((await removeAccount(store, boss._id, staff._id)).email).toBe('staff-2@example.ae');
      expect(await store.admins.findById(staff._id)).toBeNull();
    });
  });
});
