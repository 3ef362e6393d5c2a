import { expect, test, type Locator, type Page } from '@playwright/test';
import arCommon from '../messages/ar/common.json';
import arHome from '../messages/ar/home.json';
import enCommon from '../messages/en/common.json';
import { expectNoHorizontalOverflow, isMobile, waitForHydration } from './support/public';

test.describe.configure({ timeout: 60_000 });

/**
 * The frame every public page shares, and the home page, in Arabic (docs/i18n.md): right to left,
 * in the catalogues' words, with a link to the same page in the other language. Console errors
 * are not asserted here: the bodies of other pages are translated apart from the frame.
 */

async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return response;
}

/** The link to the other language on a page in `from`: in the header on desktop, in the menu on phones (opened here). */
async function languageLink(page: Page, mobile: boolean, from: 'en' | 'ar'): Promise<Locator> {
  const name = from === 'en' ? 'العربية' : 'English';
  if (!mobile) return page.getByRole('banner').getByRole('link', { name, exact: true });
  const words = from === 'en' ? enCommon : arCommon;
  await page.getByRole('button', { name: words.menu.open }).click();
  const menu = page.getByRole('dialog', { name: words.menu.title });
  await expect(menu).toBeVisible();
  return menu.getByRole('link', { name, exact: true });
}

test('/ar is Arabic, right to left, with the header and footer in Arabic and linking to Arabic pages', async ({ page }, testInfo) => {
  await open(page, '/ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: arHome.hero.title })).toBeVisible();

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Ztart Visa، / })).toHaveAttribute('href', '/ar');
  await expect(header.getByRole('link', { name: new RegExp(arCommon.requestCall.label) })).toBeVisible();
  if (!isMobile(testInfo.project.name)) {
    const nav = header.getByRole('navigation', { name: arCommon.nav.label });
    for (const [key, href] of [['home', '/ar'], ['about', '/ar/about'], ['visa', '/ar/visa'], ['blogs', '/ar/blogs'], ['career', '/ar/career'], ['contact', '/ar/contact']] as const) {
      await expect(nav.getByRole('link', { name: arCommon.nav[key], exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: arCommon.nav.home, exact: true })).toHaveAttribute('aria-current', 'page');
  } else {
    await header.getByRole('button', { name: arCommon.menu.open }).click();
    const menu = page.getByRole('dialog', { name: arCommon.menu.title });
    await expect(menu.getByRole('heading', { name: arCommon.menu.costTitle })).toBeVisible();
    await expect(menu.getByRole('link', { name: arCommon.nav.faq, exact: true })).toHaveAttribute('href', '/ar/faq');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: arCommon.footer.company })).toBeVisible();
  const siteLinks = await footer.getByRole('navigation', { name: arCommon.footer.site }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(siteLinks).toEqual(['/ar', '/ar/about', '/ar/faq', '/ar/blogs', '/ar/contact', '/ar/privacy-policy', '/ar/privacy/my-data']);
  const visaLinks = await footer.getByRole('navigation', { name: arCommon.footer.visas }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(visaLinks.length).toBeGreaterThan(0);
  expect(visaLinks.every((href) => href?.startsWith('/ar/visa/'))).toBe(true);
  await expect(footer).toContainText('جميع الحقوق محفوظة');
  // The phone number reads left to right inside the Arabic text.
  await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('dir', 'ltr');

  const chat = page.getByTestId('whatsapp-button');
  await expect(chat).toHaveAttribute('aria-label', arCommon.whatsapp.button);
  await expect(chat).toHaveAttribute('href', new RegExp(`text=${encodeURIComponent('مرحباً')}`));
});

test('the language link keeps the visitor on the same page, query included: /about → /ar/about → /about', async ({ page }, testInfo) => {
  const mobile = isMobile(testInfo.project.name);
  await open(page, '/about?from=switch');
  await (await languageLink(page, mobile, 'en')).click();
  await expect(page).toHaveURL(/\/ar\/about\?from=switch$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await waitForHydration(page);

  const back = await languageLink(page, mobile, 'ar');
  await expect(back).toHaveAttribute('hreflang', 'en');
  await back.click();
  await expect(page).toHaveURL(/\/about\?from=switch$/);
  expect(new URL(page.url()).pathname).toBe('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language link is a plain link in the prerendered HTML, to the same page in the other language', async ({ request }) => {
  const pairs = [
    ['/about', '/ar/about', 'ar'],
    ['/ar/about', '/about', 'en'],
    ['/', '/ar', 'ar'],
    ['/ar', '/', 'en'],
  ] as const;
  for (const [path, target, language] of pairs) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<a href="${target}" hrefLang="${language}" lang="${language}"`);
  }
});

/** Where the first two slides of a carousel are, and where the first sits after "next". */
async function movesRightToLeft(region: Locator, next: Locator) {
  const slides = region.getByRole('group');
  const [first, second] = [await slides.nth(0).boundingBox(), await slides.nth(1).boundingBox()];
  // Laid out from the right: the second slide is to the left of the first.
  expect(second!.x).toBeLessThan(first!.x);
  await next.click();
  await expect(region).toHaveAttribute('data-index', '1');
  // "Next" brings in what lies to the left: the slides move rightwards.
  await expect.poll(async () => (await slides.nth(0).boundingBox())!.x).toBeGreaterThan(first!.x + 20);
}

test.describe('carousels', () => {
  // Without autoplay, so each moves only when told.
  test.use({ reducedMotion: 'reduce' });

  test('the home page carousels run right to left on /ar', async ({ page }) => {
  await open(page, '/ar');
  const hero = page.getByRole('region', { name: arHome.hero.slider.label, exact: true });
  await movesRightToLeft(hero, hero.getByRole('button', { name: arHome.hero.slider.next }));

  const visas = page.getByRole('region', { name: arHome.preferred.carousel, exact: true });
  await visas.scrollIntoViewIfNeeded();
  await movesRightToLeft(visas, visas.getByRole('button', { name: arCommon.carousel.next }));
  // The arrows point the way they move: "next" points left.
  expect(await visas.getByRole('button', { name: arCommon.carousel.next }).locator('svg').evaluate((svg) => getComputedStyle(svg).scale)).toBe('-1 1');
  });
});

test('the Arabic 404 says so in Arabic and leads to the Arabic home page', async ({ page }) => {
  const response = await open(page, '/ar/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(`${arCommon.notFound.title} | Ztart Visa`);
  await expect(page.getByRole('heading', { level: 1, name: arCommon.notFound.title })).toBeVisible();
  await expect(page.getByText(arCommon.notFound.text)).toBeVisible();
  await expect(page.getByRole('link', { name: arCommon.notFound.home })).toHaveAttribute('href', '/ar');
});

test('no horizontal scroll at 390 px in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/ar', '/ar/about', '/ar/no-such-page']) {
    await open(page, path);
    await expectNoHorizontalOverflow(page);
  }
});
