import type { z } from 'zod';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { isObjectId, newObjectId } from '@/lib/ids';
import { patchedFields, storedFields } from '../content-record';
import type { ContentRepository, UpdateOptions } from '../types';
import { type AnyModel, toPlain } from './documents';
import { guard, isDuplicateKey } from './errors';

type Record<Fields> = Fields & { _id: string; createdAt: string; updatedAt: string; version: number };

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** `definition` is the content type's: only its fields are written, and read back (see `storedFields`). */
export function createMongoContentRepository<Fields extends { slug: string }>(
  model: AnyModel,
  label: string,
  definition: z.ZodObject & z.ZodType<Fields>,
): ContentRepository<Fields, Record<Fields>> {
  const slugTaken = (slug: string) => new ConflictError(`A ${label} with the slug "${slug}" already exists.`, 'slug');
  const toRecord = (document: unknown): Record<Fields> => {
    const { _id, createdAt, updatedAt, version, ...fields } = toPlain<Record<Fields>>(document);
    return { ...storedFields<Fields>(definition, fields), _id, createdAt, updatedAt, version };
  };
  const one = (document: unknown) => (document ? toRecord(document) : null);

  return {
    list: () => guard(async () => (await model.find().sort(NEWEST_FIRST).lean()).map(toRecord)),
    getBySlug: (slug) => guard(async () => one(await model.findOne({ slug: String(slug) }).lean())),
    getById: (id) => guard(async () => (isObjectId(String(id)) ? one(await model.findById(String(id)).lean()) : null)),
    create: (fields) =>
      guard(async () => {
        try {
          const created = await model.create({ ...storedFields<Fields>(definition, fields), _id: newObjectId(), version: 1 });
          return toRecord(created.toObject());
        } catch (error) {
          if (isDuplicateKey(error)) throw slugTaken(fields.slug);
          throw error;
        }
      }),
    update: (id, patch, options: UpdateOptions = {}) =>
      guard(async () => {
        const notFound = new NotFoundError(`No ${label} with the id "${id}".`);
        if (!isObjectId(String(id))) throw notFound;
        const set = patchedFields(definition, patch);
        const filter: { _id: string; version?: number } = { _id: String(id) };
        if (options.expectedVersion !== undefined) filter.version = Number(options.expectedVersion);
        let updated: unknown;
        try {
          updated = await model
            .findOneAndUpdate(filter, { $set: set, $inc: { version: 1 } }, { returnDocument: 'after', runValidators: true })
            .lean();
        } catch (error) {
          if (isDuplicateKey(error)) throw slugTaken(String(patch.slug));
          throw error;
        }
        if (updated) return toRecord(updated);
        const current = one(await model.findById(String(id)).lean());
        if (!current) throw notFound;
        throw new ConflictError(
          `This ${label} was changed by someone else since you opened it (version ${current.version}, yours ${options.expectedVersion}). Reload it and apply your changes again.`,
          'version',
        );
      }),
    delete: (id) =>
      guard(async () => (isObjectId(String(id)) ? one(await model.findByIdAndDelete(String(id)).lean()) : null)),
    count: () => guard(() => model.countDocuments()),
  };
}
