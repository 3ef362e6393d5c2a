import { expect, test } from '@playwright/test';
import { company } from '../content/company';
import { presentSeedCompanyFacts } from '../lib/site-lists/company-facts-definition';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { isMobile, openPage, scrollWindowTo, waitForHydration, WHATSAPP_ROUTES } from './support/public';

test.describe.configure({ timeout: 60_000 });

const HEADER_LINKS = ['Home', 'About Us', 'Visa', 'Blogs', 'Career', 'Contact Us'];

test.describe('header', () => {
  test('the standard header is sticky, with its links on desktop and the menu button on phones', async ({ page }, testInfo) => {
    const visit = await openPage(page, '/about');
    const header = page.locator('header').first();
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    await expect(header.getByRole('link', { name: `${company.name}, home` })).toHaveAttribute('href', '/');
    const call = header.getByRole('link', { name: /Request a call/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
    const nav = header.getByRole('navigation', { name: 'Main' });
    const menuButton = header.getByRole('button', { name: 'Open menu' });
    if (isMobile(testInfo.project.name)) {
      await expect(nav).toBeHidden();
      await expect(menuButton).toBeVisible();
    } else {
      for (const label of HEADER_LINKS) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
      await expect(menuButton).toBeHidden();
    }
    await visit.expectClean();
  });

  test('the home page has its own header laid over the hero', async ({ page }) => {
    const visit = await openPage(page, '/');
    const header = page.locator('header').first();
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
    const heroTop = await page.getByRole('heading', { level: 1, name: 'Visa on time, guaranteed' }).evaluate((element) => element.closest('section')!.getBoundingClientRect().top);
    expect(heroTop).toBe(0);
    await expect(header.getByRole('link', { name: /Request a call/ })).toBeVisible();
    await visit.expectClean();
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile: mobile }) => !mobile, 'the menu button shows below the desktop breakpoint');

  test('locks scrolling, keeps focus inside, closes on Escape and returns focus', async ({ page }) => {
    const visit = await openPage(page, '/about');
    await scrollWindowTo(page, 300);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Preferences' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Before applying, know your cost' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'get free visa consultation' })).toBeVisible();
    await expect(menu.getByRole('link', { name: company.phone })).toHaveAttribute('href', /^tel:/);
    await expect(menu.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    await expect(menu.getByText(presentSeedCompanyFacts().hours.display)).toBeVisible();
    await expect(menu.getByText(presentSeedCompanyFacts().address.display)).toBeVisible();
    for (const label of ['About Us', 'FAQ', 'Career', 'Privacy Policy']) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();

    // Page scrolling is locked while it is open. The tap below lands on the panel once it has slid
    // in; during the slide it would land on the backdrop, which closes the menu.
    await menu.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 600).catch(() => undefined);
    await page.touchscreen.tap(10, 10).catch(() => undefined);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(300);

    // Tab never leaves the menu.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await visit.expectClean();
  });

  test('choosing a link closes it and goes there', async ({ page }) => {
    const visit = await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Preferences' });
    await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await visit.expectClean();
  });

  test("its 'get free visa consultation' button opens the consultation form", async ({ page }) => {
    const visit = await openPage(page, '/contact');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await page.getByRole('dialog', { name: 'Preferences' }).getByRole('button', { name: 'get free visa consultation' }).click();
    const popup = page.getByRole('dialog', { name: 'get free visa consultation' });
    await expect(popup).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Preferences' })).toBeHidden();
    await expect(popup.getByLabel('Your name')).toBeVisible();
    await expect(popup.getByLabel('Mobile number')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(toggle).toBeFocused();
    await visit.expectClean();
  });
});

test.describe('footer', () => {
  test('site links, visa links in two columns, social profiles, mail, phone and copyright', async ({ page }) => {
    const visit = await openPage(page, '/faq');
    const footer = page.locator('footer');
    const site = footer.getByRole('navigation', { name: 'Site' });
    for (const href of ['/', '/about', '/faq', '/blogs', '/contact', '/privacy-policy']) await expect(site.locator(`a[href="${href}"]`)).toHaveCount(1);

    const visas = footer.getByRole('navigation', { name: 'Visas' }).getByRole('link');
    // Other suites add visas to the shared store while this runs: the seeds are there, and never more than 10.
    await expect(visas.first()).toBeVisible();
    expect(await visas.count()).toBeGreaterThanOrEqual(Math.min(10, seedVisas.length));
    expect(await visas.count()).toBeLessThanOrEqual(10);
    const hrefs = await visas.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.every((href) => href?.startsWith('/visa/'))).toBe(true);
    const columns = await footer.getByRole('navigation', { name: 'Visas' }).locator('ul').evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);

    for (const network of ['Instagram', 'YouTube', 'LinkedIn', 'X']) {
      const link = footer.getByRole('link', { name: `${company.name} on ${network}` });
      await expect(link).toBeVisible();
      await expect(link.locator('svg')).toHaveCount(1);
    }
    await expect(footer.locator('a[href^="mailto:"]')).toHaveText(company.email);
    await expect(footer.locator('a[href^="tel:"]')).toHaveText(company.phone);
    await expect(footer).toContainText('© 2024');
    await visit.expectClean();
  });
});

test.describe('floating WhatsApp button', () => {
  for (const path of WHATSAPP_ROUTES) {
    test(`shows on ${path}`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      // It steps aside wherever it would sit on a control, so look for it down the whole page.
      const button = page.getByRole('link', { name: 'Chat with us on WhatsApp' }).and(page.getByTestId('whatsapp-button'));
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      let shown = false;
      for (let y = 0; y <= height && !shown; y += 200) {
        await scrollWindowTo(page, y);
        shown = await expect(button).toBeVisible({ timeout: 500 }).then(() => true, () => false);
      }
      expect(shown).toBe(true);
      await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Hello%20/);
    });
  }

  for (const path of ['/visa', '/career', `/visa/${seedVisas[0]!.slug}`, `/blogs/${seedBlogs[0]!.slug}`]) {
    test(`is absent on ${path}`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('whatsapp-button')).toHaveCount(0);
    });
  }
});

test.describe('route changes', () => {
  test('a link to another page lands at the top of it', async ({ page }) => {
    const visit = await openPage(page, '/about');
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await scrollWindowTo(page, height);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await visit.expectClean();
  });
});

test.describe('not-found page', () => {
  // Unknown records (notFound() in their pages, inside the site layout) and a URL no route matches.
  // The visa page words its own 404 'Page not found' (spec, Visa detail); the rest is the not-found page's.
  const headings = { '/visa/no-such-visa': 'Page not found', '/blogs/no-such-post': 'Page Not Found', '/no-such-page': 'Page Not Found' };
  for (const [path, heading] of Object.entries(headings)) {
    test(`${path} says so, with the site's header and footer, is not indexed and leads home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page Not Found | Ztart Visa');
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByText('The page you are looking for does not exits.')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByRole('link', { name: 'Go to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Visa on time, guaranteed' })).toBeVisible();
    });
  }

  test('an unknown visa reached by client-side navigation shows it inside the same layout', async ({ page }) => {
    await page.goto('/visa');
    await waitForHydration(page); // Next's router throws on a push before hydration
    await page.evaluate(() => {
      const app = window as unknown as { loadedOnce: boolean; next: { router: { push(href: string): void } } };
      app.loadedOnce = true; // gone if the navigation reloads the page
      app.next.router.push('/visa/no-such-visa');
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
  });
});
