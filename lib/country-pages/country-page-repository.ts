import { ConflictError, NotFoundError } from '@/lib/errors';
import { type Collection, DuplicateKeyError } from '@/lib/store/documents';
import { now, timestamps } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { countryPageDefinition, type CountryPageFields, countryPageFieldsOf, type NewCountryPage, newCountryPageSchema } from '@/lib/country-pages/country-page-definition';
import { z } from '@/lib/validation/z';

/** The ten country pages: their definition's fields, the fixed address, order and hero image, a version. */
export const countryPageRecord = declareRecord({
  name: 'country_pages',
  schema: newCountryPageSchema.extend({ version: z.number().int(), ...timestamps }),
  indexes: [{ paths: { slug: 1 }, unique: true }, { paths: { position: 1, slug: 1 } }],
});

export type CountryPage = NewCountryPage & { _id: string; version: number; createdAt: string; updatedAt: string };
export type { CountryPageFields, NewCountryPage } from '@/lib/country-pages/country-page-definition';

/**
 * The ten country pages. Their set is fixed (content/country-pages/slugs.mjs): the seed creates
 * them, staff edit their fields, nothing deletes one or changes its slug, order or hero image.
 */
export interface CountryPageRepository {
  /** In display order (`position`). */
  list(): Promise<CountryPage[]>;
  getBySlug(slug: string): Promise<CountryPage | null>;
  /** By the record id drafts and versions keep. */
  getById(id: string): Promise<CountryPage | null>;
  /** Throws ConflictError when the slug is taken. */
  create(page: NewCountryPage): Promise<CountryPage>;
  /**
   * Changes the editable fields given (the fixed ones are not part of a patch) and increments the
   * version. Throws NotFoundError for an unknown slug, ConflictError for a stale `expectedVersion`.
   */
  update(slug: string, patch: Partial<CountryPageFields>, options?: { expectedVersion?: number }): Promise<CountryPage>;
  count(): Promise<number>;
}

export const staleCountryPage = (slug: string, current: number, expected: number | undefined) =>
  `The country page "${slug}" was changed by someone else since you opened it (version ${current}, yours ${expected}). Reload it and apply your changes again.`;

export function countryPageRepository(collection: Collection<CountryPage>): CountryPageRepository {
  return {
    list: () => collection.findMany({}, { sort: { position: 1, slug: 1 } }),
    getBySlug: (slug) => collection.findOne({ slug: String(slug) }),
    getById: (id) => collection.findOne({ _id: String(id) }),
    async create(page) {
      const at = now();
      try {
        return await collection.insert({ ...page, version: 1, createdAt: at, updatedAt: at });
      } catch (error) {
        if (error instanceof DuplicateKeyError) throw new ConflictError(`A country page with the slug "${page.slug}" already exists.`, 'slug');
        throw error;
      }
    },
    async update(slug, patch, options = {}) {
      const current = await collection.findOne({ slug: String(slug) });
      if (!current) throw new NotFoundError(`No country page with the slug "${slug}".`);
      const merged = countryPageFieldsOf({ ...current, ...patch }) as Record<string, unknown>;
      const changes = Object.fromEntries(Object.keys(patch).filter((name) => name in countryPageDefinition.shape && merged[name] !== undefined).map((name) => [name, merged[name]]));
      const filter = options.expectedVersion === undefined ? { slug: current.slug } : { slug: current.slug, version: options.expectedVersion };
      const updated = await collection.updateOne(filter, { $set: { ...changes, updatedAt: now() }, $inc: { version: 1 } });
      if (updated) return updated;
      const latest = await collection.findOne({ slug: current.slug });
      throw new ConflictError(staleCountryPage(current.slug, latest?.version ?? current.version, options.expectedVersion), 'version');
    },
    count: () => collection.count({}),
  };
}
