import { expect, type Page, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { seedSiteLists } from '../content/seed/site-lists';
import { cacheTags } from '../lib/data/cache-tags';
import type { SiteListName } from '../lib/site-lists/site-list-definitions';
import { e2eStore, logIn, workerIp } from './support/admin';
import { editorOf } from './support/admin-forms';

/**
 * The site's lists: staff edit the jobs and the testimonials under "Site content",
 * and the public pages show the change on their next request. Other specs read the seeded texts
 * (public-pages, public-home, public-html), so this one adds a job rather than changing one,
 * rewrites only a short review whose name stays, and puts both lists back when it ends.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
test.describe.configure({ mode: 'serial' });

const marker = randomBytes(3).toString('hex');
const touched: SiteListName[] = ['jobs', 'testimonials', 'landing-faqs'];
const originals = new Map<SiteListName, unknown[]>();

test.beforeAll(async () => {
  const store = await e2eStore();
  for (const name of touched) originals.set(name, (await store.siteLists.get(name))?.items ?? seedSiteLists[name]);
});

test.afterAll(async () => {
  const store = await e2eStore();
  for (const name of touched) {
    const current = await store.siteLists.get(name);
    if (!current) continue;
    await store.siteLists.save(name, originals.get(name) as never, { expectedVersion: current.version, by: null });
    // As another instance's save would: the server renders the pages afresh on their next request.
    await store.cacheTags.expire([cacheTags.siteList(name)], Date.now());
  }
});

/** Clicks "Add …" once the editor has hydrated, until the new row's first field shows. */
async function addRow(page: Page, button: string, firstField: string) {
  const field = page.getByLabel(firstField, { exact: true });
  await expect(async () => {
    if (!(await field.isVisible())) await page.getByRole('button', { name: button }).click();
    await expect(field).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('staff add a job, refused first for its missing title, and move it up; /career shows it in that place', async ({ page, browser }) => {
  test.slow();
  const startedAt = new Date().toISOString();
  await logIn(page);
  await page.goto('/admin/site-content');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const rows = (originals.get('jobs') ?? []).length;
  const job = `Job ${rows + 1}`;
  await addRow(page, 'Add job', `Title (${job})`);
  await page.getByLabel(`Country (${job})`).fill('UAE');
  await page.getByLabel(`Employment type (${job})`).fill('Part-time');
  await page.getByLabel(`Description (${job})`).fill(`Guide travellers through their first Schengen file ${marker}.`);
  await page.getByRole('button', { name: 'Save list' }).click();
  // The refused row's field says what is wrong, under it, and the form says to look.
  await expect(page.getByRole('status')).toHaveText('Check the highlighted fields.');
  await expect(page.getByLabel(`Title (${job})`)).toHaveAccessibleDescription('Title is required');
  await page.getByLabel(`Title (${job})`).fill(`Visa consultant ${marker}`);
  await page.getByRole('button', { name: `Up (move job ${rows + 1} up)` }).click();
  await expect(page.getByLabel(`Title (Job ${rows})`)).toHaveValue(`Visa consultant ${marker}`);
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved: Jobs now has ${rows + 1} items, shown on the site from the next page view.`);

  const visitor = await browser.newPage();
  await visitor.goto('/career');
  const titles = visitor.getByRole('region', { name: 'Open positions' }).getByRole('heading', { level: 3 });
  await expect(titles.nth(rows - 1)).toHaveText(`Visa consultant ${marker}`);
  await expect(titles.nth(rows)).toHaveText((originals.get('jobs')!.at(-1) as { title: string }).title);
  await expect(visitor.locator('li', { has: visitor.getByRole('heading', { name: `Visa consultant ${marker}` }) })).toContainText('Part-time');
  await visitor.close();

  // The overview says who changed the list, and the audit log has the save.
  await page.goto('/admin/site-content');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jobs' }) })).toContainText(`${rows + 1} items`);
  // Other tests publish at the same time: every publish since this test began, not the latest few.
  const audit = await (await e2eStore()).audit.list({ action: 'publish', since: startedAt, limit: 500 });
  expect(audit.some((entry) => entry.target === 'list jobs' && entry.detail === `${rows + 1} items`)).toBe(true);
});

test('staff rewrite a review; the home page shows the new text under the same name', async ({ page, browser }) => {
  test.slow();
  await logIn(page);
  await page.goto('/admin/site-content/testimonials');
  const review = editorOf(page, 'Review (Testimonial 3)');
  await expect(review.box).toBeVisible({ timeout: 20_000 });
  await review.box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`Japan e-visa in five days, thank you ${marker}!`);
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByRole('status')).toContainText('Saved: Testimonials now has');

  const visitor = await browser.newPage();
  await visitor.goto('/');
  const reviews = visitor.getByRole('region', { name: 'Client reviews' });
  await expect(reviews.getByText(`Japan e-visa in five days, thank you ${marker}!`)).toHaveCount(1);
  await expect(reviews.getByRole('group').filter({ hasText: marker })).toContainText((originals.get('testimonials')![2] as { name: string }).name);
  await visitor.close();
});

test('a save from a page opened before someone else saved is refused, and the other save stays', async ({ page, context }) => {
  await logIn(page);
  const other = await context.newPage();
  await page.goto('/admin/site-content/jobs');
  await other.goto('/admin/site-content/jobs');
  await expect(other.getByRole('button', { name: 'Add job' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByRole('status')).toContainText('Saved: Jobs now has');
  await other.getByRole('button', { name: 'Save list' }).click();
  await expect(other.getByRole('status')).toContainText('This list was changed by someone else since you opened it');
  await other.reload();
  await other.getByRole('button', { name: 'Save list' }).click();
  await expect(other.getByRole('status')).toContainText('Saved: Jobs now has');
});

test('a list\'s versions compare, and an older one loaded into the form changes nothing until it is saved', async ({ page, browser }, testInfo) => {
  // The landing FAQs are edited by this test alone, once per run: other specs only read that their seeded questions are there.
  test.skip(testInfo.project.name !== 'desktop', 'one run edits the list');
  test.slow();
  const question = `Can you renew a UAE residence visa online ${marker}?`;
  await logIn(page);
  const rows = ((await (await e2eStore()).siteLists.get('landing-faqs'))?.items ?? seedSiteLists['landing-faqs']).length;
  await page.goto('/admin/site-content/landing-faqs');
  const added = `Question ${rows + 1}`;
  await addRow(page, 'Add question', `Question (${added})`);
  await page.getByLabel(`Question (${added})`).fill(question);
  await page.getByLabel(`Answer (${added})`).fill('Yes: through ICP or GDRFA, with a valid Emirates ID and medical fitness result.');
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByRole('status')).toContainText('Saved: Landing page FAQs now has');
  const visitor = await browser.newPage();
  await visitor.goto('/visa-consultant-in-dubai');
  await expect(visitor.getByText(question)).toBeVisible();

  // The history: the version on the website, and what it added to the one before.
  await page.getByRole('link', { name: 'Published versions' }).click();
  await expect(page).toHaveURL(/\/admin\/site-content\/landing-faqs\/history$/);
  const current = (await (await e2eStore()).siteLists.get('landing-faqs'))!.version;
  await expect(page.getByRole('row').filter({ hasText: 'On the website' }).getByRole('cell').first()).toHaveText(new RegExp(`^${current}\\s*On the website`));
  await expect(page.getByText(`From version ${current - 1} to version ${current}`)).toBeVisible();
  await expect(page.locator('dd ins').filter({ hasText: marker })).toHaveCount(1);

  // Loading the version before into the form publishes nothing; saving it does.
  await page.getByRole('link', { name: `Load version ${current - 1} into the form` }).click();
  await expect(page.getByRole('note')).toContainText(`Version ${current - 1}`);
  await expect(page.getByLabel(`Question (Question ${rows})`)).toBeVisible();
  await expect(page.getByLabel(`Question (${added})`)).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText(question)).toBeVisible();
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved: Landing page FAQs now has ${rows} items, shown on the site from the next page view.`);
  await expect(page.getByRole('note')).toHaveText(`The rows of version ${current - 1} are on the website again, as version ${current + 1}.`);
  await visitor.reload();
  await expect(visitor.getByText(question)).toHaveCount(0);
  await visitor.close();
});
