import { type APIRequestContext, type Browser, expect, request as playwrightRequest, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { logIn, uniqueSlug, workerIp } from './support/admin';
import { API, expectAnswer, logInAsAdmin, runOnDesktopOnly, uniqueIp, visaForm } from './support/api';
import { visaKind } from './support/content-kinds';
import { type Instance, startInstance } from './support/instances';
import { waitForHydration } from './support/public';
import { E2E_PORT } from './support/server-env';
import { consentFor } from '../test/leads/forms';

/**
 * The site started the way platforms start Next (`next start`, no server.mjs) on the same build
 * and store, behind the one proxy the e2e environment declares (TRUSTED_PROXIES=1): this test
 * plays that proxy, appending the visitor's address to X-Forwarded-For. Everything the site needs
 * to be correct holds there: old addresses answer 301, the rate limits read the proxy's entry,
 * anonymous bodies are refused from their length, answers are compressed. Nobody adds per-page
 * script hashes, so next.config's fallback policy lets pages hydrate, and the start-up warning
 * says what that costs.
 */

runOnDesktopOnly();
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let instance: Instance;
let admin: APIRequestContext;
const created: string[] = [];

test.beforeAll(async () => {
  instance = await startInstance(E2E_PORT + 42, 'next start');
  admin = await playwrightRequest.newContext({ baseURL: instance.url, extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
  await logInAsAdmin(admin);
});
test.afterAll(async () => {
  for (const id of created) await admin?.delete(visaKind.remove(id));
  await admin?.dispose();
  await instance?.stop();
});

/** The raw answer for an address on the instance: status and Location, the redirect not followed. */
async function rawAnswer(path: string) {
  const response = await fetch(`${instance.url}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

test('the start-up warning names what is lost without server.mjs', () => {
  expect(instance.output()).toContain('Warning: started without server.mjs');
  expect(instance.output()).toContain("fallback policy, which lets them hydrate by allowing every inline script");
});

test("a renamed visa's old address answers 301 with the new one, query kept", async () => {
  const [first, second] = [uniqueSlug('next-start-first'), uniqueSlug('next-start-second')];
  const form = await visaForm({ slug: first });
  const visa = (await expectAnswer<{ _id: string }>(await admin.post(visaKind.create, { multipart: form }), 200)).data;
  created.push(visa._id);
  await expectAnswer(await admin.put(visaKind.update(visa._id), { multipart: { data: JSON.stringify({ slug: second }) } }), 200);
  expect(await rawAnswer(`/visa/${first}?utm_source=mail`)).toEqual({ status: 301, location: `/visa/${second}?utm_source=mail` });
  expect((await rawAnswer(`/visa/${second}`)).status).toBe(200);
});

test('a redirect staff add at /admin/redirects answers 301 on the next request', async ({ browser }) => {
  const { from, to } = { from: `/visa/${uniqueSlug('next-start-legacy')}`, to: '/visa' };
  expect((await rawAnswer(from)).status).toBe(404);
  await addRedirect(browser, from, to);
  expect(await rawAnswer(from)).toEqual({ status: 301, location: to });
});

async function addRedirect(browser: Browser, from: string, to: string) {
  const context = await browser.newContext({ baseURL: instance.url, extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
  try {
    const page = await context.newPage();
    await logIn(page);
    await page.goto('/admin/redirects');
    const add = page.locator('form#add-redirect');
    await add.getByLabel('Old address').fill(from);
    await add.getByLabel('New address').fill(to);
    await add.getByRole('button', { name: 'Add redirect' }).click();
    await expect(add.getByRole('status')).toHaveText(`${from} now redirects to ${to}.`);
  } finally {
    await context.close();
  }
}

test('addresses a client writes into X-Forwarded-For before the proxy’s entry do not escape the form limit', async () => {
  const seenByProxy = uniqueIp();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const response = await fetch(`${instance.url}/api/forms/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${uniqueIp()}, ${seenByProxy}` },
      body: JSON.stringify({
        fields: { user_mobile: '501234567' },
        idempotencyKey: randomUUID(),
        startedAt: Date.now() - 15_000,
        website: '',
        consent: consentFor('callback'),
      }),
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
});

test('... nor the sign-in limit: ten failures from the proxy’s entry lock it, whatever is written before it', async () => {
  const seenByProxy = uniqueIp();
  const signIn = (email: string, password: string) =>
    fetch(`${instance.url}${API}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${uniqueIp()}, ${seenByProxy}` },
      body: JSON.stringify({ email, password }),
    });
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    expect((await signIn(`guess-${uniqueSlug('x')}@ztartvisa.test`, 'wrong')).status).toBe(401);
  }
  expect((await signIn(`guess-${uniqueSlug('x')}@ztartvisa.test`, 'wrong')).status).toBe(429);
});

test('a large body posted to /login, or to any page, without a session is refused from its length', async () => {
  // Next runs the sign-in action posted to any page's address, not only to /login.
  for (const path of ['/login', '/about']) {
    const response = await fetch(`${instance.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'next-action': '00'.repeat(20), 'x-forwarded-for': uniqueIp() },
      body: 'x'.repeat(100 * 1024),
    });
    expect(response.status, path).toBe(413);
  }
});

/** The answer's Content-Encoding and its body as sent (a fetch would decode it). */
function rawGet(path: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${instance.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

test('an address with malformed percent-encoding answers 400 with the security headers, not a bare 500', async () => {
  for (const path of ['/visa/%ff', '/blogs/%E0%A4%A', '/visas/%E0%A4%A']) {
    const response = await fetch(`${instance.url}${path}`);
    expect(response.status, path).toBe(400);
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
  }
});

test('pages and data are compressed', async () => {
  for (const path of ['/visa', `${API}/user/blog/blogs`]) {
    const { encoding, body } = await rawGet(path);
    expect(encoding, path).toBe('gzip');
    expect(gunzipSync(body).length, path).toBeGreaterThan(body.length);
  }
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

test('answers that are not pages keep the policy without inline scripts', async () => {
  for (const path of ['/api/1.0/user/blog/blogs', '/images/og-default.png']) {
    const response = await fetch(`${instance.url}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-security-policy'), path).toMatch(/script-src 'self'(;|$)/);
  }
});
