import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedVisas } from '../content/seed/visas';
import { SUCCESS_MESSAGES } from '../lib/leads/form-messages';
import type { SubmissionKind } from '../lib/leads/submission-repository';
import { logIn, workerIp } from './support/admin';
import { scrollWindowTo } from './support/public';

/**
 * Every visitor form end to end, with the real server: filled in the browser, answered with the
 * success toast only once stored, and then listed in the staff's leads inbox.
 */
test.describe.configure({ timeout: 90_000 });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

interface FormCase {
  kind: SubmissionKind;
  open(page: Page, mobile: boolean): Promise<Locator>;
  fill(form: Locator, name: string): Promise<void>;
  submit: string;
  /** What the inbox shows of this submission. */
  shown: (name: string) => string;
}

const cases: FormCase[] = [
  {
    kind: 'callback',
    open: async (page) => {
      await page.goto('/');
      return page.getByRole('form', { name: 'Request a free call back' });
    },
    fill: async (form) => form.getByLabel('Your mobile number').fill('0501112233'),
    submit: 'Get Free Assistance',
    shown: () => '+971 501112233', // typed with its trunk 0, stored as the 9 national digits
  },
  {
    kind: 'consultation',
    open: async (page, mobile) => {
      await page.goto(`/visa/${seedVisas[0]!.slug}`);
      if (!mobile) return page.getByRole('complementary', { name: 'get free visa consultation' });
      await scrollWindowTo(page, 800);
      await page.getByRole('button', { name: 'start application' }).click();
      return page.getByRole('dialog', { name: 'get free visa consultation' });
    },
    fill: async (form, name) => {
      await form.getByLabel('Your name').fill(name);
      await form.getByLabel('Mobile number').fill('501234567');
      await form.getByLabel('Where do you want to travel?').selectOption('France');
    },
    submit: 'Get free consultation',
    shown: (name) => name,
  },
  {
    kind: 'lead',
    open: async (page) => {
      await page.goto('/visa-consultant-in-dubai');
      return page.locator('section[aria-labelledby="landing-heading"]');
    },
    fill: async (form, name) => {
      await form.getByLabel('Your name').fill(name);
      await form.getByLabel('Mobile number').fill('551234567');
      const select = form.getByLabel('Where do you want to travel?');
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      await select.selectOption({ index: 1 });
    },
    submit: 'Get free consultation',
    shown: (name) => name,
  },
  {
    kind: 'contact',
    open: async (page) => {
      await page.goto('/contact');
      return page.locator('main');
    },
    fill: async (form, name) => {
      await form.getByLabel('Your name').fill(name);
      await form.getByLabel('Phone number').fill('0509876543');
      await form.getByLabel('Your message').fill('Please call me about a Schengen visa for August.');
    },
    submit: 'send',
    shown: (name) => name,
  },
  {
    kind: 'career',
    open: async (page) => {
      await page.goto('/career');
      return page.locator('main');
    },
    fill: async (form, name) => {
      await form.getByLabel('Full name').fill(name);
      await form.getByLabel('E-mail').fill('applicant@example.com');
      await form.getByLabel('Location').selectOption('Qatar');
      await form.getByLabel('Designation').selectOption('Account Executive');
    },
    submit: 'Submit application',
    shown: (name) => name,
  },
];

for (const form of cases) {
  test(`${form.kind}: the visitor sees the success toast and staff find the submission in the inbox`, async ({ page, context }, info) => {
    // Each test its own address: the forms are rate-limited per IP.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': workerIp() });
    const name = uniqueName(`E2E ${form.kind}`);
    const locator = await form.open(page, info.project.name === 'mobile');
    await form.fill(locator, name);
    await page.waitForTimeout(2_500); // the server refuses forms sent faster than a person fills them
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith(`/api/forms/${form.kind}`) && candidate.request().method() === 'POST'),
      locator.getByRole('button', { name: form.submit }).click(),
    ]);
    expect(response.status()).toBe(201);
    await expect(toast(page, SUCCESS_MESSAGES[form.kind]).first()).toBeVisible();

    await logIn(page);
    await page.goto(`/admin/leads?kind=${form.kind}`);
    await expect(page.getByText(form.shown(name)).first()).toBeVisible();
  });
}
