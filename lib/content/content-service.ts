import type { z } from 'zod';
import { cacheTags } from '@/lib/data/cache-tags';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { isObjectId } from '@/lib/ids';
import type { ImageStore } from '@/lib/images/image-store';
import { normalizeImage } from '@/lib/images/normalize-image';
import { storeInlineImages } from '@/lib/rich-text/inline-images';
import type { ContentRepository } from '@/lib/content/content-repository';
import type { EditableKind } from '@/lib/publishing/draft-repository';
import type { StaffRef } from '@/lib/store/fields';
import type { Store } from '@/lib/store/store';
import { pickFields } from '@/lib/validation/content-shape';
import { keepUnsentTranslations, stampTranslations, TRANSLATED_FROM } from '@/lib/i18n/translatable';
import { AUTHOR_UNKNOWN } from '@/lib/validation/content-fields';
import { keepRevision, UNSIGNED } from '../publishing/keep-revision';
import { parseContent } from './parse-content';
import { withSlugFromTitle } from './slug-from-title';

/** What a content service needs from the outside world; tests pass their own. */
export interface ContentServiceDeps {
  store: Store;
  images: ImageStore;
  revalidate: (tags: string[]) => void | Promise<void>;
}

type StoredRecord = { _id: string; slug: string; imageURL: string; version: number };

interface ContentServiceDefinition<Fields extends { slug: string; imageURL: string }, Item extends StoredRecord> {
  /** Which drafts and revisions are this type's. */
  kind: EditableKind;
  /** "visa" or "blog post", for messages. */
  label: string;
  repository: (store: Store) => ContentRepository<Fields, Item>;
  /** The content type's definition (`lib/content/content-definition.ts`): its marked rich-text fields are sanitised. */
  definition: z.ZodObject & z.ZodType<Fields>;
  createSchema: z.ZodType<Omit<Fields, 'imageURL' | typeof TRANSLATED_FROM>>;
  patchSchema: z.ZodType<Partial<Fields> & { version?: number }>;
  /** Cache tags a change to this record touches. */
  tags: (slug: string) => string[];
  /** What else follows the record's address: a visa's facts move with its slug and go with it. */
  followers?: {
    renamed: (store: Store, from: string, to: string) => Promise<unknown>;
    deleted: (store: Store, slug: string) => Promise<unknown>;
  };
  /** The public address of the record with this slug ('/visa/{slug}'). */
  path: (slug: string) => string;
  /** Whether another page shows at this slug's address once no record has it (a country page). */
  shownWithout?: (slug: string) => boolean;
}

/**
 * Retires the images of a deleted record that no visa, post or draft shows any more. Images stay
 * while their record does, because every version kept (lib/publishing/revision-repository.ts) may be
 * restored; the API lets a record take another record's image URL, so one record's delete must
 * not take the other's image with it.
 */
export async function retireUnlessShown(deps: ContentServiceDeps, imageURLs: Iterable<string>): Promise<void> {
  const [visas, blogs, drafts] = await Promise.all([deps.store.visas.list(), deps.store.blogs.list(), deps.store.drafts.list()]);
  const shown = new Set([...visas, ...blogs, ...drafts.map((draft) => draft.fields as { imageURL?: string })].map((item) => item.imageURL));
  for (const url of new Set(imageURLs)) if (!shown.has(url)) await deps.images.retire(url);
}

/**
 * The author a record is saved with: the one chosen, which must be a profile that exists, or for a
 * new record saved without one, the person creating it (their profile made from their name the
 * first time). A change that names no author (an older draft, an API call) keeps the record's.
 */
async function withAuthor<Fields>(deps: ContentServiceDeps, fields: Fields, by: StaffRef | null): Promise<Fields> {
  const authorId = (fields as { authorId?: string }).authorId;
  if (authorId) {
    if (!(await deps.store.profiles.findById(authorId))) throw new ValidationError(AUTHOR_UNKNOWN, { authorId: [AUTHOR_UNKNOWN] });
    return fields;
  }
  if (!by) {
    const { authorId: _kept, ...rest } = fields as Fields & { authorId?: string };
    return rest as Fields;
  }
  if (!by.id) return fields;
  const profile = await deps.store.profiles.ensureForAccount({ _id: by.id, displayName: by.name });
  return { ...fields, authorId: profile._id };
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
  const { kind, label, repository, definition, createSchema, patchSchema, tags, followers, path, shownWithout = () => false } = config;

  const keep = (deps: ContentServiceDeps, published: Item, by: StaffRef, previous?: Item) =>
    keepRevision(deps.store, kind, (record) => pickFields(definition, record), published, by, previous);

  /**
   * Validates and sanitises a whole record's fields and stores a newly chosen image: what a
   * draft keeps and a publish stores. Without a new image, `current`'s stays; a record with
   * neither (a new one) is refused.
   */
  async function prepare(deps: ContentServiceDeps, input: unknown, image: ImageUpload | null, current: { imageURL: string } | null): Promise<Fields> {
    const sent = keepUnsentTranslations(withSlugFromTitle(input, { whenAbsent: true }), current);
    const parsed = parseContent(definition, createSchema, await storeInlineImages(deps, sent));
    const fields = { ...parsed, [TRANSLATED_FROM]: stampTranslations(parsed, current) };
    if (image && image.byteLength > 0) return { ...fields, imageURL: await saveImage(deps, image) } as unknown as Fields;
    if (!current) throw new ValidationError('Image is required', { file: ['Image is required'] });
    return { ...fields, imageURL: current.imageURL } as unknown as Fields;
  }

  /** Stores a new record from validated fields (its image stored already) and publishes it. */
  async function createFrom(deps: ContentServiceDeps, fields: Fields, by: StaffRef): Promise<Item> {
    const created = await repository(deps.store).create(await withAuthor(deps, fields, by));
    // The live page wins: an old address taken by a new record stops redirecting.
    const redirected = await deps.store.redirects.removeFrom(path(created.slug));
    await keep(deps, created, by);
    await deps.revalidate([...tags(created.slug), ...(redirected ? [cacheTags.redirects] : [])]);
    return created;
  }

  /** Publishes validated changes to a stored record: its old address, its followers, its version kept. */
  async function updateFrom(deps: ContentServiceDeps, current: Item, patch: Partial<Fields>, by: StaffRef, expectedVersion?: number): Promise<Item> {
    const updated = await repository(deps.store).update(current._id, await withAuthor(deps, patch, null), { expectedVersion });
    const renamed = updated.slug !== current.slug;
    if (renamed) {
      await redirectOldAddress(deps, current.slug, updated.slug);
      await followers?.renamed(deps.store, current.slug, updated.slug);
    }
    await keep(deps, updated, by, current);
    await deps.revalidate([...tags(current.slug), ...tags(updated.slug), ...(renamed ? [cacheTags.redirects] : [])]);
    return updated;
  }

  async function find(deps: ContentServiceDeps, key: string): Promise<Item | null> {
    const repo = repository(deps.store);
    return (isObjectId(key) ? await repo.getById(key) : null) ?? (await repo.getBySlug(key));
  }

  async function findOrThrow(deps: ContentServiceDeps, key: string): Promise<Item> {
    const found = await find(deps, key);
    if (!found) throw new NotFoundError(`No ${label} with the id or slug "${key}".`);
    return found;
  }

  /**
   * A renamed record's old address answers 301 with the new one (proxy.ts), and so do
   * the addresses that led to the old one; the new address stops redirecting if it did (a slug
   * renamed back). Written after the rename is saved: a failed save leaves no redirect. An old
   * address that still shows a page of its own (a country page the record shadowed) gets none.
   */
  async function redirectOldAddress(deps: ContentServiceDeps, oldSlug: string, newSlug: string): Promise<void> {
    if (shownWithout(oldSlug)) {
      await deps.store.redirects.removeFrom(path(newSlug));
      return;
    }
    await deps.store.redirects.set(path(oldSlug), path(newSlug), null, { live: true });
  }

  async function saveImage(deps: ContentServiceDeps, upload: ImageUpload): Promise<string> {
    return (await deps.images.save(await normalizeImage(upload))).url;
  }

  return {
    kind,
    /** What the record is called in messages and the audit log ('visa', 'blog post'). */
    label,
    definition,
    find,
    findOrThrow,

    async list(deps: ContentServiceDeps): Promise<Item[]> {
      return repository(deps.store).list();
    },

    async create(deps: ContentServiceDeps, input: unknown, image: ImageUpload | null, by: StaffRef = UNSIGNED): Promise<Item> {
      const fields = await prepare(deps, input, image, null);
      try {
        return await createFrom(deps, fields, by);
      } catch (error) {
        await deps.images.remove(fields.imageURL); // nothing refers to it: don't leave it behind
        throw error;
      }
    },

    prepare,

    /** Publishes a draft's fields: creates the record (recordId null) or replaces the stored one's fields. */
    async publishFields(deps: ContentServiceDeps, recordId: string | null, fields: Fields, by: StaffRef): Promise<Item> {
      if (recordId === null) return createFrom(deps, fields, by);
      const current = await repository(deps.store).getById(recordId);
      if (!current) throw new NotFoundError(`The ${label} this draft changes was deleted.`);
      return updateFrom(deps, current, fields, by);
    },

    async update(deps: ContentServiceDeps, key: string, input: unknown, image: ImageUpload | null, by: StaffRef = UNSIGNED): Promise<Item> {
      const current = await findOrThrow(deps, key);
      const { version, ...patch } = parseContent(definition, patchSchema, await storeInlineImages(deps, withSlugFromTitle(input, { whenAbsent: false })));
      const newImage = image && image.byteLength > 0 ? await saveImage(deps, image) : null;
      if (newImage) patch.imageURL = newImage;
      const merged = { ...current, ...patch } as Record<string, unknown>;
      (patch as Record<string, unknown>)[TRANSLATED_FROM] = stampTranslations(merged, current as Record<string, unknown>);
      try {
        // The replaced image stays: the version kept before this one shows it, and may be restored.
        return await updateFrom(deps, current, patch as Partial<Fields>, by, version);
      } catch (error) {
        if (newImage) await deps.images.remove(newImage);
        throw error;
      }
    },

    async remove(deps: ContentServiceDeps, key: string): Promise<Item> {
      const current = await findOrThrow(deps, key);
      const deleted = await repository(deps.store).delete(current._id);
      if (!deleted) throw new NotFoundError(`No ${label} with the id or slug "${key}".`);
      const revisions = await deps.store.revisions.list(kind, deleted._id);
      const draft = await deps.store.drafts.findFor(kind, deleted._id);
      if (draft) await deps.store.drafts.remove(draft._id);
      await deps.store.revisions.removeFor(kind, deleted._id);
      const images = [deleted.imageURL, ...revisions.map((revision) => String(revision.fields.imageURL)), ...(draft ? [String(draft.fields.imageURL)] : [])];
      await retireUnlessShown(deps, images);
      await followers?.deleted(deps.store, deleted.slug);
      // Old addresses of a deleted record would 301 into a 404: they answer 404 themselves instead.
      const unredirected = await deps.store.redirects.removeTo(path(deleted.slug));
      await deps.revalidate([...tags(deleted.slug), ...(unredirected > 0 ? [cacheTags.redirects] : [])]);
      return deleted;
    },
  };
}
