import { expect, type Page, test } from '@playwright/test';
import { e2eStore, logIn, workerIp } from './support/admin';
import { runOnDesktopOnly } from './support/api';

/**
 * The country pages are stored content (issue #22): a staff member edits one in the admin and the
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

test.beforeEach(async ({ page }) => {
  test.slow(); // logs in through the login page and drives a long form, on shared machines
  await logIn(page);
});

/** Opens the edit form and waits until its editors have loaded (the form is interactive then). */
async function openEditor(page: Page) {
  await page.goto(EDIT_PATH);
  const documents = page.getByRole('textbox', { name: 'Documents required', exact: true });
  await expect(documents).toBeVisible({ timeout: 20_000 });
  return documents;
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
  await page.getByRole('button', { name: 'Save changes' }).click();
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
  expect(stored?.documnetrequired).toContain(item);
});

test('a save from a form opened before someone else saved is refused with the conflict, and the work stays', async ({ page }) => {
  const other = await page.context().newPage();
  await openEditor(other);
  // Two tabs: the one being used must be in front, or headless Chromium pauses its frames.
  await page.bringToFront();
  await openEditor(page);
  const quote = `Ztart Visa handled everything for my Madrid trip (${Date.now().toString(36)}).`;
  await page.getByLabel('Quote', { exact: true }).fill(quote);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Country page updated successfully')).toBeVisible();

  await other.bringToFront();
  await other.getByLabel('Author', { exact: true }).fill('Overwriting editor');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByText('Failed to update the country page.')).toBeVisible();
  await expect(other.getByRole('alert').filter({ hasText: 'changed by someone else' }).first()).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`${EDIT_PATH}$`));
  await expect(other.getByLabel('Author', { exact: true })).toHaveValue('Overwriting editor'); // the staff member's work stays
  await other.close();

  const stored = await (await e2eStore()).countryPages.getBySlug(SLUG);
  expect(stored).toMatchObject({ content: quote, auther: 'Daniel F.' });
});

test('a refused field is named under it, and nothing is saved', async ({ page }) => {
  const before = await (await e2eStore()).countryPages.getBySlug(SLUG);
  await openEditor(page);
  await page.getByLabel('Maximum stay', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Maximum stay is required')).toBeVisible();
  await expect(page.getByLabel('Maximum stay', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`${EDIT_PATH}$`));
  expect((await (await e2eStore()).countryPages.getBySlug(SLUG))?.version).toBe(before?.version);
});
