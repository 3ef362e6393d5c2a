import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ConflictError, httpStatusOf, NotFoundError, ValidationError } from '@/lib/errors';
import { createLocalImageStore, retiredUploadsDir, uploadsDir } from '@/lib/images/local-image-store';
import { ROW_MESSAGES } from '@/lib/validation/content-fields';
import { blogFields, uniqueSlug, visaFields } from '@/test/fixtures';
import { availableAdapters } from '@/test/store-adapters';
import { blogService } from './blog-service';
import type { ContentServiceDeps } from './content-service';
import { visaService } from './visa-service';

const image = () => sharp({ create: { width: 120, height: 80, channels: 3, background: '#e0a526' } }).png().toBuffer();

describe.each(availableAdapters())('content services [$name]', (adapter) => {
  let dir: string;
  let deps: ContentServiceDeps;
  let dispose: () => Promise<void>;
  let revalidated: string[];
  const uploads = () => readdirSync(uploadsDir(dir));
  const retired = () => (existsSync(retiredUploadsDir(dir)) ? readdirSync(retiredUploadsDir(dir)) : []);

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-service-'));
    revalidated = [];
    const opened = await adapter.open();
    dispose = opened.dispose;
    deps = {
      store: opened.store,
      images: createLocalImageStore(dir),
      revalidate: (tags) => {
        revalidated.push(...tags);
      },
    };
  });
  afterEach(async () => {
    await dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const { imageURL: _ignored, ...visaInput } = visaFields();

  test('create validates, sanitises, stores the image and revalidates the list and the page', async () => {
    const input = { ...visaInput, description: '<p onclick="x()">Hi<script>alert(1)</script></p>', slug: 'Norway  Visa', _id: 'forged' };
    const visa = await visaService.create(deps, input, await image());
    expect(visa.slug).toBe('norway-visa');
    expect(visa._id).not.toBe('forged');
    expect(visa.description).toBe('<p>Hi</p>');
    expect(visa.imageURL).toMatch(/^\/uploads\/.+\.webp$/);
    expect(uploads()).toHaveLength(1);
    expect(revalidated).toEqual(['visas', 'visa:norway-visa', 'visa-facts']);
  });

  test('create stores images pasted into the old editor as uploads, keeps Quill formatting, and sanitises rich questions', async () => {
    const pasted = `data:image/png;base64,${(await image()).toString('base64')}`;
    const input = {
      ...visaInput,
      slug: 'quill-visa',
      description: `<p class="ql-align-center">Hi<img src="${pasted}" alt="Stamp"></p><pre class="ql-syntax" spellcheck="false">a &lt; b</pre>`,
      questions: [{ question: '<p class="ql-size-large">Who <b onclick="x()">needs</b> it?</p>', answer: `<p>All<img src="${pasted}"></p>` }],
    };
    const visa = await visaService.create(deps, input, await image());
    const [inline] = /\/uploads\/[0-9a-f-]{36}\.webp/.exec(visa.description) ?? [];
    expect(visa.description).toBe(`<p class="ql-align-center">Hi<img src="${inline}" alt="Stamp" /></p><pre class="ql-syntax">a &lt; b</pre>`);
    expect(visa.questions).toEqual([{ question: '<p class="ql-size-large">Who <b>needs</b> it?</p>', answer: `<p>All<img src="${inline}" /></p>` }]);
    expect(uploads()).toHaveLength(2); // the cover image and the pasted one, stored once
  });

  test('create reports every missing required field by name, and stores nothing', async () => {
    const attempt = visaService.create(deps, { title: { $gt: '' } }, await image());
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    const error = (await attempt.catch((e: unknown) => e)) as ValidationError;
    expect(error.fieldErrors).toMatchObject({
      country: ['Country is required'],
      title: ['Title must be text'],
      slug: ['Slug is required'],
      metaTitle: ['Meta title is required'],
      metaKeywords: ['Meta keywords is required'],
      metaDescription: ['Meta description is required'],
      imageAlt: ['Image alt is required'],
    });
    expect(await deps.store.visas.count()).toBe(0);
  });

  test('create needs an image, checked by content', async () => {
    await expect(visaService.create(deps, visaInput, null)).rejects.toThrow('Image is required');
    await expect(visaService.create(deps, visaInput, Buffer.from('<svg onload="alert(1)"/>'))).rejects.toThrow(
      'The image must be a PNG, JPG, GIF or WebP file',
    );
    expect(existsSync(uploadsDir(dir)) ? uploads() : []).toEqual([]);
  });

  test('a visa created from its title alone gets the title’s slug; a duplicate is still a conflict', async () => {
    const title = `Oman Visit Visa ${uniqueSlug('t')}`;
    const created = await visaService.create(deps, { ...visaInput, title, slug: '' }, await image());
    expect(created.slug).toBe(title.toLowerCase().replace(/ /g, '-'));
    const { slug: _typed, ...withoutSlug } = visaInput;
    await expect(visaService.create(deps, { ...withoutSlug, title }, await image())).rejects.toBeInstanceOf(ConflictError);
    const renamed = await visaService.update(deps, created.slug, { title: `${title} renamed`, slug: '' }, null);
    expect(renamed.slug).toBe(`${created.slug}-renamed`);
    expect((await visaService.update(deps, renamed.slug, { title: 'Kept address' }, null)).slug).toBe(renamed.slug);
  });

  test('a duplicate slug is a conflict that leaves the first record and no stray image', async () => {
    await visaService.create(deps, visaInput, await image());
    await expect(visaService.create(deps, { ...visaInput, title: 'Other' }, await image())).rejects.toBeInstanceOf(ConflictError);
    expect(uploads()).toHaveLength(1);
    expect((await deps.store.visas.getBySlug(visaInput.slug))?.title).toBe(visaInput.title);
  });

  test('update by slug or id changes the given fields; a replaced image stays for the kept versions until the record is deleted', async () => {
    const visa = await visaService.create(deps, visaInput, await image());
    const renamed = await visaService.update(deps, visa.slug, { title: 'Renamed' }, null);
    expect(renamed).toMatchObject({ title: 'Renamed', country: visa.country, imageURL: visa.imageURL, version: 2 });
    const reimaged = await visaService.update(deps, visa._id, {}, await image());
    expect(reimaged.imageURL).not.toBe(visa.imageURL);
    const names = [visa.imageURL, reimaged.imageURL].map((url) => url.split('/').pop());
    // Version 2 (restorable) shows the first image: it is not retired.
    expect(uploads().sort()).toEqual([...names].sort());
    expect(retired()).toEqual([]);
    await visaService.remove(deps, visa._id);
    expect(uploads()).toEqual([]);
    expect(retired().sort()).toEqual([...names].sort());
  });

  test('update with the version the form was loaded at refuses a stale save', async () => {
    const visa = await visaService.create(deps, visaInput, await image());
    await visaService.update(deps, visa.slug, { title: 'First', version: 1 }, null);
    await expect(visaService.update(deps, visa.slug, { title: 'Second', version: 1 }, null)).rejects.toThrow(/changed by someone else/);
  });

  test('moving a slug revalidates the old and the new page', async () => {
    const visa = await visaService.create(deps, visaInput, await image());
    revalidated = [];
    await visaService.update(deps, visa.slug, { slug: 'moved-here' }, null);
    expect(revalidated).toEqual(expect.arrayContaining(['visas', `visa:${visa.slug}`, 'visa:moved-here']));
  });

  test('a renamed slug redirects its old address, chains collapse, and renaming back leaves no loop', async () => {
    const visa = await visaService.create(deps, { ...visaInput, slug: 'first-name' }, await image());
    revalidated = [];
    await visaService.update(deps, visa._id, { slug: 'second-name' }, null);
    expect(revalidated).toContain('redirects');
    expect(await deps.store.redirects.find('/visa/first-name')).toMatchObject({ to: '/visa/second-name', createdBy: null });
    await visaService.update(deps, visa._id, { slug: 'third-name' }, null);
    expect((await deps.store.redirects.find('/visa/first-name'))?.to).toBe('/visa/third-name');
    expect((await deps.store.redirects.find('/visa/second-name'))?.to).toBe('/visa/third-name');
    await visaService.update(deps, visa._id, { slug: 'first-name' }, null);
    expect(await deps.store.redirects.find('/visa/first-name')).toBeNull();
    expect((await deps.store.redirects.find('/visa/third-name'))?.to).toBe('/visa/first-name');
    expect((await deps.store.redirects.find('/visa/second-name'))?.to).toBe('/visa/first-name');
  });

  test('a blog post redirects under /blogs/; an edit that keeps the slug writes no redirect', async () => {
    const { imageURL: _image, ...input } = blogFields();
    const blog = await blogService.create(deps, { ...input, slug: 'old-post' }, await image());
    await blogService.update(deps, blog._id, { title: 'Same address' }, null);
    expect(await deps.store.redirects.list()).toEqual([]);
    await blogService.update(deps, blog._id, { slug: 'new-post' }, null);
    expect((await deps.store.redirects.find('/blogs/old-post'))?.to).toBe('/blogs/new-post');
  });

  test('a visa that shadowed a country page leaves its address to the page when renamed', async () => {
    const visa = await visaService.create(deps, { ...visaInput, slug: 'france-visa-dubai' }, await image());
    await visaService.update(deps, visa._id, { slug: 'france-visa-stored' }, null);
    expect(await deps.store.redirects.find('/visa/france-visa-dubai')).toBeNull();
  });

  test('a new record takes an old address from its redirect; a deleted one takes its redirects with it', async () => {
    const visa = await visaService.create(deps, { ...visaInput, slug: 'was-here' }, await image());
    await visaService.update(deps, visa._id, { slug: 'is-here' }, null);
    const other = await visaService.create(deps, { ...visaInput, slug: 'was-here' }, await image());
    expect(await deps.store.redirects.find('/visa/was-here')).toBeNull();
    await visaService.update(deps, other._id, { slug: 'moved-on' }, null);
    expect((await deps.store.redirects.list()).map(({ from, to }) => `${from} -> ${to}`)).toEqual(['/visa/was-here -> /visa/moved-on']);
    revalidated = [];
    await visaService.remove(deps, visa._id);
    expect(revalidated).not.toContain('redirects');
    await visaService.remove(deps, other._id);
    expect(revalidated).toContain('redirects');
    expect(await deps.store.redirects.list()).toEqual([]);
  });

  test('remove deletes the record and retires its image; unknown keys are NotFound', async () => {
    const visa = await visaService.create(deps, visaInput, await image());
    await visaService.remove(deps, visa.slug);
    expect(await deps.store.visas.getById(visa._id)).toBeNull();
    expect(uploads()).toEqual([]);
    expect(retired()).toEqual([visa.imageURL.split('/').pop()]);
    await expect(visaService.remove(deps, visa.slug)).rejects.toBeInstanceOf(NotFoundError);
  });

  test("an image another record shows too is not retired when one of them replaces or deletes it", async () => {
    const first = await visaService.create(deps, visaInput, await image());
    const second = await visaService.create(deps, { ...visaInput, slug: 'second-visa' }, await image());
    // An API client points the second visa at the first one's image.
    await visaService.update(deps, second.slug, { imageURL: first.imageURL }, null);
    expect(retired()).toEqual([]);
    await visaService.update(deps, second.slug, {}, await image());
    await visaService.remove(deps, 'second-visa');
    expect(uploads()).toEqual([first.imageURL.split('/').pop()]);
    await visaService.remove(deps, first.slug);
    expect(uploads()).toEqual([]);
  });

  test('blog posts: the same rules, with their own fields and tags', async () => {
    const { imageURL: _url, ...blogInput } = blogFields();
    const blog = await blogService.create(deps, { ...blogInput, description: '<h2>Start</h2><img src=x onerror=alert(1)>' }, await image());
    expect(blog.description).toBe('<h2>Start</h2>');
    expect(revalidated).toEqual(['blogs', `blog:${blog.slug}`]);
    await expect(blogService.create(deps, { ...blogInput, slug: 'admin' }, await image())).rejects.toThrow('This slug is reserved');
  });
});

/** What the services produce must store on every adapter, and what they refuse is a 400 naming the field. */
describe.each(availableAdapters())('content services on $name: empty values and rows', (adapter) => {
  let dir: string;
  let deps: ContentServiceDeps;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-rows-'));
    const opened = await adapter.open();
    dispose = opened.dispose;
    deps = { store: opened.store, images: createLocalImageStore(dir), revalidate: () => {} };
  });
  afterAll(async () => {
    await dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const newVisa = (overrides: object = {}) => {
    const { imageURL: _url, ...input } = visaFields({ slug: uniqueSlug('rows') });
    return { ...input, ...overrides };
  };
  const refusal = (attempt: Promise<unknown>) => attempt.then(() => null, (error: unknown) => error as ValidationError);

  test('an answer that is only unsafe markup is refused with a 400 naming the row, and nothing is stored', async () => {
    const before = await deps.store.visas.count();
    const input = newVisa({ questions: [{ question: 'Who needs it?', answer: '<script>alert(1)</script>' }] });
    const error = await refusal(visaService.create(deps, input, await image()));
    expect(error).toBeInstanceOf(ValidationError);
    expect(httpStatusOf(error)).toBe(400);
    expect(error!.fieldErrors).toEqual({ 'questions.0.answer': [ROW_MESSAGES.answerEmptied] });
    expect(error!.message).toBe(`questions.0.answer: ${ROW_MESSAGES.answerEmptied}`);
    expect(await deps.store.visas.count()).toBe(before);
  });

  test('an edit whose answer sanitises to nothing is refused the same way, and the record is unchanged', async () => {
    const visa = await visaService.create(deps, newVisa(), await image());
    const questions = [{ question: 'Kept?', answer: '<p>Yes</p>' }, { question: 'Emptied?', answer: '<img src=x onerror=alert(1)>' }];
    const error = await refusal(visaService.update(deps, visa.slug, { questions }, null));
    expect(error!.fieldErrors).toEqual({ 'questions.1.answer': [ROW_MESSAGES.answerEmptied] });
    expect(await deps.store.visas.getById(visa._id)).toEqual(visa);
  });

  test('an answer left empty by its author keeps the plain message; a question without an answer names the question', async () => {
    const input = newVisa({ questions: [{ question: 'Who?', answer: '' }], faqs: [{ question: '', answer: 'Orphan answer' }] });
    const error = await refusal(visaService.create(deps, input, await image()));
    expect(error!.fieldErrors).toEqual({ 'questions.0.answer': [ROW_MESSAGES.answer], 'faqs.0.question': [ROW_MESSAGES.question] });
  });

  test('rows empty on both sides once sanitised are dropped, unsafe markup of kept rows removed', async () => {
    const questions = [
      { question: '', answer: '' },
      { question: 'Who needs it?', answer: '<p>Most residents<script>alert(1)</script></p>' },
      { question: '  ', answer: '<script>alert(1)</script>' },
    ];
    const visa = await visaService.create(deps, newVisa({ questions, faqs: [{ question: ' ', answer: ' ' }] }), await image());
    expect(visa.questions).toEqual([{ question: 'Who needs it?', answer: '<p>Most residents</p>' }]);
    expect(visa.faqs).toEqual([]);
    expect(await deps.store.visas.getById(visa._id)).toEqual(visa);
  });

  test('a visa with an empty about, a description that sanitises to nothing and no rows stores and reads back', async () => {
    const input = newVisa({ about: '  ', description: '<script>alert(1)</script>', questions: [], faqs: [] });
    const visa = await visaService.create(deps, input, await image());
    expect(visa).toMatchObject({ about: '', description: '', questions: [], faqs: [] });
    const edited = await visaService.update(deps, visa._id, { about: '', description: '<p onclick="x()"></p>' }, null);
    expect(edited).toMatchObject({ about: '', description: '<p></p>', version: 2 });
    expect(await deps.store.visas.getBySlug(visa.slug)).toEqual(edited);
  });

  test('a blog post with no FAQs and an empty body stores on this adapter too', async () => {
    const { imageURL: _url, ...input } = blogFields({ slug: uniqueSlug('rows-post') });
    const blog = await blogService.create(deps, { ...input, description: '', faqs: [{ question: '', answer: '' }] }, await image());
    expect(blog).toMatchObject({ description: '', faqs: [] });
  });
});
