import { expect, type Page, test } from '@playwright/test';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { createThrowawayAdmin, logInThroughPage, SESSION_COOKIE, workerIp } from './support/admin';

// Every admin page: the spec's routes under /admin (DESIGN.md), with the spec's list-by-id routes too.
const visa = seedVisas[0]!;
const blog = seedBlogs[0]!;
const adminPages = [
  '/admin',
  '/admin/add-visas',
  '/admin/add-blog',
  '/admin/manage-visas',
  '/admin/manage-blogs',
  '/admin/redirects',
  '/admin/translations',
  `/admin/manage-visas/${visa.slug}`,
  `/admin/manage-blogs/${blog.slug}`,
  `/admin/manage-visas/${visa.slug}/edit`,
  `/admin/manage-blogs/${blog.slug}/edit`,
];

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

/** The form's message (Next's route announcer is an empty alert of its own). */
const loginError = (page: Page) => page.getByRole('alert').filter({ hasText: /\w/ });

test.describe('a visitor cannot reach the admin area', () => {
  test('without a session cookie, every admin page answers with a redirect to /login', async ({ request }) => {
    for (const path of [...adminPages, '/admin/leads']) {
      const response = await request.get(path, { maxRedirects: 0, headers: { accept: 'text/html' } }); // a page visit
      expect(response.status(), path).toBe(307);
      expect(new URL(response.headers().location!, 'http://x').pathname, path).toBe('/login');
    }
  });

  test('with a forged cookie (past the proxy), every page still sends the visitor to /login and shows no data', async ({ page, baseURL }) => {
    test.slow(); // nine pages, each loaded twice
    await page.context().addCookies([{ name: 'zv_admin', value: 'Fe26.2**forged**cookie', url: baseURL! }]);
    for (const path of adminPages) {
      const response = await page.request.get(path);
      const html = await response.text();
      // The page's own check ran: no record, form or welcome reached the visitor.
      expect(html, path).not.toContain('Welcome to the Blog Admin Panel!');
      expect(html, path).not.toContain(visa.title);
      expect(html, path).not.toContain(blog.title);
      expect(html, path).not.toContain('Create visa');
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    }
  });
});

test('no editor code reaches the public pages or the login page', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  for (const path of ['/', '/visa', `/visa/${visa.slug}`, '/blogs', `/blogs/${blog.slug}`, '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('ProseMirror') || body.includes('tiptap'))).toHaveLength(0);
});

test.describe('the login page', () => {
  test('shows the form, and both fields are required before anything is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await page.goto('/login');
    await expect(page).toHaveTitle(/Admin Login/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(loginError(page)).toHaveText('Both fields are required');
    await page.getByLabel('E-mail').fill('someone@example.com');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(loginError(page)).toHaveText('Both fields are required');
    expect(sent).toEqual([]);
  });

  test('a wrong e-mail or password says so, without saying which', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(`nobody-${Date.now()}@ztartvisa.test`);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(loginError(page)).toHaveText('Invalid login credentials');
    await expect(page).toHaveURL(/\/login$/);
    // What was typed is still there for the next try.
    await expect(page.getByLabel('E-mail')).toHaveValue(/^nobody-/);
  });

  test("'Logging in' shows, with the button disabled, while the server checks", async ({ page }) => {
    await page.goto('/login');
    await page.route('**/login', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.getByLabel('E-mail').fill(`slow-${Date.now()}@ztartvisa.test`);
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Logging in', disabled: true })).toBeVisible();
    await expect(loginError(page)).toHaveText('Invalid login credentials');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  test('five failures lock an account for new browsers, with the wait shown; a browser that signed in before still signs in', async ({ browser, baseURL }) => {
    test.slow(); // several bcrypt checks
    // An admin of this test's own, and an address per browser: the limits count per account and per address.
    const admin = await createThrowawayAdmin();
    const known = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
    const staff = await known.newPage();
    await logInThroughPage(staff, admin);
    await known.clearCookies({ name: SESSION_COOKIE }); // signed out, but the browser stays known

    const stranger = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
    const page = await stranger.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(admin.email);
    const attempt = async () => {
      const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/login'));
      await page.getByRole('button', { name: 'Log in' }).click();
      await answered;
    };
    for (let failure = 1; failure <= 5; failure++) {
      await page.getByLabel('Password', { exact: true }).fill(`wrong-${failure}`);
      await attempt();
      await expect(loginError(page)).toHaveText('Invalid login credentials');
    }
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await attempt();
    await expect(loginError(page)).toHaveText('Too many failed attempts. Try again in 15 minutes.');
    await expect(page).toHaveURL(/\/login$/);

    // Before, the stranger's guesses locked staff out too, for good if repeated every 15 minutes.
    await logInThroughPage(staff, admin);
    await stranger.close();
    await known.close();
  });
});

test('the server itself refuses an empty login with the same message (a request that skips the browser check)', async ({ request }) => {
  // The form's own hidden fields name the login action; post them as a plain HTML form would.
  const html = await (await request.get('/login')).text();
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)];
  expect(hidden.length).toBeGreaterThan(0);
  const fields = Object.fromEntries(hidden.map(([, name, value]) => [name!, (value ?? '').replaceAll('&quot;', '"')]));
  const response = await request.post('/login', { multipart: { ...fields, email: '', password: '' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('"message":"Both fields are required"');
  expect(response.headers()['set-cookie'] ?? '').not.toContain('zv_admin');
});
