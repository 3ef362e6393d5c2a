import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, expectAnswer, logInAsAdmin, runOnDesktopOnly, visaForm } from './support/api';
import { contentKinds } from './support/content-kinds';
import { type Instance, startInstance } from './support/instances';
import { CLOCK_REFRESH_MS } from '../lib/cache/content-clock.mjs';
import { E2E_BASE_URL, E2E_PORT } from './support/server-env';

/**
 * Several instances of the site on one store: an edit made through one instance shows through
 * every other on its very next request when the request comes the way the production proxy sends
 * it (deploy/nginx asks an instance for the content version after each edit and passes it on as
 * X-Content-Version), within a second when it reaches the instance directly (at once on SQLite,
 * whose change marker every instance reads), and an instance started later (a restart) shows what
 * is stored.
 */
runOnDesktopOnly();
test.describe.configure({ mode: 'serial' });

const visas = contentKinds.find((kind) => kind.name === 'visas')!;
const created: string[] = [];
const instances: Instance[] = [];

async function fetchText(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers });
  expect(response.status, url).toBe(200);
  return response.text();
}

/** As nginx asks after an edit: the content version, from whichever instance it reaches (here the first). */
async function proxyHeaders(): Promise<Record<string, string>> {
  const answer = await fetch(`${E2E_BASE_URL}/api/content-version`);
  return { 'X-Content-Version': answer.headers.get('x-content-version') ?? '' };
}

/** Asked directly, without the proxy's version: within the clock's second (at once on SQLite). */
async function eventually(url: string, expected: string) {
  await expect.poll(() => fetchText(url), { timeout: CLOCK_REFRESH_MS + 1_000, intervals: [100] }).toContain(expected);
}

async function createVisa(request: APIRequestContext) {
  const form = await visaForm();
  const body = await expectAnswer<{ _id: string; slug: string; title: string }>(await request.post(visas.create, { multipart: form }), 200);
  created.push(body.data._id);
  return body.data;
}

test.afterAll(async ({ request }) => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await logInAsAdmin(request);
  for (const id of created) await request.delete(visas.remove(id));
});

test('an edit through one instance shows through another on its very next request', async ({ request }) => {
  const other = await startInstance(E2E_PORT + 40);
  instances.push(other);
  // The other instance has the pages in Next's caches and in its front copies.
  for (let i = 0; i < 3; i++) await fetchText(`${other.url}/visa`);
  await fetchText(`${other.url}/api/1.0/user/testimonial/testimonials`);

  await logInAsAdmin(request);
  const visa = await createVisa(request);
  const proxied = await proxyHeaders();
  expect(await fetchText(`${other.url}/visa`, proxied)).toContain(visa.title);
  expect(await fetchText(`${other.url}${API}/user/testimonial/testimonials`, proxied)).toContain(visa.slug);
  expect(await fetchText(`${other.url}/sitemap.xml`, proxied)).toContain(`/visa/${visa.slug}`);
  expect(await fetchText(`${other.url}/visa/${visa.slug}`, proxied)).toContain(visa.title);

  const renamed = `${visa.title} renamed`;
  await expectAnswer(await request.put(visas.update(visa._id), { multipart: { data: JSON.stringify({ title: renamed }) } }), 200);
  expect(await fetchText(`${other.url}/visa/${visa.slug}`, await proxyHeaders())).toContain(renamed);
  expect(await fetchText(`${other.url}/visa`, await proxyHeaders())).toContain(renamed);
});

test('asked directly, another instance shows an edit within a second', async ({ request }) => {
  const other = instances[0]!;
  await fetchText(`${other.url}/visa`);
  await logInAsAdmin(request);
  const visa = await createVisa(request);
  await eventually(`${other.url}/visa`, visa.title);
  const renamed = `${visa.title} renamed`;
  await expectAnswer(await request.put(visas.update(visa._id), { multipart: { data: JSON.stringify({ title: renamed }) } }), 200);
  await eventually(`${other.url}/visa/${visa.slug}`, renamed);
});

test('an instance started after an edit (a restart) shows what is stored', async ({ request }) => {
  await logInAsAdmin(request);
  const visa = await createVisa(request); // no list is requested from any instance in between
  const restarted = await startInstance(E2E_PORT + 41);
  instances.push(restarted);
  expect(await fetchText(`${restarted.url}/visa`)).toContain(visa.title);
  expect(await fetchText(`${restarted.url}/sitemap.xml`)).toContain(`/visa/${visa.slug}`);
  expect(await fetchText(`${restarted.url}${API}/user/testimonial/testimonials`)).toContain(visa.slug);
});
