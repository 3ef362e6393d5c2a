/**
 * Two admins (or two server processes) acting on the same record at the same moment, through the
 * content services against the real stores (SQLite, and MongoDB when configured). Each side has
 * its own store handle on one database, with a connection of its own, as two `next start`
 * processes or a server and a script would: the race is decided by the store. The store contract covers the
 * same rules one call after another; these run the calls at once and check what the admin sees
 * (actionFailure) and what an API client gets (errorAnswer).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { actionFailure } from '@/lib/admin/action-failure';
import { errorAnswer } from '@/lib/api/respond';
import { ConflictError } from '@/lib/errors';
import { createLocalImageStore, uploadsDir } from '@/lib/images/local-image-store';
import { blogFields, visaFields } from '@/test/fixtures';
import { availableAdapters, openSecondHandle } from '@/test/store-adapters';
import { blogService } from './blog-service';
import type { ContentServiceDeps } from './content-service';
import { visaService } from './visa-service';

const image = (background: string) => sharp({ create: { width: 120, height: 80, channels: 3, background } }).png().toBuffer();

describe.each(availableAdapters())('content saved by two admins at once [$name]', (adapter) => {
  let dir: string;
  let first: ContentServiceDeps;
  let second: ContentServiceDeps;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-concurrency-'));
    const opened = await adapter.open();
    dispose = opened.dispose;
    const deps = (store: ContentServiceDeps['store']): ContentServiceDeps => ({ store, images: createLocalImageStore(dir), revalidate: () => undefined });
    first = deps(opened.store);
    second = deps(await openSecondHandle(opened.location));
  });
  afterEach(async () => {
    await second.store.close();
    await dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const { imageURL: _visaUrl, ...visaInput } = visaFields();
  const { imageURL: _blogUrl, ...blogInput } = blogFields();

  test.each([
    ['visa', visaService, visaInput],
    ['blog post', blogService, blogInput],
  ] as const)('the same %s slug created twice at once: one is stored, the other is a 409 on the slug, nothing overwritten', async (_label, service, input) => {
    const [a, b] = await Promise.allSettled([
      service.create(first, { ...input, title: 'Created by admin A' }, await image('#e0a526')),
      service.create(second, { ...input, title: 'Created by admin B' }, await image('#2656e0')),
    ]);
    const outcomes = [a, b];
    const stored = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(stored).toHaveLength(1);
    expect(refused).toHaveLength(1);

    const error = refused[0]!.reason as unknown;
    expect(error).toBeInstanceOf(ConflictError);
    expect(actionFailure(error)).toMatchObject({ ok: false, status: 409, fieldErrors: { slug: [expect.stringContaining(`slug "${input.slug}" already exists`)] } });
    const api = errorAnswer(error, 'POST /api/1.0/admin/...');
    expect(api.status).toBe(409);

    // The winner's record, as it was stored, is what both handles read; only its image is on disk.
    const winner = (stored[0] as PromiseFulfilledResult<{ _id: string; title: string; imageURL: string }>).value;
    const repository = service === visaService ? 'visas' : 'blogs';
    for (const deps of [first, second]) {
      expect(await deps.store[repository].count()).toBe(1);
      expect(await deps.store[repository].getBySlug(input.slug)).toMatchObject({ _id: winner._id, title: winner.title, version: 1 });
    }
    expect(readdirSync(uploadsDir(dir))).toEqual([winner.imageURL.split('/').pop()]);
  });

  test('two admins save the visa they both loaded at version 1: one save lands, the other is a 409 with a clear message', async () => {
    const visa = await visaService.create(first, visaInput, await image('#e0a526'));
    const [a, b] = await Promise.allSettled([
      visaService.update(first, visa.slug, { title: 'Title by admin A', version: visa.version }, null),
      visaService.update(second, visa.slug, { about: 'About by admin B', version: visa.version }, null),
    ]);
    const outcomes = [a, b];
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ConflictError);
    const message = 'This visa was changed by someone else since you opened it (version 2, yours 1). Reload it and apply your changes again.';
    expect(actionFailure(refused.reason)).toEqual({ ok: false, status: 409, message, fieldErrors: { version: [message] } });
    const api = errorAnswer(refused.reason, 'PUT /api/1.0/admin/testimonial/update-testimonial/x');
    expect(api.status).toBe(409);
    expect(await api.json()).toEqual({ statusCode: 409, message, data: null });

    // Only the winner's change is stored: the refused save changed nothing.
    const stored = (await second.store.visas.getById(visa._id))!;
    expect(stored.version).toBe(2);
    const aWon = a.status === 'fulfilled';
    expect(stored.title).toBe(aWon ? 'Title by admin A' : visa.title);
    expect(stored.about).toBe(aWon ? visa.about : 'About by admin B');

    // The loser reloads (version 2) and saves again: it lands.
    const retried = await visaService.update(aWon ? second : first, visa.slug, { description: '<p>Merged</p>', version: 2 }, null);
    expect(retried.version).toBe(3);
  });

  test('ten saves at once, all loaded at version 1: exactly one lands', async () => {
    const visa = await visaService.create(first, visaInput, await image('#e0a526'));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => visaService.update(index % 2 ? first : second, visa._id, { title: `Save ${index}`, version: 1 }, null)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected' && outcome.reason instanceof ConflictError)).toHaveLength(9);
    expect((await first.store.visas.getById(visa._id))!.version).toBe(2);
  });

  test('old API clients that send no version keep last-write-wins, also at once', async () => {
    const visa = await visaService.create(first, visaInput, await image('#e0a526'));
    const outcomes = await Promise.allSettled([
      visaService.update(first, visa.slug, { title: 'Client one' }, null),
      visaService.update(second, visa.slug, { title: 'Client two' }, null),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    const stored = (await first.store.visas.getById(visa._id))!;
    expect(stored.version).toBe(3);
    const last = outcomes.map((outcome) => (outcome as PromiseFulfilledResult<{ title: string; version: number }>).value).find((saved) => saved.version === 3)!;
    expect(stored.title).toBe(last.title);
  });
});
