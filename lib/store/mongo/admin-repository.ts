import { ConflictError, NotFoundError } from '@/lib/errors';
import { isObjectId, newObjectId } from '@/lib/ids';
import type { AdminUser, AdminUserRepository } from '../types';
import { type AnyModel, toPlain } from './documents';
import { guard, isDuplicateKey } from './errors';

/** A stored admin, with the defaults of the fields that admins stored before staff accounts lack. */
function toAdmin(document: unknown): AdminUser {
  const admin = toPlain<Partial<AdminUser> & Pick<AdminUser, '_id' | 'email' | 'passwordHash' | 'displayName' | 'sessionVersion'>>(document);
  return {
    ...admin,
    role: admin.role ?? 'owner',
    disabled: admin.disabled ?? false,
    totpSecret: admin.totpSecret ?? null,
    totpLastStep: admin.totpLastStep ?? 0,
    backupCodes: admin.backupCodes ?? [],
  } as AdminUser;
}

export function createMongoAdminRepository(model: AnyModel): AdminUserRepository {
  const one = (document: unknown) => (document ? toAdmin(document) : null);
  const notFound = (id: string) => new NotFoundError(`No admin user with the id "${id}".`);
  const after = { returnDocument: 'after' } as const;
  /** Runs an update of one admin by id and returns it as it is after, or throws NotFoundError. */
  const updateById = async (id: string, update: Record<string, unknown>) => {
    if (!isObjectId(String(id))) throw notFound(id);
    const updated = await model.findByIdAndUpdate(String(id), update, after).lean();
    if (!updated) throw notFound(id);
    return toAdmin(updated);
  };

  return {
    findByEmail: (email) => guard(async () => one(await model.findOne({ email: String(email).toLowerCase() }).lean())),
    findById: (id) => guard(async () => (isObjectId(String(id)) ? one(await model.findById(String(id)).lean()) : null)),
    create: (user) =>
      guard(async () => {
        try {
          const created = await model.create({ ...user, email: user.email.toLowerCase(), _id: newObjectId(), sessionVersion: 1 });
          return toAdmin(created.toObject());
        } catch (error) {
          if (isDuplicateKey(error)) throw new ConflictError(`An admin with the e-mail "${user.email.toLowerCase()}" already exists.`, 'email');
          throw error;
        }
      }),
    setPassword: (id, passwordHash) => guard(() => updateById(id, { $set: { passwordHash: String(passwordHash) }, $inc: { sessionVersion: 1 } })),
    bumpSessionVersion: (id) => guard(async () => (await updateById(id, { $inc: { sessionVersion: 1 } })).sessionVersion),
    update: (id, change) =>
      guard(async () => {
        const set: Record<string, unknown> = {};
        if (change.role !== undefined) set.role = change.role;
        if (change.displayName !== undefined) set.displayName = change.displayName;
        if (change.disabled !== undefined) set.disabled = change.disabled;
        // Disabling an enabled account bumps its session version in the same update.
        if (change.disabled === true && isObjectId(String(id))) {
          const flipped = await model.findOneAndUpdate({ _id: String(id), disabled: { $ne: true } }, { $set: set, $inc: { sessionVersion: 1 } }, after).lean();
          if (flipped) return toAdmin(flipped);
        }
        return updateById(id, { $set: set });
      }),
    setSecondFactor: (id, factor) =>
      guard(() => updateById(id, { $set: { totpSecret: factor?.secret ?? null, backupCodes: factor?.backupCodes ?? [], totpLastStep: 0 } })),
    useTotpStep: (id, step) =>
      guard(async () => {
        if (!isObjectId(String(id))) return false;
        const earlier = { $or: [{ totpLastStep: { $lt: step } }, { totpLastStep: { $exists: false } }] };
        return (await model.updateOne({ _id: String(id), ...earlier }, { $set: { totpLastStep: step } })).modifiedCount === 1;
      }),
    useBackupCode: (id, codeHash) =>
      guard(async () => {
        if (!isObjectId(String(id))) return false;
        const code = String(codeHash);
        return (await model.updateOne({ _id: String(id), backupCodes: code }, { $pull: { backupCodes: code } })).modifiedCount === 1;
      }),
    count: () => guard(() => model.countDocuments()),
    list: () => guard(async () => (await model.find().sort({ createdAt: 1, _id: 1 }).lean()).map((document: unknown) => toAdmin(document))),
    remove: (id) =>
      guard(async () => isObjectId(String(id)) && (await model.deleteOne({ _id: String(id) })).deletedCount === 1),
  };
}
