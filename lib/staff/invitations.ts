import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '@/lib/auth/password';
import { ConflictError, ValidationError } from '@/lib/errors';
import type { AdminRole, AdminUser } from '@/lib/staff/admin-repository';
import type { Invitation } from '@/lib/staff/invitation-repository';
import type { Store } from '@/lib/store/store';

/** How long an invitation link works. */
export const INVITATION_TTL_HOURS = 72;
export const INVITATION_CLOSED = 'This invitation link has expired or was already used. Ask the owner of the site for a new one.';

/** Only the hash is stored: someone who reads the database cannot use an open invitation. */
export const invitationTokenHash = (token: string) => createHash('sha256').update(`invitation:${token}`).digest('hex');

/**
 * Creates an invitation for an e-mail and role, replacing the e-mail's open ones. Returns the
 * token for the link (it exists nowhere else once the e-mail is sent), and the ids of the
 * invitations it replaced (their e-mails' outbox copies go: lib/staff/invitation-email.ts).
 */
export async function createInvitation(
  store: Store,
  inviter: Pick<AdminUser, '_id' | 'displayName' | 'email'>,
  { email, role }: { email: string; role: AdminRole },
  now: Date,
): Promise<{ token: string; invitation: Invitation; replaced: string[] }> {
  if (await store.admins.findByEmail(email)) {
    throw new ConflictError(`${email} already has an account.`, 'email');
  }
  const replaced = (await store.invitations.listPending(now.toISOString()))
    .filter((open) => open.email.toLowerCase() === email.toLowerCase())
    .map((open) => open._id);
  await store.invitations.removeOpenFor(email);
  const token = randomBytes(32).toString('base64url');
  const invitation = await store.invitations.create({
    email,
    role,
    tokenHash: invitationTokenHash(token),
    invitedBy: { id: inviter._id, name: inviter.displayName || inviter.email },
    expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000).toISOString(),
  });
  return { token, invitation, replaced };
}

/** The invitation a link names, if it is still open at `now`. */
export async function openInvitation(store: Store, token: string, now: Date): Promise<Invitation | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const invitation = await store.invitations.findByTokenHash(invitationTokenHash(token));
  if (!invitation || invitation.acceptedAt || invitation.expiresAt <= now.toISOString()) return null;
  return invitation;
}

/**
 * Accepts an invitation: marks it used (once, whatever the number of clicks) and creates the
 * account with the person's own name and password. Returns the account and the invitation.
 */
export async function acceptInvitation(
  store: Store,
  token: string,
  { displayName, password }: { displayName: string; password: string },
  now: Date,
): Promise<{ account: AdminUser; invitation: Invitation }> {
  const open = await openInvitation(store, token, now);
  if (!open) throw new ValidationError(INVITATION_CLOSED, { form: [INVITATION_CLOSED] });
  const passwordHash = await hashPassword(password);
  const accepted = await store.invitations.accept(open.tokenHash, now.toISOString());
  if (!accepted) throw new ValidationError(INVITATION_CLOSED, { form: [INVITATION_CLOSED] });
  const account = await store.admins.create({ email: accepted.email, passwordHash, displayName, role: accepted.role });
  return { account, invitation: accepted };
}
