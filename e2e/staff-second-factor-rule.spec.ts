import { expect, type Page, test } from '@playwright/test';
import { totpCode, totpStep } from '../lib/auth/totp';
import { workerIp } from './support/admin';
import { type Instance, startInstance } from './support/instances';
import { invitationLink } from './support/outbox';
import { ownStoreEnv } from './support/own-store';
import { E2E_PORT, e2eAdmin } from './support/server-env';

/**
 * The owner's rule "two-factor sign-in for everyone". It is site-wide, so it runs on
 * an instance with a store of its own: set on the shared store, it would send every other spec's
 * admin to enrolment.
 */

const PORT = E2E_PORT + 44;
let instance: Instance;
let removeStore: () => void;
let dataDir: string;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the rule does not depend on the viewport');
  test.setTimeout(120_000);
  const url = `http://127.0.0.1:${PORT}`;
  const own = ownStoreEnv(url);
  removeStore = own.remove;
  dataDir = own.env.DATA_DIR!;
  instance = await startInstance(PORT, 'server.mjs', own.env);
});

test.afterAll(async () => {
  await instance?.stop();
  removeStore?.();
});

/** Enrols the signed-in person on the enrolment page with their password and a code computed here. */
async function enrol(page: Page, password: string) {
  const secret = (await page.locator('[data-totp-secret]').getAttribute('data-totp-secret'))!;
  await page.getByLabel('Your current password').fill(password);
  await page.getByLabel('Code from the app').fill(totpCode(secret, totpStep(Date.now())));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Your backup codes' })).toBeVisible();
}

test('once the owner requires it, a person without a second factor can only enrol, and everything opens again after', async ({ browser }) => {
  test.slow();
  const newContext = () => browser.newContext({ baseURL: instance.url, extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
  const ownerContext = await newContext();
  const owner = await ownerContext.newPage();
  await owner.goto('/login');
  await owner.getByLabel('E-mail').fill(e2eAdmin.email);
  await owner.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await owner.getByRole('button', { name: 'Log in' }).click();
  await expect(owner).toHaveURL(/\/admin$/);

  // The owner has to have it before requiring it of everyone.
  await owner.goto('/admin/staff');
  await owner.getByRole('button', { name: 'Require it for everyone' }).click();
  await expect(owner.getByText('Turn on your own two-factor sign-in first')).toBeVisible();
  await owner.goto('/admin/account/two-factor');
  await enrol(owner, e2eAdmin.password);
  await owner.goto('/admin/staff');
  await owner.getByRole('button', { name: 'Require it for everyone' }).click();
  await expect(owner.getByText('Two-factor sign-in is now required')).toBeVisible();

  // A sales person joins: before anything else, enrolment.
  const email = `rule-${Date.now().toString(36)}@ztartvisa.test`;
  await owner.locator('#invite').getByLabel('E-mail').fill(email);
  await owner.locator('#invite').getByLabel('Role').selectOption('sales');
  await owner.locator('#invite').getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const link = await invitationLink(dataDir, email);

  const salesContext = await newContext();
  const page = await salesContext.newPage();
  await page.goto(link.pathname);
  await page.getByLabel('Your name').fill('Rule Sales');
  await page.getByLabel('Password', { exact: true }).fill('rule-sales-pass-1');
  await page.getByLabel('Repeat the password').fill('rule-sales-pass-1');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await expect(page.getByText('The owner requires two-factor sign-in for everyone.')).toBeVisible();
  for (const where of ['/admin', '/admin/leads', '/admin/account']) {
    await page.goto(where);
    await expect(page, where).toHaveURL(/\/admin\/account\/two-factor$/);
  }
  expect((await page.request.get('/admin/leads/export')).status()).toBe(403);

  await enrol(page, 'rule-sales-pass-1');
  await page.getByRole('link', { name: 'I saved them: go to the dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the Blog Admin Panel!' })).toBeVisible();
  expect((await page.request.get('/admin/leads/export')).status()).toBe(200);
  // Required, it cannot be turned off by its owner: My account offers no way to.
  await page.goto('/admin/account');
  await expect(page.getByText('The owner requires it for everyone.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn it off' })).toHaveCount(0);
  await salesContext.close();
  await ownerContext.close();
});
