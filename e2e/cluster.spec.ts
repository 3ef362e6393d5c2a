import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, expectAnswer, logInAsAdmin, runOnDesktopOnly, visaForm } from './support/api';
import { contentKinds } from './support/content-kinds';
import { type Instance, startInstance } from './support/instances';
import { E2E_PORT } from './support/server-env';

/**
 * Several instances of the site on one store: an edit made through one instance shows
 * through every other on its very next request, and an instance started later (a restart) shows
 * what is stored. Before, each process kept its own record of what was revalidated: the other
 * instance went on serving the old page, and a restarted one served the page as it was before the
 * edit (a visa created just before a restart was missing from /visa, the sitemap and the API).
 */
runOnDesktopOnly();
test.describe.configure({ mode: 'serial' });

const visas = contentKinds.find((kind) => kind.name === 'visas')!;
const created: string[] = [];
const instances: Instance[] = [];

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
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
  // The other instance has the pages in Next's caches.
  for (let i = 0; i < 3; i++) await fetchText(`${other.url}/visa`);
  await fetchText(`${other.url}/api/1.0/user/testimonial/testimonials`);

  await logInAsAdmin(request);
  const visa = await createVisa(request);
  expect(await fetchText(`${other.url}/visa`)).toContain(visa.title);
  expect(await fetchText(`${other.url}${API}/user/testimonial/testimonials`)).toContain(visa.slug);
  expect(await fetchText(`${other.url}/sitemap.xml`)).toContain(`/visa/${visa.slug}`);
  expect(await fetchText(`${other.url}/visa/${visa.slug}`)).toContain(visa.title);

  const renamed = `${visa.title} renamed`;
  await expectAnswer(await request.put(visas.update(visa._id), { multipart: { data: JSON.stringify({ title: renamed }) } }), 200);
  expect(await fetchText(`${other.url}/visa/${visa.slug}`)).toContain(renamed);
  expect(await fetchText(`${other.url}/visa`)).toContain(renamed);
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
