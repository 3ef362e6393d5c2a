import 'server-only';
import { getEnv } from '@/lib/config/env';
import { NotFoundError } from '@/lib/errors';
import type { ContentServiceDeps, ImageUpload } from '@/lib/content/content-service';
import { appDeps } from '@/lib/content/service-deps';
import type { StaffRef } from '@/lib/store/fields';
import { PUBLIC_CACHE_CONTROL } from './cache-control';
import { type CreateFields, createInput, updateInput } from './content-input';
import { withAnswerImageUrl, withStoredImageUrl } from './image-urls';
import { lenientCreate, lenientUpdate, type OldClientDefaults } from './old-client-input';
import { readMultipart } from './multipart';
import { ok } from './respond';
import { recordAudit } from '@/lib/audit/record';
import { staffRefOf } from '@/lib/auth/staff-ref';
import { adminRoute, apiRoute, type IdContext } from './route-handlers';

/** The content service calls these handlers make (visaService, blogService). */
interface ContentService<Item> {
  list(deps: ContentServiceDeps): Promise<Item[]>;
  findOrThrow(deps: ContentServiceDeps, key: string): Promise<Item>;
  create(deps: ContentServiceDeps, input: unknown, image: ImageUpload | null, by: StaffRef): Promise<Item>;
  update(deps: ContentServiceDeps, key: string, input: unknown, image: ImageUpload | null, by: StaffRef): Promise<Item>;
  remove(deps: ContentServiceDeps, key: string): Promise<Item>;
}

interface ContentApiDefinition<Item extends { slug: string; version: number }> {
  /** "Visa", "Blog": the start of success messages. */
  noun: string;
  /** "visa", "blog post": inside not-found messages, as the service words them. */
  label: string;
  service: ContentService<Item>;
  /**
   * Cached public reads (lib/data), newest first and by id or slug. The list is answered as it
   * comes (already decorated): it is a static route, regenerated when its tags expire, and one
   * cached read is all it may make (a second one made its regeneration fail).
   */
  publicList: () => Promise<Item[]>;
  publicFind: (key: string) => Promise<Item | null>;
  createFields: CreateFields;
  /** Fields the old server did not require, and how each is derived when a client leaves it blank. */
  oldClientDefaults: OldClientDefaults;
  /** What a record carries in answers beside its stored fields (a visa's facts). */
  decorate?: (items: Item[]) => Promise<Item[]>;
}

/** The old site showed every list reversed; its API clients expect oldest first. */
const oldestFirst = <Item>(newestFirst: Item[]) => [...newestFirst].reverse();

/** A record as answered: its imageURL absolute, as the old server answered it (lib/api/image-urls). */
const answered = <Item>(item: Item): Item => withAnswerImageUrl(item, getEnv().SITE_URL);
const answeredList = <Item>(newestFirst: Item[]): Item[] => oldestFirst(newestFirst).map(answered);

/**
 * The /api/1.0 handlers of one content type. Every rule (validation, sanitising, images, slugs,
 * versions, cache revalidation) lives in the service; these only unwrap requests and answer.
 */
export function contentApi<Item extends { slug: string; version: number }>(definition: ContentApiDefinition<Item>) {
  const { noun, label, service, publicList, publicFind, createFields, oldClientDefaults, decorate = async (items: Item[]) => items } = definition;
  const plural = `${noun}s`;
  const one = async (item: Item) => answered((await decorate([item]))[0]!);
  const many = async (newestFirst: Item[]) => answeredList(await decorate(newestFirst));
  const publicCache = { cacheControl: PUBLIC_CACHE_CONTROL };

  return {
    publicList: apiRoute(async () => ok(answeredList(await publicList()), `${plural} fetched successfully`, publicCache)),

    publicDetail: apiRoute<IdContext>(async (_request, { params }) => {
      const { id } = await params;
      const item = await publicFind(id);
      if (!item) throw new NotFoundError(`No ${label} with the id or slug "${id}".`);
      return ok(await one(item), `${noun} fetched successfully`, publicCache);
    }),

    adminList: adminRoute(async () => ok(await many(await service.list(await appDeps())), `${plural} fetched successfully`)),

    adminDetail: adminRoute<IdContext>(async (_request, { params }) => {
      const { id } = await params;
      return ok(await one(await service.findOrThrow(await appDeps(), id)), `${noun} fetched successfully`);
    }),

    create: adminRoute(async (request, _context, { admin }) => {
      const { fields, image } = await createInput(await readMultipart(request), createFields);
      const accepted = lenientCreate(fields, oldClientDefaults);
      const created = await service.create(await appDeps(), accepted, image, staffRefOf(admin));
      await recordAudit({ action: 'publish', actor: admin, target: `${label} ${created.slug}`, detail: 'created (API)', headers: request.headers });
      return ok(await one(created), `${noun} created successfully`);
    }),

    update: adminRoute<IdContext>(async (request, { params }, { admin }) => {
      const { id } = await params;
      const { fields, image } = await updateInput(await readMultipart(request));
      // An absolute URL of this site's own image (as answered) is taken as the stored relative form.
      const stored = withStoredImageUrl(lenientUpdate(fields, oldClientDefaults, image !== null), getEnv().SITE_URL);
      const updated = await service.update(await appDeps(), id, stored, image, staffRefOf(admin));
      await recordAudit({ action: 'publish', actor: admin, target: `${label} ${updated.slug}`, detail: `edited (API, version ${updated.version})`, headers: request.headers });
      return ok(await one(updated), `${noun} updated successfully`);
    }),

    remove: adminRoute<IdContext>(async (request, { params }, { admin }) => {
      const { id } = await params;
      const removed = await service.remove(await appDeps(), id);
      await recordAudit({ action: 'delete', actor: admin, target: `${label} ${removed.slug}`, detail: 'API', headers: request.headers });
      return ok(answered(removed), `${noun} deleted successfully`);
    }),
  };
}
