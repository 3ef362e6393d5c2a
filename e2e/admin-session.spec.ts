import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seedVisas } from '../content/seed/visas';
import { SESSION_COOKIE, createThrowawayAdmin, logIn, logInThroughPage, workerIp } from './support/admin';
import { openForm } from './support/admin-forms';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

// Every test signs in (bcrypt, then a full page load) on shared machines.
test.beforeEach(() => test.slow());

test('a signed-in admin who opens /login goes to the dashboard', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a redirect of the server: the same at every width');
  await logIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test('signing out returns home and ends the session everywhere: the old cookie no longer opens /admin', async ({ page, browser, baseURL }) => {
  const admin = await createThrowawayAdmin();
  await logIn(page, admin);
  const oldCookie = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)!;
  // A second browser holding a copy of the same cookie.
  const elsewhere = await browser.newContext({ baseURL });
  await elsewhere.addCookies([oldCookie]);
  const elsewherePage = await elsewhere.newPage();
  await elsewherePage.goto('/admin/manage-visas');
  await expect(elsewherePage.getByRole('heading', { name: 'Manage visas' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);

  // The copy: the page's own check sends it to /login and no data is sent with it.
  const html = await (await elsewherePage.request.get('/admin/manage-visas')).text();
  expect(html).not.toContain(seedVisas[0]!.title);
  await elsewherePage.goto('/admin');
  await expect(elsewherePage).toHaveURL(/\/login$/);
  await expect(elsewherePage.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await elsewhere.close();
});

test('work typed when the session has ended is not lost: it comes back after logging in again', async ({ page, browser, baseURL, isMobile }) => {
  test.skip(isMobile, 'the draft kept in the browser and the sign-in again: the same at every width');
  const admin = await createThrowawayAdmin();
  await logIn(page, admin);
  await openForm(page, '/admin/add-blog');
  await page.getByLabel('Title', { exact: true }).fill('A long post written slowly');
  await page.getByRole('textbox', { name: 'Description', exact: true }).click();
  await page.keyboard.type('Three paragraphs of careful advice.');
  await page.waitForTimeout(800); // the draft is kept a moment after typing stops

  // Meanwhile the session ends (signed out from another browser).
  const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
  await logIn(await elsewhere.newPage(), admin);
  await elsewhere.pages()[0]!.getByRole('button', { name: 'Sign out' }).click();
  await expect(elsewhere.pages()[0]!).toHaveURL(new URL('/', baseURL).href);
  await elsewhere.close();

  const refused = page.waitForResponse((response) => response.request().headers()['next-action'] !== undefined);
  await page.getByRole('button', { name: 'Create blog' }).click(); // the client check stops it: fields missing
  await page.getByLabel('Slug', { exact: true }).fill('slowly-written');
  await page.getByLabel('Image alt', { exact: true }).fill('x');
  await page.getByLabel('Meta title', { exact: true }).fill('x');
  await page.getByLabel('Meta description', { exact: true }).fill('x');
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('x') });
  await page.getByRole('button', { name: 'Create blog' }).click();
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughPage(page, admin);
  await openForm(page, '/admin/add-blog');
  await expect(page.getByText('You have unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('A long post written slowly');
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('slowly-written');
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toContainText('Three paragraphs of careful advice.');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/manage-blogs$/);
  await openForm(page, '/admin/add-blog');
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(page.getByText('You have unsaved changes')).toHaveCount(0);
});

test.describe('the admin frame', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('the dashboard welcomes the owner and lists every queue of waiting work', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Welcome to the Blog Admin Panel!' })).toBeVisible();
    const work = page.getByRole('region', { name: 'Work waiting' });
    for (const title of ['Leads waiting past the hour', 'Cases with documents to check', 'Drafts waiting', 'Scheduled to publish', 'Visa facts to check']) {
      // Each queue lists its items or says nothing is waiting.
      const queue = work.getByRole('region', { name: title });
      await expect(queue, title).toBeVisible();
      await expect(queue.getByRole('listitem').first().or(queue.getByText('Nothing waiting.')), title).toBeVisible();
    }
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('the sidebar (or, on phones, the menu) links every section and marks the current one', async ({ page, isMobile }) => {
    const links = [
      ['Dashboard', '/admin'],
      ['Add visa', '/admin/add-visas'],
      ['Add blog', '/admin/add-blog'],
      ['Manage blogs', '/admin/manage-blogs'],
      ['Manage visas', '/admin/manage-visas'],
      ['Visa facts', '/admin/visa-facts'],
      ['Redirects', '/admin/redirects'],
      ['Site content', '/admin/site-content'],
      ['Leads', '/admin/leads'],
    ] as const;
    const menuButton = page.getByRole('button', { name: 'Menu' });
    if (isMobile) {
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(menuButton).toBeHidden();
    }
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const [label, href] of links) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    if (isMobile) {
      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toBeFocused();
      await menuButton.click();
    }
    await nav.getByRole('link', { name: 'Manage visas' }).click();
    await expect(page).toHaveURL(/\/admin\/manage-visas$/);
    if (isMobile) {
      await expect(nav).toBeHidden(); // choosing a link closes the menu
      await menuButton.click();
    }
    await expect(nav.getByRole('link', { name: 'Manage visas' })).toHaveAttribute('aria-current', 'page');
  });

  test('the editor works from the keyboard: shortcuts, toolbar state and arrow keys between buttons', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a keyboard at a desk; the toolbar at phone width passes axe on the editor pages below');
    await openForm(page, '/admin/add-blog');
    const box = page.getByRole('textbox', { name: 'Description', exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Description formatting' });
    await page.getByLabel('Slug', { exact: true }).focus();
    // From the slug field, Tab reaches the toolbar, then the text box.
    const labelledBy = await box.getAttribute('aria-labelledby');
    let reachedBox = false;
    for (let step = 0; step < 40 && !reachedBox; step++) {
      await page.keyboard.press('Tab');
      reachedBox = await page.evaluate((id) => document.activeElement?.getAttribute('aria-labelledby') === id, labelledBy);
    }
    expect(reachedBox).toBe(true);
    await expect(box).toBeFocused();
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('strong start');
    await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(box.locator('strong')).toHaveText('strong start');
    await page.keyboard.press('ControlOrMeta+b');
    await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute('aria-pressed', 'false');

    await toolbar.getByRole('button', { name: 'Italic', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Underline', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toBeFocused();

    // The link prompt: Ctrl+K opens it, Escape closes it and gives the text back its focus.
    await box.click();
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByLabel('Link address')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Link address')).toHaveCount(0);
    await expect(box).toBeFocused();

    // The editor is 200–500 px tall and scrolls beyond that.
    const height = async () => (await box.boundingBox())!.height;
    expect(await height()).toBeGreaterThanOrEqual(199);
    for (let line = 0; line < 40; line++) await page.keyboard.press('Enter');
    expect(await height()).toBeLessThanOrEqual(501);
  });

  const staffPages = ['/admin/staff', '/admin/audit', '/admin/account', '/admin/account/two-factor'];
  for (const path of ['/admin', '/admin/add-visas', '/admin/manage-visas', `/admin/manage-visas/${seedVisas[0]!.slug}/edit`, '/admin/translations', ...staffPages]) {
    test(`${path} has no serious accessibility problems`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('[data-admin-content] h1').first()).toBeVisible();
      if (path.includes('add-') || path.includes('/edit')) await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), path).toEqual([]);
    });
  }
});

test('the login page has no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
});
