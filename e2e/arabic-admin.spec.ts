import { expect, test } from '@playwright/test';
import { visaFields } from '../test/fixtures';
import { createThrowawayAdmin, e2eStore, logIn, uniqueSlug, workerIp } from './support/admin';
import { editorOf, formReady } from './support/admin-forms';

/**
 * Staff translate in the admin, which stays in English: a visa's Arabic beside its English,
 * published and shown at /ar/visa/{slug}; an English edit afterwards marks the Arabic as older
 * than the English, in the editor, in the visas list and on the translations page.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

test('an editor translates a visa side by side, publishes it in Arabic, and sees it older once the English changes', async ({ page, browser, isMobile }) => {
  test.slow(); // a login, two publishes and the public page, on shared machines
  const slug = uniqueSlug('arabic-visa');
  const title = `Oman visa ${slug.slice(-8)}`;
  const titleAr = `تأشيرة عُمان ${slug.slice(-8)}`;
  const descriptionAr = 'قدّم طلبك الآن ونحن نراجع المستندات معك.';
  await (await e2eStore()).visas.create(visaFields({ slug, title, country: 'Oman' }));
  await logIn(page, await createThrowawayAdmin('editor'));

  await page.goto(`/admin/manage-visas/${slug}/edit`);
  await formReady(page);
  const english = page.getByLabel('Title', { exact: true });
  const arabic = page.getByLabel('Title (Arabic)', { exact: true });
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toHaveAttribute('lang', 'ar');
  // Side by side on a wide screen; on a phone the Arabic follows its English.
  const [at, atAr] = [(await english.boundingBox())!, (await arabic.boundingBox())!];
  if (isMobile) expect(atAr.y).toBeGreaterThan(at.y + at.height);
  else expect([atAr.x > at.x + at.width, Math.abs(atAr.y - at.y) < 2]).toEqual([true, true]);

  await arabic.fill(titleAr);
  const description = editorOf(page, 'Description (Arabic)');
  await expect(description.box).toHaveAttribute('dir', 'rtl');
  await description.box.click();
  await page.keyboard.type(descriptionAr);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Visa updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage-visas$/, { timeout: 20_000 }); // the list renders from the store, slow on a busy machine
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Partly translated')).toBeVisible();

  // The public page in Arabic shows the record's Arabic (the page's own words are not this spec's).
  const visitor = await browser.newPage();
  await visitor.goto(`/ar/visa/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titleAr);
  await expect(visitor.getByText(descriptionAr)).toBeVisible();
  await visitor.close();

  // The English title changes: the untouched Arabic title is older than the English from then on.
  await page.goto(`/admin/manage-visas/${slug}/edit`);
  await formReady(page);
  await expect(page.getByText('English changed since this was translated')).toHaveCount(0);
  await english.fill(`${title} (renamed)`);
  await expect(page.getByText('English changed since this was translated')).toBeVisible();
  await expect(arabic).toHaveAccessibleDescription(/English changed since this was translated/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/admin\/manage-visas$/, { timeout: 20_000 }); // the list renders from the store, slow on a busy machine
  await expect(page.getByRole('row').filter({ hasText: `${title} (renamed)` }).getByText('Older than the English')).toBeVisible();

  await page.goto('/admin/translations?state=outdated&kind=visa');
  const entry = page.getByRole('list', { name: 'Visas' }).getByRole('listitem').filter({ hasText: `${title} (renamed)` });
  await expect(entry.locator('[data-translation-state="outdated"]')).toContainText('Older than the English');
  await expect(entry).toContainText('English changed since translated: Title');
  await entry.getByRole('link', { name: `Translate ${title} (renamed)` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manage-visas/${slug}/edit$`));
  await expect(page.getByText('English changed since this was translated')).toBeVisible();
});

test('a sales person gets the 403 page at /admin/translations, and no link to it', async ({ page }) => {
  await logIn(page, await createThrowawayAdmin('sales'));
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Translations' })).toHaveCount(0);
  const response = await page.goto('/admin/translations');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Your role does not open this page' })).toBeVisible();
});
