import { expect, test } from '@playwright/test';
import { e2eStore, workerIp } from './support/admin';
import { API } from './support/api';

/**
 * What the audit log keeps of what people type: a password typed into the e-mail box of the login
 * page or the login API is never stored (nor shown to owners for a year), and line breaks typed
 * there cannot write what looks like further entries.
 */

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the log does not depend on the viewport');
});

test('a password typed as the e-mail never reaches the audit log, from the login page or the API', async ({ page, request }) => {
  const typedOnPage = `Pa55-typed-on-page-${Date.now().toString(36)}`;
  const typedToApi = `Pa55-typed-to-api-${Date.now().toString(36)}`;
  const before = new Date().toISOString();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': workerIp() });
  await page.goto('/login');
  await page.getByLabel('E-mail').evaluate((input) => input.setAttribute('type', 'text'));
  await page.getByLabel('E-mail').fill(typedOnPage);
  await page.getByLabel('Password', { exact: true }).fill('whatever it was');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  const api = await request.post(`${API}/auth/login`, { data: { email: `${typedToApi}\r\n2026-11-27 sign-in owner@ztartvisa.test`, password: 'x' }, headers: { 'x-forwarded-for': workerIp() } });
  expect(api.status()).toBe(401);

  const failures = await (await e2eStore()).audit.list({ action: 'sign-in-failed', since: before, limit: 500 });
  const text = JSON.stringify(failures);
  expect(text).not.toContain(typedOnPage);
  expect(text).not.toContain(typedToApi);
  expect(failures.filter((entry) => entry.actor.email === 'unknown e-mail').length).toBeGreaterThanOrEqual(2);
  expect(failures.every((entry) => !/[\r\n]/.test(`${entry.actor.email}${entry.detail ?? ''}${entry.target ?? ''}`))).toBe(true);
});
