import { expect, type Page, test } from '@playwright/test';
import { e2eStore, logIn, workerIp } from './support/admin';
import { runOnDesktopOnly } from './support/api';

/**
 * The country pages are stored content: a staff member edits one in the admin and the
 * public page shows it on the next request. The Spain page's documents are edited here: no other
 * spec reads them (they read the titles, the first pages, Japan and the FAQs). Each run adds an
 * item of its own, so runs against one store do not disturb each other.
 */

const SLUG = 'spain-visa-dubai';
const EDIT_PATH = `/admin/country-pages/${SLUG}`;

// One page, edited by every test: once per run (not per viewport), one test after another.
runOnDesktopOnly();
test.describe.configure({ mode: 'default' });
test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

/** Drafts a test made: removed after it, whether it passed or not. */
let drafts: string[] = [];

test.beforeEach(async ({ page }) => {
  test.slow(); // logs in through the login page and drives a long form, on shared machines
  drafts = [];
  await logIn(page);
});

test.afterEach(async () => {
  const store = await e2eStore();
  for (const id of drafts) await store.drafts.remove(id).catch(() => null);
});

/** Waits until a country page form's editors have loaded (the form is interactive then). */
async function editorReady(page: Page) {
  const documents = page.getByRole('textbox', { name: 'Documents required', exact: true });
  await expect(documents).toBeVisible({ timeout: 20_000 });
  return documents;
}

/** Opens the edit form and waits until its editors have loaded. */
async function openEditor(page: Page) {
  await page.goto(EDIT_PATH);
  return editorReady(page);
}

/** The draft page the browser is on: its id, remembered for the clean-up. */
async function onDraftPage(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/drafts\/[^/?#]+$/, { timeout: 20_000 });
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  drafts.push(id);
  await editorReady(page);
  return id;
}

test('a staff member adds a document to the "Documents required" list and the public page shows it', async ({ page, browser }) => {
  const item = `Proof of a hotel stay in Seville ${Date.now().toString(36)}`;
  // From the admin's list of pages, as staff find it.
  await page.goto('/admin/country-pages');
  await expect(page.getByRole('link', { name: `/visa/${SLUG}` })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Spain Visa from Dubai' }).click();
  await expect(page).toHaveURL(new RegExp(`${EDIT_PATH}$`));
  const documents = page.getByRole('textbox', { name: 'Documents required', exact: true });
  await expect(documents).toBeVisible({ timeout: 20_000 });

  // A new item at the end of the list: click into the last one, then a new line.
  await documents.getByRole('listitem').last().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(item);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Country page updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/country-pages$/);

  const visitor = await browser.newPage(); // no cookie: what the public sees
  await visitor.goto(`/visa/${SLUG}`);
  const section = visitor.getByRole('region', { name: 'Documents required' });
  await expect(section.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  // The rest of the list is still there, and the page is otherwise as it was.
  await expect(section.getByRole('listitem').filter({ hasText: 'Completed and signed Schengen application form' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Spain Visa from Dubai');
  await visitor.close();

  const stored = await (await e2eStore()).countryPages.getBySlug(SLUG);
  expect(stored?.documentsRequired).toContain(item);
});

test('a save from a form opened before someone else saved is refused with the conflict, and the work stays', async ({ page }) => {
  const other = await page.context().newPage();
  await openEditor(other);
  // Two tabs: the one being used must be in front, or headless Chromium pauses its frames.
  await page.bringToFront();
  await openEditor(page);
  const quote = `Ztart Visa handled everything for my Madrid trip (${Date.now().toString(36)}).`;
  await page.getByLabel('Quote', { exact: true }).fill(quote);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Country page updated successfully')).toBeVisible();

  await other.bringToFront();
  await other.getByLabel('Author', { exact: true }).fill('Overwriting editor');
  await other.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(other.getByText('Failed to update the country page.')).toBeVisible();
  await expect(other.getByRole('alert').filter({ hasText: 'changed by someone else' }).first()).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`${EDIT_PATH}$`));
  await expect(other.getByLabel('Author', { exact: true })).toHaveValue('Overwriting editor'); // the staff member's work stays
  await other.close();

  const stored = await (await e2eStore()).countryPages.getBySlug(SLUG);
  expect(stored).toMatchObject({ testimonialQuote: quote, testimonialAuthor: 'Daniel F.' });
});

test('a refused field is named under it, and nothing is saved', async ({ page }) => {
  const before = await (await e2eStore()).countryPages.getBySlug(SLUG);
  await openEditor(page);
  await page.getByLabel('Maximum stay', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Maximum stay is required')).toBeVisible();
  await expect(page.getByLabel('Maximum stay', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`${EDIT_PATH}$`));
  expect((await (await e2eStore()).countryPages.getBySlug(SLUG))?.version).toBe(before?.version);
});

test('a country page kept as a draft is invisible publicly and visible in its preview; publishing shows it, and restoring brings the old text back', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const published = (await (await e2eStore()).countryPages.getBySlug(SLUG))!;
  const subtitle = `Schengen rules for 2027 (${Date.now().toString(36)})`;
  const visitor = await browser.newPage(); // no cookie: what the public sees

  // "Save as draft" on the edit form: the draft page opens, and the public page is unchanged.
  await openEditor(page);
  await page.getByLabel('Subtitle', { exact: true }).fill(subtitle);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft saved. The website still shows the published version.')).toBeVisible();
  const draftId = await onDraftPage(page);
  await expect(page.getByRole('heading', { name: 'Draft country page' })).toBeVisible();
  await expect(page.getByLabel('Subtitle', { exact: true })).toHaveValue(subtitle);
  await visitor.goto(`/visa/${SLUG}`);
  await expect(visitor.getByText(published.subtitle, { exact: true })).toBeVisible();
  await expect(visitor.getByText(subtitle)).toHaveCount(0);

  // The list of pages shows the waiting draft; the edit form says it has one.
  await page.goto('/admin/country-pages');
  await expect(page.getByRole('region', { name: 'Drafts (1)' }).getByRole('link', { name: published.title })).toBeVisible();
  await page.goto(EDIT_PATH);
  await expect(page.getByRole('note').filter({ hasText: 'This country page has a draft' })).toBeVisible();

  // The preview shows the draft in the public page's layout, never indexed.
  await page.goto(`/preview/${draftId}`);
  await expect(page.getByRole('note').filter({ hasText: 'Preview of a draft.' })).toBeVisible();
  await expect(page.getByText(subtitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
  await page.getByRole('link', { name: 'Back to the draft' }).click();
  await onDraftPage(page);

  // "Publish" on the draft page: the public page shows the new subtitle at once.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the website shows it now.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/country-pages$/);
  await visitor.goto(`/visa/${SLUG}`);
  await expect(visitor.getByText(subtitle, { exact: true })).toBeVisible();

  // The history compares the two versions and restores the older one as a draft.
  await page.goto(EDIT_PATH);
  await page.getByRole('link', { name: 'Published versions' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/country-pages/${SLUG}/history$`));
  const current = published.version + 1;
  await expect(page.getByRole('row').filter({ hasText: 'On the website' }).getByRole('cell').first()).toHaveText(new RegExp(`^${current}\\s*On the website`));
  await expect(page.getByText(`From version ${published.version} to version ${current}`)).toBeVisible();
  const change = page.locator('dd').filter({ has: page.locator('ins') }).first();
  await expect(change.locator('ins')).toContainText(['2027']);
  await page.getByRole('button', { name: `Restore version ${published.version} as a draft` }).click();
  await onDraftPage(page);
  await expect(page.getByLabel('Subtitle', { exact: true })).toHaveValue(published.subtitle);
  await visitor.goto(`/visa/${SLUG}`);
  await expect(visitor.getByText(subtitle, { exact: true })).toBeVisible(); // restoring never publishes
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the website shows it now.')).toBeVisible();

  await visitor.goto(`/visa/${SLUG}`);
  await expect(visitor.getByText(published.subtitle, { exact: true })).toBeVisible();
  await expect(visitor.getByText(subtitle)).toHaveCount(0);
  await visitor.close();
});
