import type { Collection } from '@/lib/store/documents';
import { isoDate, now } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';
import { ADMIN_ROLES } from './admin-repository';

/** An e-mailed invitation to join the staff, accepted once through its link before it expires. */
export const invitationRecord = declareRecord({
  name: 'invitations',
  schema: z.object({
    /** Lower-cased. */
    email: z.string().toLowerCase(),
    role: z.enum(ADMIN_ROLES),
    /** SHA-256 of the link's token: the token itself is only in the e-mail. */
    tokenHash: z.string(),
    invitedBy: z.object({ id: z.string(), name: z.string() }),
    createdAt: isoDate,
    expiresAt: isoDate,
    acceptedAt: isoDate.nullable().default(null),
  }),
  indexes: [{ paths: { tokenHash: 1 }, unique: true }, { paths: { email: 1 } }, { paths: { createdAt: -1, _id: -1 } }],
});

export type Invitation = z.output<typeof invitationRecord.schema> & { _id: string };
export type NewInvitation = Omit<Invitation, '_id' | 'createdAt' | 'acceptedAt'>;

export interface InvitationRepository {
  create(invitation: NewInvitation): Promise<Invitation>;
  findByTokenHash(tokenHash: string): Promise<Invitation | null>;
  /** Invitations neither accepted nor expired at `now`, newest first. */
  listPending(now: string): Promise<Invitation[]>;
  /**
   * Marks the invitation accepted if it is still open at `now` (not accepted, not expired), once
   * whatever the number of concurrent calls; returns it, or null when it was not open.
   */
  accept(tokenHash: string, now: string): Promise<Invitation | null>;
  /** Withdraws an invitation; returns whether there was one. */
  remove(id: string): Promise<boolean>;
  /** Withdraws the open invitations of an e-mail (a new invitation replaces them); returns how many. */
  removeOpenFor(email: string): Promise<number>;
}

export function invitationRepository(collection: Collection<Invitation>): InvitationRepository {
  return {
    create: (invitation) => collection.insert({ ...invitation, email: invitation.email.toLowerCase(), createdAt: now(), acceptedAt: null }),
    findByTokenHash: (tokenHash) => collection.findOne({ tokenHash: String(tokenHash) }),
    listPending: (at) => collection.findMany({ acceptedAt: null, expiresAt: { $gt: String(at) } }, { sort: { createdAt: -1, _id: -1 } }),
    accept: (tokenHash, at) => collection.updateOne({ tokenHash: String(tokenHash), acceptedAt: null, expiresAt: { $gt: String(at) } }, { $set: { acceptedAt: String(at) } }),
    remove: async (id) => (await collection.deleteOne({ _id: String(id) })) !== null,
    removeOpenFor: (email) => collection.deleteMany({ email: String(email).toLowerCase(), acceptedAt: null }),
  };
}
