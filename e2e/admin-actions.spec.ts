import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { SESSION_COOKIE, createThrowawayAdmin, e2eStore, logIn, pngImage, uniqueSlug, workerIp } from './support/admin';
import { chooseImage, fillBlogFields, fillVisaFields, openForm } from './support/admin-forms';

interface CapturedAction {
  name: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

/**
 * Runs one admin action from the UI while the browser is signed in, but stops the request on its
 * way out (the server never sees it) and keeps it: its action id, headers and body, as an attacker
 * who copied them would.
 */
async function capture(page: Page, name: string, trigger: () => Promise<void>): Promise<CapturedAction> {
  let captured: CapturedAction | undefined;
  const handler = async (route: import('@playwright/test').Route) => {
    const request = route.request();
    const actionId = request.headers()['next-action'];
    if (request.method() === 'POST' && actionId && !captured) {
      captured = { name, url: request.url(), headers: await request.allHeaders(), body: request.postDataBuffer() ?? Buffer.alloc(0) };
      await route.abort();
      return;
    }
    await route.fallback();
  };
  await page.route('**/admin/**', handler);
  await page.route('**/admin', handler);
  await trigger();
  await expect.poll(() => captured !== undefined, { message: `the ${name} action was sent` }).toBe(true);
  await page.unroute('**/admin/**', handler);
  await page.unroute('**/admin', handler);
  return captured!;
}

/** The replayed request: same action id and body, with the given cookie header or none. */
async function replay(action: CapturedAction, cookie: string | null) {
  const context = await playwrightRequest.newContext({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
  const headers: Record<string, string> = {};
  for (const name of ['next-action', 'content-type', 'accept', 'origin', 'next-router-state-tree']) {
    if (action.headers[name]) headers[name] = action.headers[name];
  }
  if (cookie) headers.cookie = cookie;
  const response = await context.post(action.url, { headers, data: action.body, maxRedirects: 0 });
  const result = { status: response.status(), body: await response.text() };
  await context.dispose();
  return result;
}

test('every admin action is refused with 401 without a valid session, and changes nothing', async ({ page }) => {
  test.setTimeout(180_000); // seven actions captured through the UI, then fourteen replays
  const store = await e2eStore();
  const admin = await createThrowawayAdmin();
  const visa = seedVisas[1]!;
  const blog = seedBlogs[1]!;
  const before = {
    visa: await store.visas.getBySlug(visa.slug),
    blog: await store.blogs.getBySlug(blog.slug),
  };
  const newVisaSlug = uniqueSlug('refused-visa');
  const newBlogSlug = uniqueSlug('refused-post');
  const image = await pngImage('#2a9d8f');

  await logIn(page, admin);
  const actions: CapturedAction[] = [];

  await openForm(page, '/admin/add-visas');
  await fillVisaFields(page, {
    country: 'Refused',
    title: 'Refused visa',
    slug: newVisaSlug,
    metaTitle: 'Refused',
    metaKeywords: 'refused',
    metaDescription: 'Refused',
    imageAlt: 'Refused',
    faqs: [],
  });
  await chooseImage(page, 'refused.png', image);
  actions.push(await capture(page, 'createVisa', () => page.getByRole('button', { name: 'Create visa' }).click()));

  await openForm(page, '/admin/add-blog');
  await fillBlogFields(page, { title: 'Refused post', slug: newBlogSlug, metaTitle: 'Refused', metaDescription: 'Refused', imageAlt: 'Refused', faqs: [] });
  await chooseImage(page, 'refused.png', image);
  actions.push(await capture(page, 'createBlog', () => page.getByRole('button', { name: 'Create blog' }).click()));

  await openForm(page, `/admin/manage-visas/${visa.slug}/edit`);
  await page.getByLabel('Title', { exact: true }).fill('Hijacked visa title');
  actions.push(await capture(page, 'updateVisa', () => page.getByRole('button', { name: 'Publish', exact: true }).click()));

  await openForm(page, `/admin/manage-blogs/${blog.slug}/edit`);
  await page.getByLabel('Title', { exact: true }).fill('Hijacked post title');
  actions.push(await capture(page, 'updateBlog', () => page.getByRole('button', { name: 'Publish', exact: true }).click()));

  await page.goto('/admin/manage-visas');
  await page.getByRole('row', { name: new RegExp(visa.title) }).getByRole('button', { name: /^Delete/ }).click();
  actions.push(await capture(page, 'deleteVisa', () => page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()));

  await page.goto('/admin/manage-blogs');
  await page.getByRole('row', { name: new RegExp(blog.title) }).getByRole('button', { name: /^Delete/ }).click();
  actions.push(await capture(page, 'deleteBlog', () => page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()));

  await page.goto('/admin');
  actions.push(await capture(page, 'signOut', () => page.getByRole('button', { name: 'Sign out' }).click()));
  await page.goto('/admin'); // the stopped sign-out left the page showing a load error
  expect(new Set(actions.map((action) => action.headers['next-action'])).size).toBe(actions.length);

  // Now sign out for real: the cookie the browser holds becomes one "from before sign-out".
  const oldCookie = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(oldCookie).toBeDefined();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const signedOut = await store.admins.findByEmail(admin.email);

  for (const action of actions) {
    for (const cookie of [null, `${SESSION_COOKIE}=${oldCookie!.value}`]) {
      const answer = await replay(action, cookie);
      expect(answer.status, `${action.name} ${cookie ? 'with the old cookie' : 'without a cookie'}`).toBe(401);
      expect(answer.body).not.toMatch(/at .+\.(ts|js):\d+/); // no stack trace
    }
  }

  // Nothing changed: no new records, the seed records untouched, the session version where sign-out left it.
  expect(await store.visas.getBySlug(newVisaSlug)).toBeNull();
  expect(await store.blogs.getBySlug(newBlogSlug)).toBeNull();
  expect(await store.visas.getBySlug(visa.slug)).toEqual(before.visa);
  expect(await store.blogs.getBySlug(blog.slug)).toEqual(before.blog);
  expect((await store.admins.findByEmail(admin.email))?.sessionVersion).toBe(signedOut?.sessionVersion);
  // And visitors see the same site.
  expect((await page.request.get(`/visa/${newVisaSlug}`)).status()).toBe(404);
  expect((await page.request.get(`/blogs/${newBlogSlug}`)).status()).toBe(404);
  const visaPage = await page.request.get(`/visa/${visa.slug}`);
  expect(visaPage.status()).toBe(200);
  expect(await visaPage.text()).not.toContain('Hijacked');
  const blogPage = await page.request.get(`/blogs/${blog.slug}`);
  expect(blogPage.status()).toBe(200);
  expect(await blogPage.text()).not.toContain('Hijacked');
});
