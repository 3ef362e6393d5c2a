import { isObjectId, newObjectId } from '@/lib/ids';
import type { Invitation, InvitationRepository } from '../types';
import { type AnyModel, toPlain } from './documents';
import { guard } from './errors';

const iso = (value: Date | string | null) => (value instanceof Date ? value.toISOString() : value);

function toInvitation(document: unknown): Invitation {
  const plain = toPlain<Omit<Invitation, 'expiresAt' | 'acceptedAt'> & { expiresAt: Date; acceptedAt: Date | null }>(document);
  return { ...plain, expiresAt: iso(plain.expiresAt)!, acceptedAt: iso(plain.acceptedAt ?? null) };
}

export function createMongoInvitationRepository(model: AnyModel): InvitationRepository {
  return {
    create: (invitation) =>
      guard(async () => {
        const created = await model.create({
          ...invitation,
          _id: newObjectId(),
          email: invitation.email.toLowerCase(),
          createdAt: new Date(),
          expiresAt: new Date(invitation.expiresAt),
          acceptedAt: null,
        });
        return toInvitation(created.toObject());
      }),
    findByTokenHash: (tokenHash) =>
      guard(async () => {
        const found = await model.findOne({ tokenHash: String(tokenHash) }).lean();
        return found ? toInvitation(found) : null;
      }),
    listPending: (now) =>
      guard(async () =>
        (await model.find({ acceptedAt: null, expiresAt: { $gt: new Date(now) } }).sort({ createdAt: -1, _id: -1 }).lean()).map((document: unknown) =>
          toInvitation(document),
        ),
      ),
    accept: (tokenHash, now) =>
      guard(async () => {
        const at = new Date(now);
        const accepted = await model
          .findOneAndUpdate({ tokenHash: String(tokenHash), acceptedAt: null, expiresAt: { $gt: at } }, { $set: { acceptedAt: at } }, { returnDocument: 'after' })
          .lean();
        return accepted ? toInvitation(accepted) : null;
      }),
    remove: (id) => guard(async () => isObjectId(String(id)) && (await model.deleteOne({ _id: String(id) })).deletedCount === 1),
    removeOpenFor: (email) => guard(async () => (await model.deleteMany({ email: String(email).toLowerCase(), acceptedAt: null })).deletedCount),
  };
}
