import { ConflictError, NotFoundError } from '@/lib/errors';
import { isObjectId, newObjectId } from '@/lib/ids';
import type { AdminUser, AdminUserRepository } from '../types';
import { type AnyModel, toPlain } from './documents';
import { guard, isDuplicateKey } from './errors';

export function createMongoAdminRepository(model: AnyModel): AdminUserRepository {
  const one = (document: unknown) => (document ? toPlain<AdminUser>(document) : null);
  const notFound = (id: string) => new NotFoundError(`No admin user with the id "${id}".`);

  return {
    findByEmail: (email) => guard(async () => one(await model.findOne({ email: String(email).toLowerCase() }).lean())),
    findById: (id) => guard(async () => (isObjectId(String(id)) ? one(await model.findById(String(id)).lean()) : null)),
    create: (user) =>
      guard(async () => {
        try {
          const created = await model.create({ ...user, email: user.email.toLowerCase(), _id: newObjectId(), sessionVersion: 1 });
          return toPlain<AdminUser>(created.toObject());
        } catch (error) {
          if (isDuplicateKey(error)) throw new ConflictError(`An admin with the e-mail "${user.email.toLowerCase()}" already exists.`, 'email');
          throw error;
        }
      }),
    setPassword: (id, passwordHash) =>
      guard(async () => {
        if (!isObjectId(String(id))) throw notFound(id);
        const updated = await model
          .findByIdAndUpdate(String(id), { $set: { passwordHash }, $inc: { sessionVersion: 1 } }, { returnDocument: 'after' })
          .lean();
        if (!updated) throw notFound(id);
        return toPlain<AdminUser>(updated);
      }),
    bumpSessionVersion: (id) =>
      guard(async () => {
        if (!isObjectId(String(id))) throw notFound(id);
        const updated = await model
          .findByIdAndUpdate(String(id), { $inc: { sessionVersion: 1 } }, { returnDocument: 'after' })
          .lean();
        if (!updated) throw notFound(id);
        return toPlain<AdminUser>(updated).sessionVersion;
      }),
    count: () => guard(() => model.countDocuments()),
    list: () => guard(async () => (await model.find().sort({ createdAt: 1, _id: 1 }).lean()).map((document: unknown) => toPlain<AdminUser>(document))),
    remove: (id) =>
      guard(async () => isObjectId(String(id)) && (await model.deleteOne({ _id: String(id) })).deletedCount === 1),
  };
}
