import { expect, test } from '@playwright/test';
import { runOnDesktopOnly } from './support/api';
import { type Instance, startInstance } from './support/instances';
import { waitForHydration } from './support/public';
import { E2E_PORT } from './support/server-env';

/**
 * The site started the way platforms start Next (`next start`, no server.mjs) on the same
 * build and store. Nobody adds per-page script hashes there, so next.config's fallback policy
 * lets pages hydrate, and the start-up warning says what that costs.
 */

runOnDesktopOnly();
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let instance: Instance;
test.beforeAll(async () => {
  instance = await startInstance(E2E_PORT + 42, 'next start');
});
test.afterAll(async () => {
  await instance?.stop();
});

test('the start-up warning names what is lost without server.mjs', () => {
  expect(instance.output()).toContain('Warning: started without server.mjs');
  expect(instance.output()).toContain("fallback policy, which lets them hydrate by allowing every inline script");
});

test('pages hydrate and the forms work, with no script blocked', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __blocked: string[] }).__blocked ??= [];
      (window as unknown as { __blocked: string[] }).__blocked.push(event.violatedDirective);
    });
  });
  const response = await page.goto(`${instance.url}/contact`, { waitUntil: 'domcontentloaded' });
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
  await waitForHydration(page);
  // The form checks its fields in the browser: only a hydrated page shows these.
  await page.locator('main').getByRole('button', { name: 'send' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __blocked?: string[] }).__blocked ?? [])).toEqual([]);
});

test('answers that are not pages keep the policy without inline scripts', async ({ request }) => {
  for (const path of ['/api/1.0/user/blog/blogs', '/images/og-default.png']) {
    const response = await request.get(`${instance.url}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-security-policy'], path).toMatch(/script-src 'self'(;|$)/);
  }
});
