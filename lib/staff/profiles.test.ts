import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { seedBlogs } from '@/content/seed/blogs';
import { SEED_AUTHOR_KEY, seedAuthor } from '@/content/seed/team';
import { seedVisas } from '@/content/seed/visas';
import { ValidationError } from '@/lib/errors';
import { blogService } from '@/lib/content/blog-service';
import type { ContentServiceDeps } from '@/lib/content/content-service';
import { visaService } from '@/lib/content/visa-service';
import { parseEnv } from '@/lib/config/env-schema';
import { createLocalImageStore } from '@/lib/images/local-image-store';
import { ensureSeeded } from '@/lib/seed/ensure-seeded';
import { AUTHOR_UNKNOWN } from '@/lib/validation/content-fields';
import { blogFields, visaFields } from '@/test/fixtures';
import { availableAdapters } from '@/test/store-adapters';
import { authorChoices } from './author-choices';
import { profileSchema } from './profile-schemas';
import { saveProfile } from './profile-service';

const png = () => sharp({ create: { width: 90, height: 90, channels: 3, background: '#2a9d8f' } }).png().toBuffer();

describe.each(availableAdapters())('staff profiles and authors [$name]', (adapter) => {
  let dir: string;
  let deps: ContentServiceDeps;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'profiles-'));
    const opened = await adapter.open();
    dispose = opened.dispose;
    deps = { store: opened.store, images: createLocalImageStore(dir), revalidate: () => undefined };
  });
  afterEach(async () => {
    await dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const person = (email: string) => deps.store.admins.create({ email, passwordHash: 'h', displayName: `Name of ${email}`, role: 'editor' });
  const { imageURL: _visaImage, ...visaInput } = visaFields();
  const { imageURL: _blogImage, ...blogInput } = blogFields();

  test("an account's profile is made once, from its display name, whoever asks first", async () => {
    const account = await person('first@example.ae');
    const [a, b] = await Promise.all([deps.store.profiles.ensureForAccount(account), deps.store.profiles.ensureForAccount(account)]);
    expect(a._id).toBe(b._id);
    expect(a).toMatchObject({ accountId: account._id, name: 'Name of first@example.ae', roleTitle: '', photoURL: '', showOnAbout: false });
    expect(await deps.store.profiles.findByAccount(account._id)).toEqual(a);
    expect((await deps.store.profiles.list()).length).toBe(1);
  });

  test('saving a profile stores the photo re-encoded, retires the one it replaces, and can take it off', async () => {
    const account = await person('photo@example.ae');
    const fields = profileSchema.parse({ name: '  Sara Khan ', roleTitle: 'Visa consultant', bio: 'Schengen files.' });
    const first = await saveProfile(deps, account, { fields, photo: await png(), removePhoto: false });
    expect(first).toMatchObject({ name: 'Sara Khan', roleTitle: 'Visa consultant', bio: 'Schengen files.' });
    expect(first.photoURL).toMatch(/^\/uploads\/.+\.webp$/);
    const renamed = await saveProfile(deps, account, { fields: { ...fields, name: 'Sara K.' }, photo: null, removePhoto: false });
    expect(renamed.photoURL).toBe(first.photoURL);
    const removed = await saveProfile(deps, account, { fields, photo: null, removePhoto: true });
    expect(removed.photoURL).toBe('');
  });

  test('the name, role and bio in Arabic are saved beside the English; a form that sends none keeps them', async () => {
    const account = await person('arabic@example.ae');
    const both = profileSchema.parse({ name: 'Sara Khan', roleTitle: 'Visa consultant', bio: 'Schengen files.', nameAr: ' سارة خان ', roleTitleAr: 'مستشارة التأشيرات', bioAr: 'ملفات شنغن.' });
    expect(await saveProfile(deps, account, { fields: both, photo: null, removePhoto: false })).toMatchObject({ name: 'Sara Khan', nameAr: 'سارة خان', roleTitleAr: 'مستشارة التأشيرات', bioAr: 'ملفات شنغن.' });
    const englishOnly = profileSchema.parse({ name: 'Sara K.', roleTitle: 'Visa consultant', bio: '' });
    expect(await saveProfile(deps, account, { fields: englishOnly, photo: null, removePhoto: false })).toMatchObject({ name: 'Sara K.', nameAr: 'سارة خان', bioAr: 'ملفات شنغن.' });
    expect(profileSchema.safeParse({ name: 'A', roleTitle: '', bio: '', bioAr: 'ب'.repeat(201) }).success).toBe(false);
  });

  test('a photo that is not an image is refused on the photo field, and the profile is unchanged', async () => {
    const account = await person('bad-photo@example.ae');
    const fields = profileSchema.parse({ name: 'Omar', roleTitle: '', bio: '' });
    const refused = saveProfile(deps, account, { fields, photo: new TextEncoder().encode('<svg onload="x()"></svg>'), removePhoto: false });
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({ fieldErrors: { photo: [expect.any(String)] } });
    expect(await deps.store.profiles.findByAccount(account._id)).toMatchObject({ name: 'Name of bad-photo@example.ae' });
  });

  test('the profile form refuses a missing name and over-long text', () => {
    expect(profileSchema.safeParse({ name: ' ', roleTitle: '', bio: '' }).success).toBe(false);
    expect(profileSchema.safeParse({ name: 'A', roleTitle: 'r'.repeat(81), bio: '' }).success).toBe(false);
    expect(profileSchema.safeParse({ name: 'A', roleTitle: '', bio: 'b'.repeat(201) }).success).toBe(false);
  });

  test('a new record without an author is signed by the person creating it; another author may be chosen', async () => {
    const writer = await person('writer@example.ae');
    const by = { id: writer._id, name: writer.displayName };
    const created = await blogService.create(deps, blogInput, await png(), by);
    const mine = await deps.store.profiles.findByAccount(writer._id);
    expect(created.authorId).toBe(mine!._id);

    const colleague = await deps.store.profiles.ensureForAccount(await person('colleague@example.ae'));
    const visa = await visaService.create(deps, { ...visaInput, authorId: colleague._id }, await png(), by);
    expect(visa.authorId).toBe(colleague._id);
  });

  test('an edit that names no author keeps the record’s; one naming a profile that does not exist is refused', async () => {
    const writer = await person('editor@example.ae');
    const created = await visaService.create(deps, visaInput, await png(), { id: writer._id, name: writer.displayName });
    const edited = await visaService.update(deps, created._id, { title: 'Renamed', authorId: '' }, null, { id: null, name: 'API' });
    expect(edited.authorId).toBe(created.authorId);
    const refused = visaService.update(deps, created._id, { authorId: 'f'.repeat(24) }, null);
    await expect(refused).rejects.toMatchObject({ fieldErrors: { authorId: [AUTHOR_UNKNOWN] } });
  });

  test("the forms offer the signed-in person's profile first, then every other named profile", async () => {
    const other = await deps.store.profiles.ensureForAccount(await person('other@example.ae'));
    await deps.store.profiles.update(other._id, { roleTitle: 'Consultant' });
    const me = await person('me@example.ae');
    const choices = await authorChoices(deps.store, me);
    const mine = await deps.store.profiles.findByAccount(me._id);
    expect(choices.mine).toBe(mine!._id);
    expect(choices.options).toEqual([
      { id: mine!._id, label: 'Name of me@example.ae' },
      { id: other._id, label: 'Name of other@example.ae, Consultant' },
    ]);
  });

  test("the seed signs its records with its consultant, also in a store seeded before authors, never over staff's choice", async () => {
    // A store seeded by an earlier version: sample records without authors, one re-signed by staff.
    const staff = await deps.store.profiles.ensureForAccount(await person('staff@example.ae'));
    for (const visa of seedVisas) await deps.store.visas.create(visa);
    for (const blog of seedBlogs) await deps.store.blogs.create(blog);
    const resigned = await deps.store.blogs.getBySlug(seedBlogs[0]!.slug);
    await deps.store.blogs.update(resigned!._id, { authorId: staff._id });
    await deps.store.markOnce('seed:content:v1');

    await ensureSeeded(deps.store, parseEnv({ NODE_ENV: 'test' }), () => undefined);
    const profiles = await deps.store.profiles.list();
    const consultant = profiles.find((profile) => profile.key === SEED_AUTHOR_KEY)!;
    expect(consultant).toMatchObject({ ...seedAuthor, accountId: null });
    expect((await deps.store.visas.list()).every((visa) => visa.authorId === consultant._id)).toBe(true);
    const blogs = await deps.store.blogs.list();
    expect(blogs.find((blog) => blog.slug === seedBlogs[0]!.slug)!.authorId).toBe(staff._id);
    expect(blogs.filter((blog) => blog.authorId === consultant._id).length).toBe(seedBlogs.length - 1);

    // Once: a record staff leave unsigned later is not signed again on the next start.
    const someVisa = (await deps.store.visas.list())[0]!;
    await deps.store.visas.update(someVisa._id, { authorId: '' });
    await ensureSeeded(deps.store, parseEnv({ NODE_ENV: 'test' }), () => undefined);
    expect((await deps.store.visas.getById(someVisa._id))!.authorId).toBe('');
    expect((await deps.store.profiles.list()).filter((profile) => profile.key === SEED_AUTHOR_KEY).length).toBe(1);
  });
});
