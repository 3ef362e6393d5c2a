import { expect, test, type Page } from '@playwright/test';
import { seedVisas } from '../content/seed/visas';
import { FORM_ANSWER_PATH } from '../lib/leads/form-contract';
import { PHONE_MESSAGE, SUCCESS_MESSAGES } from '../lib/leads/form-messages';
import { MARKETING_CHOICE } from '../lib/privacy/consent-notices';
import { e2eStore, workerIp } from './support/admin';
import { isMobile } from './support/public';

/**
 * The visitor forms with JavaScript off: each is a plain HTML form, the server answers it with a
 * page of its own (the thank-you, or the form again with what was typed and the spec's messages),
 * and the lead reaches the store like one sent by the forms' script.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 60_000 });

/** The server refuses a fill sent sooner than a person could (MIN_FILL_MS) on the answer page's own form. */
const PERSON_PAUSE_MS = 2_500;

const uniqueName = (what: string) => `E2E no-js ${what} ${Math.random().toString(36).slice(2, 8)}`;

async function storedLead(kind: 'consultation' | 'contact', name: string) {
  const store = await e2eStore();
  return (await store.submissions.list({ kind, limit: 200 })).find((submission) => submission.fields.user_name === name);
}

async function submitAndLand(page: Page, press: () => Promise<void>) {
  await Promise.all([page.waitForURL((url) => url.pathname === FORM_ANSWER_PATH), press()]);
}

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': workerIp() });
});

test('a visa page’s consultation form is sent without script; the thank-you shows and the lead is stored with its page and visa', async ({ page }, testInfo) => {
  const visa = seedVisas[0]!;
  await page.goto(`/visa/${visa.slug}`);
  const name = uniqueName('consultation');
  if (isMobile(testInfo.project.name)) {
    // Phones have no form beside the text: 'apply now' is a plain link to the contact page's form.
    await page.getByRole('link', { name: 'apply now' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    test.info().annotations.push({ type: 'phone', description: 'apply now leads to /contact without script' });
    return;
  }
  const form = page.getByRole('complementary', { name: 'get free visa consultation' });
  await expect(form.getByLabel('Where do you want to travel?')).toHaveValue(visa.country);
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Mobile number').fill('050 765 4321');
  await submitAndLand(page, () => form.getByRole('button', { name: 'Get free consultation' }).click());

  await expect(page.getByRole('heading', { level: 1, name: SUCCESS_MESSAGES.consultation })).toBeVisible();
  const thanks = page.getByTestId('form-thank-you');
  await expect(thanks).toContainText(`Thank you, ${name.split(' ')[0]}.`);
  await expect(thanks).toContainText('A consultant will call you on +971 50 765 4321');
  await expect(thanks).toContainText(`about your ${visa.title}.`);
  await expect(page.getByRole('link', { name: 'Send another request' })).toHaveAttribute('href', `/visa/${visa.slug}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const stored = await storedLead('consultation', name);
  expect(stored?.fields).toEqual({ user_name: name, user_mobile: '507654321', user_cnty: visa.country });
  expect(stored?.source).toEqual({ page: `/visa/${visa.slug}`, visa: visa.title });
  expect(stored?.consent?.page).toBe(`/visa/${visa.slug}`);
});

test('the contact form without script: a wrong number comes back with the spec’s message and the typed values, then the lead is stored', async ({ page }) => {
  await page.goto('/contact');
  const name = uniqueName('contact');
  const message = 'Schengen visas for a family of four in March, please call after six.';
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel('Your message').fill(message);
  await page.getByLabel(MARKETING_CHOICE.text).check();
  await submitAndLand(page, () => page.getByRole('button', { name: 'send' }).click());

  await expect(page.getByText(PHONE_MESSAGE)).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your name')).toHaveValue(name);
  await expect(page.getByLabel('Phone number')).toHaveValue('12345');
  await expect(page.getByLabel('Your message')).toHaveValue(message);
  await expect(page.getByLabel(MARKETING_CHOICE.text)).toBeChecked();
  expect(await storedLead('contact', name)).toBeUndefined();

  await page.getByLabel('Phone number').fill('50 123 4567');
  await page.waitForTimeout(PERSON_PAUSE_MS);
  await submitAndLand(page, () => page.getByRole('button', { name: 'send' }).click());
  await expect(page.getByRole('heading', { level: 1, name: SUCCESS_MESSAGES.contact })).toBeVisible();
  await expect(page.getByTestId('form-thank-you')).toContainText('A consultant will call you on +971 50 123 4567');

  const stored = await storedLead('contact', name);
  expect(stored?.fields).toEqual({ user_name: name, user_mobile: '501234567', user_msg: message });
  // The page the form was first on stays the lead's page, though it was sent again from the answer.
  expect(stored?.source?.page).toBe('/contact');
  expect(stored?.marketing).not.toBeNull();
});

test('the landing page’s popup buttons lead to its own form without script', async ({ page }) => {
  await page.goto('/visa-consultant-in-dubai');
  await page.getByRole('link', { name: 'Book a free consultation' }).click();
  await expect(page).toHaveURL(/#landing-form$/);
  const form = page.locator('#landing-form');
  await expect(form.getByLabel('Mobile number')).toBeInViewport();
});
