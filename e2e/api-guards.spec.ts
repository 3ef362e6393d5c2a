import http from 'node:http';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, CROSS_ORIGIN, expectAnswer, logInAsAdmin, pngFile, runOnDesktopOnly } from './support/api';
import { type ContentKind, contentKinds } from './support/content-kinds';
import { E2E_BASE_URL } from './support/server-env';

runOnDesktopOnly();

/** Every admin call, with a body that would succeed if the guard let it through. */
async function adminCalls(request: APIRequestContext, kind: ContentKind, target: string, newSlug: string, headers: Record<string, string> = {}) {
  const form = await kind.form({ slug: newSlug });
  const changes = { data: JSON.stringify({ title: 'Changed by a refused call' }), file: await pngFile('#000000') };
  return [
    { call: `GET ${kind.adminList}`, send: () => request.get(kind.adminList, { headers }) },
    { call: `GET ${kind.adminDetail(target)}`, send: () => request.get(kind.adminDetail(target), { headers }) },
    { call: `POST ${kind.create}`, send: () => request.post(kind.create, { multipart: form, headers }), mutates: true },
    { call: `PUT ${kind.update(target)}`, send: () => request.put(kind.update(target), { multipart: changes, headers }), mutates: true },
    { call: `DELETE ${kind.remove(target)}`, send: () => request.delete(kind.remove(target), { headers }), mutates: true },
  ];
}

/** The seeded record is exactly as before, and the slug a refused create used does not exist. */
async function expectUnchanged(request: APIRequestContext, kind: ContentKind, target: string, before: unknown, newSlug: string) {
  const after = await expectAnswer(await request.get(kind.publicDetail(target)), 200);
  expect(after.data).toEqual(before);
  await expectAnswer(await request.get(kind.publicDetail(newSlug)), 404);
}

for (const kind of contentKinds) {
  test.describe(`admin ${kind.name} calls are guarded`, () => {
    test('without a session every admin call answers 401 and changes nothing', async ({ request }) => {
      const target = kind.seeded[1];
      const before = (await expectAnswer(await request.get(kind.publicDetail(target)), 200)).data;
      const newSlug = `refused-${Date.now()}`;
      for (const { call, send } of await adminCalls(request, kind, target, newSlug)) {
        const response = await send();
        await expectAnswer(response, 401, 'Sign in as an admin to do this');
        expect(response.headers()['cache-control'], call).toBe('no-store');
      }
      // A forged or stale cookie is no session either.
      const forged = { cookie: 'zv_admin=Fe26.2**forged**cookie' };
      for (const { send } of await adminCalls(request, kind, target, newSlug, forged)) await expectAnswer(await send(), 401);
      await expectUnchanged(request, kind, target, before, newSlug);
    });

    test('a signed-in admin sending a mutation from another site gets 403 and nothing changes', async ({ request }) => {
      await logInAsAdmin(request);
      const target = kind.seeded[1];
      const before = (await expectAnswer(await request.get(kind.publicDetail(target)), 200)).data;
      const newSlug = `cross-site-${Date.now()}`;
      for (const headers of [CROSS_ORIGIN, { 'sec-fetch-site': 'cross-site' }]) {
        for (const { call, send, mutates } of await adminCalls(request, kind, target, newSlug, headers)) {
          // Reads carry no risk from another origin (the browser keeps the answer from the page).
          if (!mutates) continue;
          await expectAnswer(await send(), 403, 'Cross-origin requests are not allowed').catch((error: Error) => {
            throw new Error(`${call}: ${error.message}`);
          });
        }
      }
      await expectUnchanged(request, kind, target, before, newSlug);
      // The same calls from this origin pass the guard (here: a read).
      await expectAnswer(await request.get(kind.adminDetail(target), { headers: { origin: E2E_BASE_URL } }), 200);
    });
  });
}

test.describe('request bodies of admin writes', () => {
  test.beforeEach(async ({ request }) => logInAsAdmin(request));

  test('a body declared larger than 11 MB answers 413 before it is read', async ({ request }) => {
    const form = await contentKinds[0]!.form();
    const oversized = { ...form, file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(12 * 1024 * 1024, 1) } };
    const response = await request.post(contentKinds[0]!.create, { multipart: oversized });
    await expectAnswer(response, 413, 'The request body is too large (11 MB at most)');
    await expectAnswer(await request.get(contentKinds[0]!.publicDetail(form.slug)), 404);
  });

  test('a chunked body without a length is cut off at 11 MB with 413', async ({ request }) => {
    const session = (await request.storageState()).cookies.find((cookie) => cookie.name === 'zv_admin');
    expect(session).toBeDefined();
    const status = await sendChunked(`${API}/admin/blog/create-blog`, `zv_admin=${session!.value}`, 12 * 1024 * 1024);
    expect(status.code).toBe(413);
    expect(JSON.parse(status.body)).toEqual({ statusCode: 413, message: 'The request body is too large (11 MB at most)', data: null });
  });

  test('an image over 10 MB inside a body under the limit is refused by the image rules with 400', async ({ request }) => {
    const kind = contentKinds[1]!;
    const form = await kind.form();
    const png = (await pngFile()).buffer;
    const padded = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const body = await expectAnswer(await request.post(kind.create, { multipart: { ...form, file: { ...form.file, buffer: padded } } }), 400);
    expect(body.message).toBe('The image must be 10 MB or smaller');
    expect(body.data).toEqual({ fieldErrors: { file: ['The image must be 10 MB or smaller'] } });
  });

  test('a body that is not multipart, or broken multipart, answers 400', async ({ request }) => {
    const message = 'The request body must be multipart/form-data';
    for (const kind of contentKinds) {
      await expectAnswer(await request.post(kind.create, { data: { title: 'JSON instead' } }), 400, message);
      await expectAnswer(await request.put(kind.update(kind.seeded[0]), { form: { data: '{}' } }), 400, message);
      const broken = { 'content-type': 'multipart/form-data; boundary=----cut' };
      await expectAnswer(await request.post(kind.create, { headers: broken, data: '------cut\r\nContent-Disposition: form-da' }), 400, message);
    }
  });
});

test('an unknown /api/1.0 path answers a JSON 404 in the same shape', async ({ request }) => {
  await expectAnswer(await request.get(`${API}/user/visa/list`), 404, 'No API call at GET /api/1.0/user/visa/list');
  await expectAnswer(await request.post(`${API}/admin/testimonial/create-visa`), 404);
});

/** POSTs `size` bytes with Transfer-Encoding: chunked (no Content-Length), as a streaming client would. */
function sendChunked(path: string, cookie: string, size: number): Promise<{ code: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, E2E_BASE_URL);
    const outgoing = http.request(url, {
      method: 'POST',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=----chunked', 'transfer-encoding': 'chunked' },
    });
    let responded = false;
    outgoing.on('response', (response) => {
      responded = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ code: response.statusCode ?? 0, body }));
    });
    // The server answers and may close before everything is sent (that is the point): a write
    // error after the answer arrived is expected; one without an answer fails the test.
    outgoing.on('error', (error) => setTimeout(() => responded || reject(error), 2_000));
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let sent = 0;
    const writeMore = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', writeMore);
      }
      outgoing.end();
    };
    writeMore();
  });
}
