import { expect, test } from '@playwright/test';
import { policyRetentionSentences, retentionMap } from '../lib/privacy/retention-map';
import { RETENTION_DEFAULTS } from '../lib/privacy/retention-settings';
import { createThrowawayAdmin, logIn } from './support/admin';

/**
 * The owner's retention map: every place with how long and why, readable on a phone and a
 * desktop; closed to other roles; and the privacy policy saying the same figures.
 */

const map = retentionMap(RETENTION_DEFAULTS);

test('an owner reads every place of the retention map, with the figures the worker enforces', async ({ page }, testInfo) => {
  await logIn(page, await createThrowawayAdmin('owner'));
  await page.goto('/admin/privacy/retention');
  await expect(page.getByRole('heading', { level: 1, name: 'Data retention' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(map.length);
  for (const place of map) {
    const row = page.locator(`tr[data-place="${place.key}"]`);
    await expect(row.getByRole('rowheader', { name: place.label })).toBeVisible();
    await expect(row).toContainText(place.countedFrom);
  }
  await expect(page.locator('tr[data-place="cases"]')).toContainText('730 days (2 years)');
  await expect(page.locator('tr[data-place="cases"]')).toContainText('CASE_RETENTION_DAYS');
  // Nothing runs off the side of a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `/tmp/retention-map-${testInfo.project.name}.png`, fullPage: true });
  if (testInfo.project.name === 'mobile') return; // the sidebar is behind the menu button there
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Data retention' })).toBeVisible();
});

test('sales and editors are refused the retention map and do not see it in the sidebar', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the refusal does not depend on the viewport');
  await logIn(page, await createThrowawayAdmin('sales'));
  const answer = await page.goto('/admin/privacy/retention');
  expect(answer?.status()).toBe(403);
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Data retention' })).toHaveCount(0);
});

test('the privacy policy says the same figures', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the text does not depend on the viewport');
  const sentences = policyRetentionSentences(map);
  await page.goto('/privacy-policy');
  const main = page.locator('main');
  for (const sentence of [sentences.documents, sentences.cases, sentences.enquiries, sentences.audit]) await expect(main).toContainText(sentence);
  await expect(main).toContainText('Copies and scans of your documents are deleted within 30 days after your visa application is submitted.');
});
