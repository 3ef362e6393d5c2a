import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { e2eStore, logIn, uniqueSlug, workerIp } from './support/admin';
import { openForm } from './support/admin-forms';
import { API, expectAnswer, visaForm } from './support/api';

/**
 * Redirects (issue #22): a staff member renames a visa's slug in the admin, and its old address
 * answers 301 with the new one (read raw, redirects not followed), chains collapse, renaming back
 * leaves no loop, the admin lists them, staff add and remove their own, and the sitemap lists
 * only current addresses.
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
  await expect(add.getByText('/visa shows a page now', { exact: false }).first()).toBeVisible();

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
