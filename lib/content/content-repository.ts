import { ConflictError, NotFoundError } from '@/lib/errors';
import { type Collection, DuplicateKeyError } from '@/lib/store/documents';
import { isoDate, now } from '@/lib/store/fields';
import type { TranslationOptional } from '@/lib/i18n/translatable';
import { declareRecord, type RecordDeclaration } from '@/lib/store/record';
import { blogDefinition, type BlogFields, visaDefinition, type VisaFields } from '@/lib/content/content-definition';
import { pickFields, storedSchemaOf } from '@/lib/validation/content-shape';
import { z } from '@/lib/validation/z';

/**
 * Visas and blog posts: one record shape each, the definition's fields as stored
 * (`storedSchemaOf`) with the record's version and times, and one repository for both.
 */
const contentRecord = <Fields>(name: 'visas' | 'blogs', definition: z.ZodObject) =>
  declareRecord({
    name,
    schema: storedSchemaOf(definition).extend({ slug: z.string().min(1), version: z.number().int(), createdAt: isoDate, updatedAt: isoDate }),
    indexes: [{ paths: { slug: 1 }, unique: true }, { paths: { createdAt: -1, _id: -1 } }],
  }) as unknown as RecordDeclaration<Fields & Stored>;
export const visaRecord = contentRecord<VisaFields>('visas', visaDefinition);
export const blogRecord = contentRecord<BlogFields>('blogs', blogDefinition);

interface Stored {
  _id: string;
  createdAt: string;
  updatedAt: string;
  /** Every update increments it (optimistic concurrency). */
  version: number;
}
export type Visa = VisaFields & Stored;
export type Blog = BlogFields & Stored;

/** A record to create: an author may be left out (none), as in records from before authors. */
export type NewContent<Fields> = TranslationOptional<Omit<Fields, 'authorId'>> & { authorId?: string; slug: string };

export interface UpdateOptions {
  /** When given, the update is refused with a ConflictError unless the record is at this version. */
  expectedVersion?: number;
}

export interface ContentRepository<Fields, Item> {
  /** Newest first. */
  list(): Promise<Item[]>;
  getBySlug(slug: string): Promise<Item | null>;
  getById(id: string): Promise<Item | null>;
  /** Throws ConflictError when the slug is taken. */
  create(fields: NewContent<Fields>): Promise<Item>;
  /** Throws NotFoundError for an unknown id, ConflictError for a taken slug or a stale version. */
  update(id: string, patch: Partial<Fields>, options?: UpdateOptions): Promise<Item>;
  /** Returns the deleted record, or null when there was none. */
  delete(id: string): Promise<Item | null>;
  count(): Promise<number>;
}

/**
 * A content repository on its collection. Only the definition's fields are kept, and a record
 * stored before a field was added to the definition reads it as empty (`pickFields`).
 */
export function contentRepository<Fields extends { slug: string }>(
  collection: Collection<Stored & { slug: string }>,
  { label, definition }: { label: string; definition: z.ZodObject },
): ContentRepository<Fields, Fields & Stored> {
  type Item = Fields & Stored;
  const toItem = (document: Stored & { slug: string }): Item =>
    ({ ...pickFields(definition, document), _id: document._id, version: document.version, createdAt: document.createdAt, updatedAt: document.updatedAt }) as Item;
  const slugTaken = (slug: string) => new ConflictError(`A ${label} with the slug "${slug}" already exists.`, 'slug');
  const found = async (filter: { _id: string } | { slug: string }) => {
    const document = await collection.findOne(filter);
    return document ? toItem(document) : null;
  };
  const withTakenSlug = async <T>(slug: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw slugTaken(slug);
      throw error;
    }
  };

  return {
    list: async () => (await collection.findMany({}, { sort: { createdAt: -1, _id: -1 } })).map(toItem),
    getBySlug: (slug) => found({ slug: String(slug) }),
    getById: (id) => found({ _id: String(id) }),
    create: (fields) => {
      const at = now();
      return withTakenSlug(fields.slug, async () => toItem(await collection.insert({ ...pickFields(definition, fields), slug: fields.slug, version: 1, createdAt: at, updatedAt: at })));
    },
    async update(id, patch, options = {}) {
      const current = await found({ _id: String(id) });
      if (!current) throw new NotFoundError(`No ${label} with the id "${id}".`);
      const names = Object.keys(patch).filter((name) => patch[name as keyof Fields] !== undefined && name in definition.shape);
      const merged = pickFields(definition, { ...current, ...patch }) as Record<string, unknown>;
      const changes = Object.fromEntries(names.map((name) => [name, merged[name]]));
      // Without an expected version the change lands whatever came in between, as one atomic write.
      const filter = options.expectedVersion === undefined ? { _id: current._id } : { _id: current._id, version: options.expectedVersion };
      const updated = await withTakenSlug(String(merged.slug), () => collection.updateOne(filter, { $set: { ...changes, updatedAt: now() }, $inc: { version: 1 } }));
      if (updated) return toItem(updated);
      const latest = await found({ _id: current._id });
      if (!latest) throw new NotFoundError(`No ${label} with the id "${id}".`);
      throw new ConflictError(
        `This ${label} was changed by someone else since you opened it (version ${latest.version}, yours ${options.expectedVersion}). Reload it and apply your changes again.`,
        'version',
      );
    },
    delete: async (id) => {
      const removed = await collection.deleteOne({ _id: String(id) });
      return removed ? toItem(removed) : null;
    },
    count: () => collection.count({}),
  };
}
