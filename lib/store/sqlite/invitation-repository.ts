import { newObjectId } from '@/lib/ids';
import type { AdminRole, Invitation, InvitationRepository } from '../types';
import { guard } from './errors';
import type { SqliteDatabase } from './open-database';

interface Row {
  id: string;
  email: string;
  role: AdminRole;
  token_hash: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

const toInvitation = (row: Row): Invitation => ({
  _id: row.id,
  email: row.email,
  role: row.role,
  tokenHash: row.token_hash,
  invitedBy: JSON.parse(row.invited_by) as Invitation['invitedBy'],
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  acceptedAt: row.accepted_at,
});

export function createSqliteInvitationRepository(db: SqliteDatabase): InvitationRepository {
  const insert = db.prepare(
    `INSERT INTO invitations (id, email, role, token_hash, invited_by, created_at, expires_at)
     VALUES (@id, @email, @role, @tokenHash, @invitedBy, @createdAt, @expiresAt)`,
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM invitations WHERE id = ?');
  const byToken = db.prepare<[string], Row>('SELECT * FROM invitations WHERE token_hash = ?');
  const pending = db.prepare<[string], Row>(
    'SELECT * FROM invitations WHERE accepted_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC',
  );
  const accept = db.prepare<[string, string, string], Row>(
    'UPDATE invitations SET accepted_at = ? WHERE token_hash = ? AND accepted_at IS NULL AND expires_at > ? RETURNING *',
  );
  const remove = db.prepare<[string]>('DELETE FROM invitations WHERE id = ?');
  const removeOpen = db.prepare<[string]>('DELETE FROM invitations WHERE email = ? AND accepted_at IS NULL');

  return {
    async create(invitation) {
      return guard(() => {
        const id = newObjectId();
        insert.run({
          ...invitation,
          id,
          email: invitation.email.toLowerCase(),
          invitedBy: JSON.stringify(invitation.invitedBy),
          createdAt: new Date().toISOString(),
        });
        return toInvitation(byId.get(id)!);
      });
    },
    async findByTokenHash(tokenHash) {
      return guard(() => {
        const row = byToken.get(String(tokenHash));
        return row ? toInvitation(row) : null;
      });
    },
    async listPending(now) {
      return guard(() => pending.all(now).map(toInvitation));
    },
    async accept(tokenHash, now) {
      return guard(() => {
        const row = accept.get(now, String(tokenHash), now);
        return row ? toInvitation(row) : null;
      });
    },
    async remove(id) {
      return guard(() => remove.run(String(id)).changes === 1);
    },
    async removeOpenFor(email) {
      return guard(() => removeOpen.run(String(email).toLowerCase()).changes);
    },
  };
}
