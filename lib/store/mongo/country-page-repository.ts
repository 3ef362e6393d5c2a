import { ConflictError, NotFoundError } from '@/lib/errors';
import { newObjectId } from '@/lib/ids';
import { countryPageData, type CountryPageData, patchedCountryFields, staleCountryPage } from '../country-page-record';
import type { CountryPage, CountryPageRepository, UpdateOptions } from '../types';
import type { AnyModel } from './documents';
import { guard, isDuplicateKey } from './errors';

interface PageDocument {
  _id: string;
  slug: string;
  position: number;
  data: CountryPageData;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const toPage = (document: unknown): CountryPage => {
  const { _id, slug, position, data, version, createdAt, updatedAt } = document as PageDocument;
  return {
    ...countryPageData(data),
    url: slug,
    id: position,
    _id: String(_id),
    version,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  };
};

const IN_ORDER = { position: 1, slug: 1 } as const;

export function createMongoCountryPageRepository(model: AnyModel): CountryPageRepository {
  return {
    list: () => guard(async () => (await model.find({}).sort(IN_ORDER).lean()).map(toPage)),
    getBySlug: (slug) =>
      guard(async () => {
        const found = await model.findOne({ slug: String(slug) }).lean();
        return found ? toPage(found) : null;
      }),
    getById: (id) =>
      guard(async () => {
        const found = await model.findById(String(id)).lean();
        return found ? toPage(found) : null;
      }),
    create: (page) =>
      guard(async () => {
        try {
          const created = await model.create({ _id: newObjectId(), slug: page.url, position: page.id, data: countryPageData(page), version: 1 });
          return toPage(created.toObject());
        } catch (error) {
          if (isDuplicateKey(error)) throw new ConflictError(`A country page with the slug "${page.url}" already exists.`, 'slug');
          throw error;
        }
      }),
    update: (slug, patch, options: UpdateOptions = {}) =>
      guard(async () => {
        const found = await model.findOne({ slug: String(slug) }).lean();
        if (!found) throw new NotFoundError(`No country page with the slug "${slug}".`);
        const current = toPage(found);
        const expected = options.expectedVersion === undefined ? current.version : Number(options.expectedVersion);
        // The whole document is replaced only at the version it was read at: a save between the
        // read and this write (or a stale form's version) leaves it alone, and is a conflict.
        const updated = await model
          .findOneAndUpdate(
            { slug: current.url, version: expected },
            { $set: { data: countryPageData({ ...current, ...patchedCountryFields(patch) }) }, $inc: { version: 1 } },
            { returnDocument: 'after' },
          )
          .lean();
        if (updated) return toPage(updated);
        const now = await model.findOne({ slug: current.url }).lean();
        throw new ConflictError(staleCountryPage(current.url, now ? toPage(now).version : current.version, options.expectedVersion), 'version');
      }),
    count: () => guard(() => model.countDocuments()),
  };
}
