import { existsSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { retiredUploadsDir, uploadsDir } from '../lib/images/local-image-store';
import { type Answer, expectAnswer, logInAsAdmin, pngFile, runOnDesktopOnly, uniqueSuffix } from './support/api';
import { type ContentKind, contentKinds } from './support/content-kinds';
import { E2E_BASE_URL } from './support/server-env';

runOnDesktopOnly();

type StoredRecord = Record<string, unknown> & { _id: string; slug: string; title: string; imageURL: string; version: number; createdAt: string };

const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const UNKNOWN_ID = 'ffffffffffffffffffffffff';

const notFound = (kind: ContentKind, key: string) => `No ${kind.label} with the id or slug "${key}".`;

function expectRecord(kind: ContentKind, record: unknown): asserts record is StoredRecord {
  expect(Object.keys(record as object).sort()).toEqual(kind.keys);
  const { _id, createdAt, updatedAt, version } = record as StoredRecord;
  expect(_id).toMatch(/^[0-9a-f]{24}$/);
  expect(new Date(createdAt).toISOString()).toBe(createdAt);
  expect(new Date(updatedAt as string).toISOString()).toBe(updatedAt);
  expect(version).toBeGreaterThanOrEqual(1);
}

/**
 * A replaced or deleted upload has left the live uploads for the retired ones, which are kept for
 * a grace period (lib/images/local-image-store.ts) so pages rendered before the edit keep it.
 */
/** An image still among the live uploads: a kept version of its record shows it. */
function expectLive(imageURL: string) {
  expect(existsSync(path.join(uploadsDir(process.env.E2E_DATA_DIR!), path.basename(imageURL)))).toBe(true);
}

function expectRetired(imageURL: string) {
  const name = path.basename(imageURL);
  const dataDir = process.env.E2E_DATA_DIR!;
  expect(existsSync(path.join(uploadsDir(dataDir), name))).toBe(false);
  expect(existsSync(path.join(retiredUploadsDir(dataDir), name))).toBe(true);
}

/** A list answer: every item a full record, oldest first. */
function expectOldestFirst(kind: ContentKind, body: Answer<unknown>): StoredRecord[] {
  expect(Array.isArray(body.data)).toBe(true);
  const records = body.data as StoredRecord[];
  records.forEach((record) => expectRecord(kind, record));
  const times = records.map((record) => record.createdAt);
  expect(times).toEqual([...times].sort());
  const slugs = records.map((record) => record.slug);
  const [newer, older] = kind.seeded;
  expect(slugs.indexOf(older)).toBeGreaterThanOrEqual(0);
  expect(slugs.indexOf(older)).toBeLessThan(slugs.indexOf(newer));
  return records;
}

async function createRecord(request: APIRequestContext, kind: ContentKind, overrides: Record<string, string> = {}) {
  const form = await kind.form(overrides);
  const body = await expectAnswer(await request.post(kind.create, { multipart: form }), 200, `${kind.noun} created successfully`);
  expectRecord(kind, body.data);
  return { form, record: body.data };
}

async function pageHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return response.text();
}

for (const kind of contentKinds) {
  test.describe(`public ${kind.name} calls`, () => {
    test('the list answers every record in full, oldest first, with cache headers', async ({ request }) => {
      const response = await request.get(kind.publicList);
      const body = await expectAnswer(response, 200, `${kind.noun}s fetched successfully`);
      expect(response.headers()['cache-control']).toBe(PUBLIC_CACHE);
      const records = expectOldestFirst(kind, body);
      expect(records.length).toBeGreaterThanOrEqual(2);
    });

    test('one record by slug or by 24-hex id, with cache headers; unknown keys answer 404', async ({ request }) => {
      const bySlug = await request.get(kind.publicDetail(kind.seeded[0]));
      const record = (await expectAnswer(bySlug, 200, `${kind.noun} fetched successfully`)).data;
      expectRecord(kind, record);
      expect(record.slug).toBe(kind.seeded[0]);
      expect(bySlug.headers()['cache-control']).toBe(PUBLIC_CACHE);
      const byId = await expectAnswer(await request.get(kind.publicDetail(record._id)), 200);
      expect(byId.data).toEqual(record);

      for (const key of ['no-such-record', UNKNOWN_ID, 'Not%20a%20slug']) {
        const response = await request.get(kind.publicDetail(key));
        await expectAnswer(response, 404, notFound(kind, decodeURIComponent(key)));
        expect(response.headers()['cache-control']).toBe('no-store');
      }
    });
  });

  test.describe(`admin ${kind.name} calls`, () => {
    test.beforeEach(async ({ request }) => logInAsAdmin(request));

    test('the admin list and detail answer full records, never cached', async ({ request }) => {
      const list = await request.get(kind.adminList);
      const records = expectOldestFirst(kind, await expectAnswer(list, 200, `${kind.noun}s fetched successfully`));
      expect(list.headers()['cache-control']).toBe('no-store');
      const seeded = records.find((record) => record.slug === kind.seeded[0])!;
      for (const key of [seeded.slug, seeded._id]) {
        const detail = await request.get(kind.adminDetail(key));
        expect((await expectAnswer(detail, 200, `${kind.noun} fetched successfully`)).data).toEqual(seeded);
        expect(detail.headers()['cache-control']).toBe('no-store');
      }
    });

    test('round trip: create, list, read, update, delete, with the public pages following each step', async ({ request }) => {
      // Create: sanitised, slugged, stored with its image.
      const { form, record: created } = await createRecord(request, kind);
      expect(created).toMatchObject({ title: form.title, slug: form.slug, metaTitle: form.metaTitle, imageAlt: form.imageAlt, version: 1 });
      expect(created.description).not.toMatch(/script|onerror/);
      expect(created.faqs).toEqual(JSON.parse(form.faqs));
      // Absolute, from SITE_URL, as the old server answered; stored site-relative.
      expect(created.imageURL).toMatch(new RegExp(`^${E2E_BASE_URL.replace(/[.]/g, '\\.')}/uploads/[\\w-]+\\.webp$`));
      const image = await request.get(created.imageURL);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/webp');

      // Listed last (oldest first), publicly and for the admin; readable by slug and id.
      for (const list of [kind.publicList, kind.adminList]) {
        const records = expectOldestFirst(kind, await expectAnswer(await request.get(list), 200));
        expect(records.map((record) => record.slug)).toContain(created.slug);
        expect(records.findIndex((record) => record.slug === created.slug)).toBeGreaterThan(records.findIndex((record) => record.slug === kind.seeded[0]));
      }
      for (const url of [kind.publicDetail(created.slug), kind.publicDetail(created._id), kind.adminDetail(created._id)]) {
        expect((await expectAnswer(await request.get(url), 200)).data).toEqual(created);
      }
      expect(await pageHtml(request, kind.listPage)).toContain(created.title);
      expect(await pageHtml(request, kind.page(created.slug))).toContain(created.title);

      // Update with the version it was loaded at, and a new image: the old image stays live while
      // the record exists, since version 1 is kept and may be restored.
      const renamed = `${created.title} renamed`;
      const update = await request.put(kind.update(created.slug), {
        multipart: { data: JSON.stringify({ title: renamed, metaTitle: 'Renamed meta', imageURL: created.imageURL, version: 1 }), file: await pngFile('#3a9d23') },
      });
      const updated = (await expectAnswer(update, 200, `${kind.noun} updated successfully`)).data;
      expectRecord(kind, updated);
      expect(updated).toMatchObject({ _id: created._id, slug: created.slug, title: renamed, metaTitle: 'Renamed meta', version: 2 });
      expect(updated.imageURL).not.toBe(created.imageURL);
      expectLive(created.imageURL);
      expect((await request.get(created.imageURL)).status()).toBe(200);

      expect((await expectAnswer(await request.get(kind.publicDetail(created.slug)), 200)).data).toEqual(updated);
      const listed = (await expectAnswer<StoredRecord[]>(await request.get(kind.publicList), 200)).data;
      expect(listed.find((record) => record._id === created._id)?.title).toBe(renamed);
      expect(await pageHtml(request, kind.listPage)).toContain(renamed);
      expect(await pageHtml(request, kind.page(created.slug))).toContain(renamed);

      // A save from an editor opened at version 1 is stale now: 409, nothing changes.
      const stale = await request.put(kind.update(created._id), { multipart: { data: JSON.stringify({ title: 'Stale title', version: 1 }) } });
      await expectAnswer(stale, 409, new RegExp(`^This ${kind.label} was changed by someone else since you opened it \\(version 2, yours 1\\)`));
      expect((await expectAnswer<StoredRecord>(await request.get(kind.adminDetail(created._id)), 200)).data.title).toBe(renamed);

      // Old clients send no version: last write wins.
      const lastWrite = await request.put(kind.update(created._id), { multipart: { data: JSON.stringify({ title: `${renamed} again` }) } });
      expect((await expectAnswer<StoredRecord>(lastWrite, 200)).data).toMatchObject({ title: `${renamed} again`, version: 3 });

      // Delete: gone from the API and the pages; its images, the kept versions' too, retired.
      const removed = await request.delete(kind.remove(created.slug));
      expect((await expectAnswer<StoredRecord>(removed, 200, `${kind.noun} deleted successfully`)).data).toMatchObject({ _id: created._id });
      await expectAnswer(await request.get(kind.publicDetail(created.slug)), 404, notFound(kind, created.slug));
      await expectAnswer(await request.get(kind.adminDetail(created._id)), 404, notFound(kind, created._id));
      const publicList = (await expectAnswer<StoredRecord[]>(await request.get(kind.publicList), 200)).data;
      expect(publicList.map((record) => record._id)).not.toContain(created._id);
      expect(await pageHtml(request, kind.page(created.slug), 404)).toContain('The page you are looking for does not exits.');
      expect(await pageHtml(request, kind.listPage)).not.toContain(renamed);
      expectRetired(updated.imageURL);
      expectRetired(created.imageURL);
      await expectAnswer(await request.delete(kind.remove(created._id)), 404, notFound(kind, created._id));
    });

    test('JSON text that does not parse answers 400 naming the field, and stores nothing', async ({ request }) => {
      for (const field of kind.jsonFields) {
        const form = await kind.form({ [field]: '[{"question": "Unclosed' });
        const body = await expectAnswer(await request.post(kind.create, { multipart: form }), 400);
        expect(body.message).toMatch(new RegExp(`^${field} must be JSON text: .+`));
        expect(body.data).toEqual({ fieldErrors: { [field]: [body.message] } });
        await expectAnswer(await request.get(kind.publicDetail(form.slug)), 404);
      }
      const target = kind.seeded[0];
      const badData = await expectAnswer(await request.put(kind.update(target), { multipart: { data: '{"title": "x",' } }), 400);
      expect(badData.message).toMatch(/^data must be JSON text: .+/);
      for (const data of ['["title"]', '"a title"', 'null']) {
        await expectAnswer(await request.put(kind.update(target), { multipart: { data } }), 400, 'data must be JSON text of an object with the fields to change');
      }
      await expectAnswer(
        await request.put(kind.update(target), { multipart: { other: 'x' } }),
        400,
        'Send the changes as JSON text in the data field, or a new image in the file field',
      );
    });

    test('missing required fields or image answer 400 naming them, and store nothing', async ({ request }) => {
      const slug = `missing-${uniqueSuffix()}`;
      // The fields the old server's clients could leave blank are derived from the title, so
      // without a title every one of them is missing too.
      const partial = await request.post(kind.create, { multipart: { description: '<p>Only a description</p>', file: await pngFile() } });
      const body = await expectAnswer<{ fieldErrors: Record<string, string[]> }>(partial, 400, kind.firstMissing.message);
      expect(Object.keys(body.data.fieldErrors)).toEqual(expect.arrayContaining([kind.firstMissing.field, 'title', 'slug', 'metaTitle', 'metaDescription', 'imageAlt']));

      const { file: _file, ...withoutFile } = await kind.form({ slug });
      await expectAnswer(await request.post(kind.create, { multipart: withoutFile }), 400, 'Image is required');
      const notAnImage = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') };
      await expectAnswer(await request.post(kind.create, { multipart: { ...(await kind.form({ slug })), file: notAnImage } }), 400, 'The image must be a PNG, JPG, GIF or WebP file');
      await expectAnswer(await request.post(kind.create, { multipart: { ...(await kind.form({ slug })), file: 'not a file' } }), 400, 'file must be an uploaded image file, not text');
      await expectAnswer(await request.get(kind.publicDetail(slug)), 404);
    });

    test('operator objects where text belongs answer 400 naming the field, and change nothing', async ({ request }) => {
      const slug = `operator-${uniqueSuffix()}`;
      const injected = JSON.stringify([{ question: { $gt: '' }, answer: 'x' }]);
      await expectAnswer(await request.post(kind.create, { multipart: await kind.form({ slug, faqs: injected }) }), 400, 'faqs.0.question: Each question must be text');
      // A bracketed field name is just an unknown field: the real one is still missing.
      const { title: _title, ...untitled } = await kind.form({ slug });
      await expectAnswer(await request.post(kind.create, { multipart: { ...untitled, 'title[$gt]': '' } }), 400, 'title: Title is required');
      await expectAnswer(await request.get(kind.publicDetail(slug)), 404);

      const target = kind.seeded[0];
      const before = (await expectAnswer(await request.get(kind.adminDetail(target)), 200)).data;
      for (const [data, message] of [
        [{ title: { $gt: '' } }, 'title: Title must be text'],
        [{ metaTitle: { $ne: null } }, 'metaTitle: Meta title must be text'],
        [{ description: ['<p>x</p>'] }, 'description: Description must be text'],
        [{ faqs: { $where: 'sleep(1000)' } }, 'faqs: FAQs must be a list of questions and answers'],
        [{ imageURL: 'https://evil.test/x.png' }, 'imageURL: Image URL must be an uploaded image'],
        [{ version: { $gt: 0 } }, /^version: /],
      ] as const) {
        await expectAnswer(await request.put(kind.update(target), { multipart: { data: JSON.stringify(data) } }), 400, message);
      }
      expect((await expectAnswer(await request.get(kind.adminDetail(target)), 200)).data).toEqual(before);
    });

    test('an unknown id or slug answers 404 for read, update and delete', async ({ request }) => {
      for (const key of [UNKNOWN_ID, `no-such-${uniqueSuffix()}`]) {
        await expectAnswer(await request.get(kind.adminDetail(key)), 404, notFound(kind, key));
        await expectAnswer(await request.put(kind.update(key), { multipart: { data: JSON.stringify({ title: 'x' }) } }), 404, notFound(kind, key));
        await expectAnswer(await request.delete(kind.remove(key)), 404, notFound(kind, key));
      }
    });

    test('a duplicate slug answers 409, on create and on update, and keeps the first record', async ({ request }) => {
      const taken = kind.seeded[0];
      const before = (await expectAnswer(await request.get(kind.adminDetail(taken)), 200)).data;
      const duplicate = await request.post(kind.create, { multipart: await kind.form({ slug: taken }) });
      await expectAnswer(duplicate, 409, `A ${kind.label} with the slug "${taken}" already exists.`);
      // Typed slugs are normalised first, so a spaced, capitalised copy is the same slug.
      const spaced = taken.replace(/-/g, ' ').toUpperCase();
      await expectAnswer(await request.post(kind.create, { multipart: await kind.form({ slug: spaced }) }), 409, `A ${kind.label} with the slug "${taken}" already exists.`);

      const { record } = await createRecord(request, kind);
      const moved = await request.put(kind.update(record._id), { multipart: { data: JSON.stringify({ slug: taken }) } });
      await expectAnswer(moved, 409, `A ${kind.label} with the slug "${taken}" already exists.`);
      expect((await expectAnswer(await request.get(kind.adminDetail(taken)), 200)).data).toEqual(before);
      expect((await expectAnswer<StoredRecord>(await request.get(kind.adminDetail(record._id)), 200)).data.slug).toBe(record.slug);
      await expectAnswer(await request.delete(kind.remove(record._id)), 200);
    });
  });
}
