import 'server-only';
import { NotFoundError, ValidationError } from '@/lib/errors';
import type { AdminRole, AdminUser } from '@/lib/staff/admin-repository';
import type { Store } from '@/lib/store/store';

/**
 * The owner's changes to other people's accounts. Two rules keep the site manageable: nobody
 * changes, disables or removes their own account here (their account page is for that), and the
 * site always keeps an enabled owner.
 */

const refuse = (message: string) => new ValidationError(message, { form: [message] });

async function target(store: Store, actorId: string, id: string): Promise<AdminUser> {
  if (id === actorId) throw refuse('You cannot change your own account here. Ask another owner, or use My account.');
  const account = await store.admins.findById(id);
  if (!account) throw new NotFoundError('That account does not exist any more.');
  return account;
}

async function keepAnOwner(store: Store, leaving: AdminUser): Promise<void> {
  if (leaving.role !== 'owner' || leaving.disabled) return;
  const owners = (await store.admins.list()).filter((account) => account.role === 'owner' && !account.disabled);
  if (owners.length <= 1) throw refuse('The site needs at least one enabled owner.');
}

export async function changeRole(store: Store, actorId: string, id: string, role: AdminRole): Promise<{ before: AdminUser; after: AdminUser }> {
  const before = await target(store, actorId, id);
  if (role !== 'owner') await keepAnOwner(store, before);
  return { before, after: await store.admins.update(id, { role }) };
}

/** Disabling ends the account's sessions at once (its session version is bumped). */
export async function setDisabled(store: Store, actorId: string, id: string, disabled: boolean): Promise<AdminUser> {
  const account = await target(store, actorId, id);
  if (disabled) await keepAnOwner(store, account);
  return store.admins.update(id, { disabled });
}

/** Removing ends the account's sessions: they name an account that no longer exists. */
export async function removeAccount(store: Store, actorId: string, id: string): Promise<AdminUser> {
  const account = await target(store, actorId, id);
  await keepAnOwner(store, account);
  await store.admins.remove(id);
  return account;
}

/** For a lost phone: the person signs in with the password alone and enrols again. */
export async function resetSecondFactor(store: Store, actorId: string, id: string): Promise<AdminUser> {
  await target(store, actorId, id);
  return store.admins.setSecondFactor(id, null);
}
