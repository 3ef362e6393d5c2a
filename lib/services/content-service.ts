import type { z } from 'zod';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { isObjectId } from '@/lib/ids';
import type { ImageStore } from '@/lib/images/image-store';
import { normalizeImage } from '@/lib/images/normalize-image';
import { storeInlineImages } from '@/lib/rich-text/inline-images';
import type { ContentRepository, Store } from '@/lib/store/types';
import { parseContent } from './parse-content';

/** What a content service needs from the outside world; tests pass their own. */
export interface ContentServiceDeps {
  store: Store;
  images: ImageStore;
  revalidate: (tags: string[]) => void | Promise<void>;
}

type StoredRecord = { _id: string; slug: string; imageURL: string; version: number };

interface ContentServiceDefinition<Fields extends { slug: string; imageURL: string }, Item extends StoredRecord> {
  /** "visa" or "blog post", for messages. */
  label: string;
  repository: (store: Store) => ContentRepository<Fields, Item>;
  /** The content type's definition (`lib/validation/content.ts`): its marked rich-text fields are sanitised. */
  definition: z.ZodObject & z.ZodType<Fields>;
  createSchema: z.ZodType<Omit<Fields, 'imageURL'>>;
  patchSchema: z.ZodType<Partial<Fields> & { version?: number }>;
  /** Cache tags a change to this record touches. */
  tags: (slug: string) => string[];
  /** What else follows the record's address: a visa's facts move with its slug and go with it. */
  followers?: {
    renamed: (store: Store, from: string, to: string) => Promise<unknown>;
    deleted: (store: Store, slug: string) => Promise<unknown>;
  };
}

/**
 * Retires an image no visa or post shows any more. The API lets a record take another record's
 * image URL, so replacing or deleting one record must not take the other's image with it.
 */
async function retireUnlessShown(deps: ContentServiceDeps, imageURL: string): Promise<void> {
  const [visas, blogs] = await Promise.all([deps.store.visas.list(), deps.store.blogs.list()]);
  if ([...visas, ...blogs].some((item) => item.imageURL === imageURL)) return;
  await deps.images.retire(imageURL);
}

/** An upload: the raw bytes of the chosen file (checked and re-encoded before storing). */
export type ImageUpload = Uint8Array;

/**
 * Create, update, delete and find for visas and blog posts: validation, sanitising, the image,
 * the store, and cache revalidation in one place. The admin forms and the /api/1.0 handlers both
 * call these, so no rule exists twice.
 */
export function defineContentService<Fields extends { slug: string; imageURL: string }, Item extends StoredRecord>(
  config: ContentServiceDefinition<Fields, Item>,
) {
  const { label, repository, definition, createSchema, patchSchema, tags, followers } = config;

  async function find(deps: ContentServiceDeps, key: string): Promise<Item | null> {
    const repo = repository(deps.store);
    return (isObjectId(key) ? await repo.getById(key) : null) ?? (await repo.getBySlug(key));
  }

  async function findOrThrow(deps: ContentServiceDeps, key: string): Promise<Item> {
    const found = await find(deps, key);
    if (!found) throw new NotFoundError(`No ${label} with the id or slug "${key}".`);
    return found;
  }

  async function saveImage(deps: ContentServiceDeps, upload: ImageUpload): Promise<string> {
    return (await deps.images.save(await normalizeImage(upload))).url;
  }

  return {
    /** What the record is called in messages and the audit log ('visa', 'blog post'). */
    label,
    find,
    findOrThrow,

    async list(deps: ContentServiceDeps): Promise<Item[]> {
      return repository(deps.store).list();
    },

    async create(deps: ContentServiceDeps, input: unknown, image: ImageUpload | null): Promise<Item> {
      const fields = parseContent(definition, createSchema, await storeInlineImages(deps, input));
      if (!image || image.byteLength === 0) {
        throw new ValidationError('Image is required', { file: ['Image is required'] });
      }
      const imageURL = await saveImage(deps, image);
      try {
        const created = await repository(deps.store).create({ ...fields, imageURL } as Fields);
        await deps.revalidate(tags(created.slug));
        return created;
      } catch (error) {
        await deps.images.remove(imageURL); // nothing refers to it: don't leave it behind
        throw error;
      }
    },

    async update(deps: ContentServiceDeps, key: string, input: unknown, image: ImageUpload | null): Promise<Item> {
      const current = await findOrThrow(deps, key);
      const { version, ...patch } = parseContent(definition, patchSchema, await storeInlineImages(deps, input));
      const newImage = image && image.byteLength > 0 ? await saveImage(deps, image) : null;
      if (newImage) patch.imageURL = newImage;
      try {
        const updated = await repository(deps.store).update(current._id, patch as Partial<Fields>, {
          expectedVersion: version,
        });
        if (updated.imageURL !== current.imageURL) await retireUnlessShown(deps, current.imageURL);
        if (updated.slug !== current.slug) await followers?.renamed(deps.store, current.slug, updated.slug);
        await deps.revalidate([...tags(current.slug), ...tags(updated.slug)]);
        return updated;
      } catch (error) {
        if (newImage) await deps.images.remove(newImage);
        throw error;
      }
    },

    async remove(deps: ContentServiceDeps, key: string): Promise<Item> {
      const current = await findOrThrow(deps, key);
      const deleted = await repository(deps.store).delete(current._id);
      if (!deleted) throw new NotFoundError(`No ${label} with the id or slug "${key}".`);
      await retireUnlessShown(deps, deleted.imageURL);
      await followers?.deleted(deps.store, deleted.slug);
      await deps.revalidate(tags(deleted.slug));
      return deleted;
    },
  };
}
