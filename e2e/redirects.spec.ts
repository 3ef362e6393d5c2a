import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eStore, logIn, uniqueSlug, workerIp } from './support/admin';
import { openForm } from './support/admin-forms';
import { API, expectAnswer, visaForm } from './support/api';
import { fillPattern } from './support/route-tree';
import { RESERVED_MESSAGE } from '../lib/redirects/redirect-schemas';
import { isReservedPath, RECORD_ROUTES, routeAnswering } from '../lib/redirects/reserved-paths.mjs';

/**
 * Redirects: a staff member renames a visa's slug in the admin, and its old address
 * answers 301 with the new one (read raw, redirects not followed), chains collapse, renaming back
 * leaves no loop, the admin lists them, staff add and remove their own, and the sitemap lists
 * only current addresses. No redirect takes an address the site answers itself: the form refuses
 * one, and one already stored is not served.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

test.beforeEach(async ({ page }) => {
  test.slow(); // logs in through the login page and saves forms, on shared machines
  await logIn(page);
});

/** Renames the visa at `from` to `to` through its edit form. */
async function renameSlug(page: Page, from: string, to: string) {
  await openForm(page, `/admin/manage-visas/${from}/edit`);
  await page.getByLabel('Slug', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Visa updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage-visas$/);
}

/** The raw answer for an address: status and Location, the redirect not followed. */
async function rawAnswer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null, cacheControl: response.headers()['cache-control'] };
}

test('a renamed slug answers 301 from its old address, chains collapse, renaming back leaves no loop, and the sitemap lists only the current address', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const [first, second, third] = ['first', 'second', 'third'].map((name) => uniqueSlug(`redirect-${name}`)) as [string, string, string];
  const form = await visaForm({ slug: first });
  const created = await expectAnswer<{ _id: string; title: string }>(await page.request.post(`${API}/admin/testimonial/create-testimonial`, { multipart: form }), 200);
  const visitor = await browser.newPage(); // no cookie: what the public sees

  await renameSlug(page, first, second);
  expect(await rawAnswer(visitor.request, `/visa/${first}?utm_source=newsletter`)).toEqual({ status: 301, location: `/visa/${second}?utm_source=newsletter`, cacheControl: 'no-cache' });
  await visitor.goto(`/visa/${first}`);
  await expect(visitor).toHaveURL(new RegExp(`/visa/${second}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(created.data.title);

  // A second rename: the first address leads to the newest directly, in one hop.
  await renameSlug(page, second, third);
  expect((await rawAnswer(visitor.request, `/visa/${first}`)).location).toBe(`/visa/${third}`);
  expect(await rawAnswer(visitor.request, `/visa/${second}`)).toMatchObject({ status: 301, location: `/visa/${third}` });
  expect((await rawAnswer(visitor.request, `/visa/${third}`)).status).toBe(200);

  // The admin lists both, made by the slug change.
  await page.goto('/admin/redirects');
  for (const old of [first, second]) {
    const row = page.getByRole('listitem', { name: `/visa/${old} to /visa/${third}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Added when the slug changed');
  }

  // The sitemap has the current address only.
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/visa/${third}</loc>`);
  expect(sitemap).not.toContain(`/visa/${first}</loc>`);
  expect(sitemap).not.toContain(`/visa/${second}</loc>`);

  // Renamed back to the first slug: that address shows the page again, the others lead to it.
  await renameSlug(page, third, first);
  expect((await rawAnswer(visitor.request, `/visa/${first}`)).status).toBe(200);
  expect(await rawAnswer(visitor.request, `/visa/${second}`)).toMatchObject({ status: 301, location: `/visa/${first}` });
  expect(await rawAnswer(visitor.request, `/visa/${third}`)).toMatchObject({ status: 301, location: `/visa/${first}` });
  const response = await visitor.goto(`/visa/${second}`);
  expect(response?.status()).toBe(200);
  await expect(visitor).toHaveURL(new RegExp(`/visa/${first}$`));

  // Deleted, the visa takes its redirects with it: its old addresses answer 404, not a 301 into one.
  await expectAnswer(await page.request.delete(`${API}/admin/testimonial/delete-testimonial/${created.data._id}`), 200);
  expect((await rawAnswer(visitor.request, `/visa/${second}`)).status).toBe(404);
  expect((await (await e2eStore()).redirects.list()).filter((redirect) => redirect.to === `/visa/${first}`)).toEqual([]);
  await visitor.close();
});

test('staff add a redirect by hand, are told why a loop or a live page is refused, and remove it', async ({ page, request }) => {
  const legacy = `/visa/${uniqueSlug('legacy-address')}`;
  const other = `/visa/${uniqueSlug('legacy-other')}`;
  await page.goto('/admin/redirects');
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
  const add = page.locator('form#add-redirect');
  const submit = async (from: string, to: string) => {
    await add.getByLabel('Old address').fill(from);
    await add.getByLabel('New address').fill(to);
    await add.getByRole('button', { name: 'Add redirect' }).click();
  };

  // Checked on the server: not a path, then a page that shows now.
  await submit('visa/no-slash', '/visa');
  await expect(add.getByText('Start with / : an address on this site, like /visa/old-name.')).toBeVisible();
  await submit('/visa', '/blogs');
  await expect(add.getByText(`/visa ${RESERVED_MESSAGE}`).first()).toBeVisible();

  await submit(legacy, other);
  await expect(add.getByRole('status')).toHaveText(`${legacy} now redirects to ${other}.`);
  await expect(page.getByRole('listitem', { name: `${legacy} to ${other}` })).toContainText('Added by');
  expect(await rawAnswer(request, legacy)).toMatchObject({ status: 301, location: other });

  // The other way round would be a loop: refused with a message saying so.
  await submit(other, legacy);
  await expect(add.getByText('would make a loop').first()).toBeVisible();
  expect((await rawAnswer(request, other)).status).toBe(404);

  // Removed with the keyboard: the address is free again.
  const row = page.getByRole('listitem', { name: `${legacy} to ${other}` });
  await row.getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('listitem', { name: `${legacy} to ${other}` })).toHaveCount(0);
  expect((await rawAnswer(request, legacy)).status).toBe(404);
});

/** Addresses the site answers itself, and what each answers without a redirect. */
const TAKEN: Array<[path: string, status: number, contentType: string]> = [
  ['/robots.txt', 200, 'text/plain'],
  ['/sitemap.xml', 200, 'application/xml'],
  ['/uploads/x.webp', 404, ''],
  ['/visa-finder/all/japan', 200, 'text/html'],
  ['/admin', 307, ''],
  ['/login', 200, 'text/html'],
  ['/preview/x', 307, ''],
  ['/images/og-default.png', 200, 'image/png'],
];

/** What an address answers to a visitor: status and type, redirects not followed. */
async function answerOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0, headers: { accept: 'text/html' } });
  return { status: response.status(), location: response.headers().location ?? null, type: (response.headers()['content-type'] ?? '').split(';')[0] };
}

test('no redirect takes an address the site answers itself: the form refuses each, and one already stored is not served', async ({ page, browser }, testInfo) => {
  // Once, at desktop size: it stores and removes redirects from fixed addresses, which a run of
  // the phone project beside it would race, and nothing in it depends on the viewport.
  test.skip(testInfo.project.name === 'mobile', 'one pass at desktop size');
  const visitor = await browser.newPage(); // no cookie: what the public sees
  const before = new Map<string, Awaited<ReturnType<typeof answerOf>>>();
  for (const [path, status, type] of TAKEN) {
    const answer = await answerOf(visitor.request, path);
    expect({ path, status: answer.status, type: answer.type }).toEqual({ path, status, type: type || answer.type });
    before.set(path, answer);
  }

  await page.goto('/admin/redirects');
  const add = page.locator('form#add-redirect');
  for (const [path] of TAKEN) {
    await add.getByLabel('Old address').fill(path);
    await add.getByLabel('New address').fill('/visa');
    await add.getByRole('button', { name: 'Add redirect' }).click();
    await expect(add.getByText(`${path} ${RESERVED_MESSAGE}`), path).toBeVisible();
  }
  const store = await e2eStore();
  expect((await store.redirects.list()).filter((redirect) => TAKEN.some(([path]) => path === redirect.from))).toEqual([]);

  // Rows stored from these addresses before (written straight into the store, as an older
  // version of the site could have): once the list is read again (staff add a redirect of
  // their own), they are marked as not in effect, and the addresses answer as before.
  for (const [path] of TAKEN) await store.redirects.set(path, '/visa', 'an older site');
  const legacy = `/${uniqueSlug('old-address')}`;
  await add.getByLabel('Old address').fill(legacy);
  await add.getByLabel('New address').fill('/visa');
  await add.getByRole('button', { name: 'Add redirect' }).click();
  await expect(add.getByRole('status')).toHaveText(`${legacy} now redirects to /visa.`);
  expect(await answerOf(visitor.request, legacy)).toMatchObject({ status: 301, location: '/visa' });
  for (const [path] of TAKEN) expect({ path, ...(await answerOf(visitor.request, path)) }).toEqual({ path, ...before.get(path) });
  await page.reload();
  await expect(page.getByRole('listitem', { name: '/robots.txt to /visa' })).toContainText('Not in effect: the site now answers /robots.txt itself.');
  await expect(page.getByRole('listitem', { name: `${legacy} to /visa` })).not.toContainText('Not in effect');
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/visa</loc>');

  for (const redirect of await store.redirects.list()) {
    if (redirect.from === legacy || TAKEN.some(([path]) => path === redirect.from)) await store.redirects.remove(redirect._id);
  }
  await visitor.close();
});

test("every route of the build is among the addresses no redirect takes, a record route's addresses excepted", ({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'reads files only');
  const manifest = JSON.parse(readFileSync(path.resolve('.next/app-path-routes-manifest.json'), 'utf8')) as Record<string, string>;
  // A public page's route is `/[locale]/...`: English answers it at the bare path, Arabic under /ar.
  const inEachLanguage = (route: string) => {
    if (route !== '/[locale]' && !route.startsWith('/[locale]/')) return [route];
    const rest = route.slice('/[locale]'.length);
    return [rest || '/', `/ar${rest}`];
  };
  const routes = Object.values(manifest)
    .filter((route) => !['/_not-found', '/_global-error'].includes(route))
    .flatMap(inEachLanguage);
  expect(routes.length).toBeGreaterThan(50);
  const unreserved = routes.filter((route) => {
    const address = fillPattern(route, (segment) => `sample-${segment}`);
    return !isReservedPath(address) && !RECORD_ROUTES.includes(routeAnswering(address) ?? '');
  });
  expect(unreserved).toEqual([]);
  // The record routes are the build's own.
  expect(routes).toEqual(expect.arrayContaining([...RECORD_ROUTES]));
});
