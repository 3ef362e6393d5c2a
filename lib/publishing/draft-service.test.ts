import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ConflictError, ValidationError } from '@/lib/errors';
import { createLocalImageStore, uploadsDir } from '@/lib/images/local-image-store';
import { blogFields, visaFields } from '@/test/fixtures';
import { availableAdapters } from '@/test/store-adapters';
import { blogService } from '../content/blog-service';
import type { ContentServiceDeps } from '../content/content-service';
import { discardDraft, publishDraft, publishDueDrafts, restoreRevision, saveDraft, saveNewDraft, saveRecordDraft, scheduleDraft } from './draft-service';
import { visaService } from '../content/visa-service';

const image = () => sharp({ create: { width: 120, height: 80, channels: 3, background: '#1d4e89' } }).png().toBuffer();
const editor = { id: 'a'.repeat(24), name: 'Mariam (editor)' };
const scheduler = { id: 'b'.repeat(24), name: 'Omar (editor)' };

describe.each(availableAdapters())('drafts, publishing and revisions [$name]', (adapter) => {
  let dir: string;
  let deps: ContentServiceDeps;
  let dispose: () => Promise<void>;
  let revalidated: string[];

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'draft-service-'));
    revalidated = [];
    const opened = await adapter.open();
    dispose = opened.dispose;
    deps = { store: opened.store, images: createLocalImageStore(dir), revalidate: (tags) => void revalidated.push(...tags) };
  });
  afterEach(async () => {
    await dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const { imageURL: _visaImage, ...visaInput } = visaFields();
  const { imageURL: _blogImage, ...blogInput } = blogFields();

  test('a draft of a published visa leaves the visa as it is until it is published; the publish keeps both versions', async () => {
    const visa = await visaService.create(deps, { ...visaInput, title: 'Japan visa' }, await image(), editor);
    revalidated = [];
    const draft = await saveRecordDraft(deps, 'visa', visa.slug, { ...visaInput, title: 'Japan visa <b>2027</b>', description: '<p>New<script>x()</script></p>' }, null, editor);
    expect(draft).toMatchObject({ kind: 'visa', recordId: visa._id, savedBy: editor, fields: { title: 'Japan visa <b>2027</b>', description: '<p>New</p>', imageURL: visa.imageURL } });
    expect((await deps.store.visas.getById(visa._id))?.title).toBe('Japan visa');
    expect(revalidated).toEqual([]);

    const { slug } = await publishDraft(deps, draft._id, editor);
    expect(slug).toBe(visa.slug);
    expect((await deps.store.visas.getById(visa._id))?.title).toBe('Japan visa <b>2027</b>');
    expect(revalidated).toContain(`visa:${visa.slug}`);
    expect(await deps.store.drafts.get(draft._id)).toBeNull();
    const revisions = await deps.store.revisions.list('visa', visa._id);
    expect(revisions.map((revision) => [revision.number, revision.fields.title, revision.publishedBy.name])).toEqual([
      [2, 'Japan visa <b>2027</b>', editor.name],
      [1, 'Japan visa', editor.name],
    ]);
  });

  test('a new post exists only as its draft until published, and needs an image like a new post', async () => {
    await expect(saveNewDraft(deps, 'blog', blogInput, null, editor)).rejects.toBeInstanceOf(ValidationError);
    const draft = await saveNewDraft(deps, 'blog', { ...blogInput, title: 'Draft post' }, await image(), editor);
    expect(draft.recordId).toBeNull();
    expect(await deps.store.blogs.getBySlug(blogInput.slug)).toBeNull();
    const again = await saveDraft(deps, draft._id, { ...blogInput, title: 'Draft post, edited', version: 1 }, null, editor);
    expect(again).toMatchObject({ _id: draft._id, version: 2, fields: { title: 'Draft post, edited', imageURL: draft.fields.imageURL } });
    await expect(saveDraft(deps, draft._id, { ...blogInput, title: 'Stale', version: 1 }, null, editor)).rejects.toBeInstanceOf(ConflictError);
    await publishDraft(deps, draft._id, editor);
    expect(await deps.store.blogs.getBySlug(blogInput.slug)).toMatchObject({ title: 'Draft post, edited', imageURL: draft.fields.imageURL });
  });

  test('restoring a version makes it the draft; the published record changes only when that draft is published', async () => {
    const visa = await visaService.create(deps, { ...visaInput, about: 'The first text.' }, await image(), editor);
    await visaService.update(deps, visa.slug, { about: 'A rewrite that lost something.' }, null, editor);
    const first = (await deps.store.revisions.list('visa', visa._id)).find((revision) => revision.number === 1)!;
    const { draft } = await restoreRevision(deps, first._id, scheduler);
    expect(draft).toMatchObject({ recordId: visa._id, savedBy: scheduler, fields: { about: 'The first text.' } });
    expect((await deps.store.visas.getById(visa._id))?.about).toBe('A rewrite that lost something.');
    await publishDraft(deps, draft._id, scheduler);
    expect((await deps.store.visas.getById(visa._id))?.about).toBe('The first text.');
    expect((await deps.store.revisions.list('visa', visa._id)).map((revision) => revision.number)).toEqual([3, 2, 1]);
  });

  test('a record published before revisions were kept gets its earlier state kept at its first edit', async () => {
    const seeded = await deps.store.blogs.create({ ...blogFields(), title: 'Seeded text' });
    await blogService.update(deps, seeded.slug, { title: 'Edited text' }, null, editor);
    const revisions = await deps.store.revisions.list('blog', seeded._id);
    expect(revisions.map((revision) => [revision.number, revision.fields.title, revision.publishedBy.id])).toEqual([
      [2, 'Edited text', editor.id],
      [1, 'Seeded text', null],
    ]);
  });

  test('a scheduled draft is published by the worker pass at its time, as the person who scheduled it', async () => {
    const draft = await saveNewDraft(deps, 'blog', { ...blogInput, title: 'Monday post' }, await image(), editor);
    const now = new Date('2026-11-26T08:00:00.000Z');
    await expect(scheduleDraft(deps, draft._id, new Date('2026-11-26T07:00:00.000Z'), scheduler, now)).rejects.toThrow('Choose a time in the future');
    await scheduleDraft(deps, draft._id, new Date('2026-11-30T05:00:00.000Z'), scheduler, now);
    expect(await publishDueDrafts(deps, new Date('2026-11-30T04:59:59.000Z'))).toEqual([]);
    expect(await deps.store.blogs.getBySlug(blogInput.slug)).toBeNull();

    const outcomes = await publishDueDrafts(deps, new Date('2026-11-30T05:00:00.000Z'));
    expect(outcomes.map((outcome) => outcome.slug)).toEqual([blogInput.slug]);
    const post = await deps.store.blogs.getBySlug(blogInput.slug);
    expect(post?.title).toBe('Monday post');
    expect((await deps.store.revisions.list('blog', post!._id))[0]?.publishedBy).toEqual(scheduler);
    expect(await deps.store.drafts.list()).toEqual([]);
    // A second worker's pass finds nothing left to do.
    expect(await publishDueDrafts(deps, new Date('2026-11-30T05:00:01.000Z'))).toEqual([]);
  });

  test('a scheduled draft that cannot be published stays, unscheduled, saying why', async () => {
    await visaService.create(deps, visaInput, await image(), editor);
    const clash = await saveNewDraft(deps, 'visa', { ...visaInput, title: 'Same address' }, await image(), editor);
    await scheduleDraft(deps, clash._id, new Date('2026-12-01T05:00:00.000Z'), scheduler, new Date('2026-11-26T08:00:00.000Z'));
    const [outcome] = await publishDueDrafts(deps, new Date('2026-12-01T06:00:00.000Z'));
    expect(outcome?.error).toMatch(/slug/i);
    const kept = await deps.store.drafts.list('visa');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ publishAt: null, fields: { title: 'Same address' } });
    expect(kept[0]?.scheduleError).toMatch(/^Publishing at the scheduled time failed: /);
  });

  test('discarding a draft drops it and the image uploaded for it alone; the published image stays', async () => {
    const visa = await visaService.create(deps, visaInput, await image(), editor);
    const withOwnImage = await saveRecordDraft(deps, 'visa', visa.slug, visaInput, await image(), editor);
    await discardDraft(deps, withOwnImage._id);
    expect(await deps.store.drafts.findFor('visa', visa._id)).toBeNull();
    expect(readdirSync(uploadsDir(dir))).toEqual([visa.imageURL.split('/').pop()]);
  });
});
