import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../lib/i18n/messages';
import { e2eStore, workerIp } from './support/admin';
import { watchConsole } from './support/console';
import { expectNoHorizontalOverflow, waitForHydration } from './support/public';

/**
 * The visitor forms on an Arabic page (/ar/contact): the Arabic messages of the one rule set, a
 * number typed in Arabic-Indic digits stored as its 9 national digits with the lead's language,
 * and the plain (no-JavaScript) send answered in Arabic at /ar/form-answer.
 */
test.describe.configure({ timeout: 60_000 });

const ar = MESSAGES.ar.forms;
/** The server refuses a fill sent sooner than a person could (MIN_FILL_MS) on the answer page's own form. */
const PERSON_PAUSE_MS = 2_500;
const uniqueName = (what: string) => `اختبار ${what} ${Math.random().toString(36).slice(2, 8)}`;

async function storedContact(name: string) {
  const store = await e2eStore();
  return (await store.submissions.list({ kind: 'contact', limit: 200 })).find((submission) => submission.fields.user_name === name);
}

const fields = (page: Page) => ({
  name: page.getByLabel(ar.fields.name),
  phone: page.getByLabel(ar.fields.phone),
  message: page.getByLabel(ar.fields.message),
  send: page.getByRole('button', { name: ar.buttons.send }),
});

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': workerIp() });
});

test('a lead typed with Arabic-Indic digits on /ar/contact is checked in Arabic and stored as 501234567, in Arabic', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/ar/contact', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = fields(page);
  const name = uniqueName('تواصل');
  await form.name.fill(name);
  await form.phone.fill('٠٥٠١٢٣');
  await form.send.click();
  await expect(page.getByText(ar.validation.phone)).toBeVisible();
  await expect(page.getByText(ar.validation.enterMessage)).toBeVisible();
  await expect(form.phone).toHaveAttribute('aria-invalid', 'true');

  await form.phone.fill('٠٥٠١٢٣٤٥٦٧');
  await expect(page.getByText(ar.validation.phone)).toBeHidden();
  await form.message.fill('نريد تأشيرة شنغن لعائلة من أربعة أفراد في الصيف.');
  await form.send.click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: ar.success.contact })).toBeVisible();
  const thanks = page.getByTestId('form-thank-you');
  await expect(thanks).toContainText(`شكرًا لك يا ${name.split(' ')[0]}`);
  await expect(thanks).toContainText('+971 50 123 4567');
  await expectNoHorizontalOverflow(page);

  await expect.poll(async () => (await storedContact(name))?.fields.user_mobile).toBe('501234567');
  const stored = (await storedContact(name))!;
  expect(stored.language).toBe('ar');
  expect(stored.consent).toMatchObject({ page: '/ar/contact', language: 'ar' });
  expect(problems).toEqual([]);
});

test('the Arabic placeholder of a number field reads right to left; the number typed, left to right', async ({ page }) => {
  await page.goto('/ar');
  const mobile = page.getByPlaceholder(ar.fields.callbackPlaceholder);
  const direction = () => mobile.evaluate((input) => getComputedStyle(input).direction);
  expect(await direction()).toBe('rtl');
  await mobile.fill('050 123 4567');
  expect(await direction()).toBe('ltr');
  await mobile.fill('');
  expect(await direction()).toBe('rtl');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an Arabic form sent plainly is answered in Arabic at /ar/form-answer, and stored in Arabic', async ({ page }) => {
    await page.goto('/ar/contact');
    const form = fields(page);
    const name = uniqueName('بدون-سكربت');
    await form.name.fill(name);
    await form.phone.fill('٠٥٠١٢');
    await form.message.fill('سؤال عن تأشيرة اليابان');
    await Promise.all([page.waitForURL((url) => url.pathname === '/ar/form-answer'), form.send.click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.ar.forms.answer.titles.contact })).toBeVisible();
    await expect(page.getByText(ar.validation.phone)).toBeVisible();
    await expect(form.name).toHaveValue(name);
    expect(await storedContact(name)).toBeUndefined();

    await form.phone.fill('٠٥٠١٢٣٤٥٦٧');
    await page.waitForTimeout(PERSON_PAUSE_MS);
    await Promise.all([page.waitForURL((url) => url.pathname === '/ar/form-answer'), form.send.click()]);
    await expect(page.getByRole('heading', { level: 1, name: ar.success.contact })).toBeVisible();
    await expect(page.getByTestId('form-thank-you')).toContainText('+971 50 123 4567');

    const stored = await storedContact(name);
    expect(stored).toMatchObject({ language: 'ar', fields: { user_mobile: '501234567' }, source: { page: '/ar/contact' } });
  });
});
