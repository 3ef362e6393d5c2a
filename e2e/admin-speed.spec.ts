import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seedVisas } from '../content/seed/visas';
import { slugFromTitle } from '../lib/validation/slug';
import { e2eStore, logIn, pngImage, uniqueSlug, workerIp } from './support/admin';
import { chooseImage, formReady, openForm } from './support/admin-forms';

/**
 * Staff work in seconds: the leads list within the first screen, the publish panel in view
 * wherever the editor is scrolled, a visa created from its title alone, and search on the
 * manage lists. Run at 1280x800 and 390x844 (the two projects).
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

test.beforeEach(async ({ page }) => {
  test.slow(); // logs in through the login page, on shared machines
  await logIn(page);
});

/** The top of `locator` is on the first screen, with room to read its first line. */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.y + 48).toBeLessThanOrEqual(height);
}

test('the leads list starts within the first screen; the delivery counts are folded under one line', async ({ page }) => {
  const store = await e2eStore();
  const name = `E2E speed ${randomUUID().slice(0, 8)}`;
  await store.submissions.create({
    kind: 'consultation',
    fields: { user_name: name, user_mobile: '501112299', user_cnty: 'Japan' },
    idempotencyKey: randomUUID(),
    deliveries: {},
  });
  await page.goto('/admin/leads');
  await expectOnFirstScreen(page, page.getByRole('article').first());

  const counts = page.getByRole('region', { name: 'Counts for the last 7 days' });
  await expect(counts).toBeHidden();
  await page.getByText(/^Delivery, last 7 days:/).click();
  await expect(counts).toBeVisible();
});

test('a visa created from its title alone gets its slug, its page answers, and the form asks for its fee and time', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Oman visit visa ${uniqueSlug('speed').slice(-8)}`;
  const slug = slugFromTitle(title);
  await openForm(page, '/admin/add-visas');
  await page.getByLabel('Country', { exact: true }).fill('Oman');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slug); // made as the title is typed
  await chooseImage(page, 'oman.png', await pngImage('#2a6f4e'));
  await page.getByLabel('Image alt', { exact: true }).fill('A green test picture');
  await page.getByLabel('Meta title', { exact: true }).fill(`${title} | Ztart Visa`);
  await page.getByLabel('Meta keywords', { exact: true }).fill('oman visa');
  await page.getByLabel('Meta description', { exact: true }).fill('Apply for an Oman visit visa from Dubai.');
  await page.getByRole('button', { name: 'Create visa' }).click();
  await expect(page.getByText('Visa created successfully')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/manage-visas$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();

  const visitor = await browser.newPage();
  const answer = await visitor.goto(`/visa/${slug}`);
  expect(answer?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);
  await visitor.close();

  await page.goto(`/admin/manage-visas/${slug}/edit`);
  await expect(page.getByText('No fee or processing time yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add fee and processing time' })).toHaveAttribute('href', `/admin/visa-facts/${slug}`);
});

test('the publish panel stays in view at the middle and the end of the visa, blog and country page editors', async ({ page }) => {
  test.setTimeout(120_000);
  const editors = [
    { path: `/admin/manage-visas/${seedVisas[0]!.slug}/edit`, publish: 'Publish', ready: () => formReady(page) },
    { path: '/admin/add-blog', publish: 'Create blog', ready: () => formReady(page) },
    {
      path: '/admin/country-pages/japan-visit-visa-from-dubai',
      publish: 'Publish',
      ready: () => expect(page.getByRole('textbox', { name: 'Documents required', exact: true })).toBeVisible({ timeout: 20_000 }),
    },
  ];
  for (const editor of editors) {
    await page.goto(editor.path);
    await editor.ready();
    const panel = page.getByRole('region', { name: 'Publish' });
    for (const share of [0.5, 1]) {
      await page.evaluate((part) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * part), share);
      await expect(panel.getByRole('button', { name: editor.publish })).toBeInViewport();
      await expect(panel.getByRole('button', { name: 'Save as draft' })).toBeInViewport();
    }
  }
});

test('the country page form lists its sections and numbers its steps itself', async ({ page }) => {
  await page.goto('/admin/country-pages/japan-visit-visa-from-dubai');
  // The editors load after hydration and grow the page: jump once they are there.
  await expect(page.getByRole('textbox', { name: 'Documents required', exact: true })).toBeVisible({ timeout: 20_000 });
  const sections = page.getByRole('navigation', { name: 'Sections of the form' });
  await sections.getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/#section-how-it-works$/);
  await expect(page.getByRole('heading', { name: 'How it works', exact: true })).toBeInViewport();
  await expect(page.getByLabel('Step 1 number')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Step 1', exact: true })).toBeVisible();
  await expect(page.getByLabel('Step 1 title', { exact: true })).toBeVisible();
});

test('search on the manage lists finds a visa by its title, and says when nothing matches', async ({ page }) => {
  const [wanted, other] = [seedVisas[0]!, seedVisas[1]!];
  await page.goto('/admin/manage-visas');
  const search = page.getByRole('searchbox', { name: 'Search visas' });
  await search.fill(wanted.title.toUpperCase());
  await search.press('Enter');
  await expect(page).toHaveURL(/\/admin\/manage-visas\?q=/);
  await expect(page.getByRole('row').filter({ hasText: wanted.title })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: other.title })).toHaveCount(0);

  const nothing = `no such visa ${randomUUID().slice(0, 8)}`;
  await page.goto(`/admin/manage-visas?q=${encodeURIComponent(nothing)}`);
  await expect(page.getByText(`No visas match “${nothing}”.`)).toBeVisible();
  await page.getByRole('link', { name: 'Show all visas' }).click();
  await expect(page.getByRole('row').filter({ hasText: other.title })).toBeVisible();

  await page.goto(`/admin/country-pages?q=${encodeURIComponent('japan')}`);
  await expect(page.getByRole('list', { name: 'Country pages' }).getByRole('listitem')).toHaveCount(1);
});
