import { expect, type Page, type Route } from '@playwright/test';
import { countryNames } from '../../content/countries';
import { COUNTRIES_ENDPOINT } from '../../lib/leads/form-contract';
import { watchConsole } from './console';

/** The public pages every public-site spec visits (the visa and blog pages are added per spec). */
export const STATIC_ROUTES = ['/', '/about', '/faq', '/contact', '/career', '/privacy-policy', '/visa', '/blogs', '/visa-consultant-in-dubai'] as const;

/** Pages that show the floating WhatsApp button (spec section 2), and some that must not. */
export const WHATSAPP_ROUTES = ['/', '/about', '/blogs', '/contact', '/faq', '/privacy-policy', '/visa-consultant-in-dubai'] as const;

export const isMobile = (projectName: string) => projectName === 'mobile';

/** The text of server HTML as a visitor reads it: React's text separators dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Opens a page and starts collecting console errors and failed same-origin requests. Call
 * `expectClean()` at the end of the test: no problems, and no horizontal scroll on phones.
 */
export async function openPage(page: Page, path: string) {
  const problems = watchConsole(page);
  // Not waiting for every image: the first request of each size is encoded on the spot, which is
  // slow on a busy machine and says nothing about the page.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return {
    response,
    problems,
    async expectClean() {
      expect(problems, `console errors or failed requests on ${path}`).toEqual([]);
      await expectNoHorizontalOverflow(page);
    },
  };
}

/**
 * Waits until React has hydrated every button on the page, and every link that opens a popup: a
 * click on server-rendered HTML before then does nothing (or, for such a link, follows it), which
 * a busy machine turns into a flaky test. React marks each element it has hydrated with a
 * `__reactProps$…` property.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('button, a[aria-haspopup]')).every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
  );
}

export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/**
 * The country list endpoint belongs to the leads service (branch issue-leads). Until it is
 * merged, the server answers 404; then, and only then, the browser gets a contract-shaped list
 * so the landing page can be tested. Once the endpoint exists the real answer is used.
 */
let countriesEndpointExists: boolean | null = null;
export async function useCountriesEndpoint(page: Page) {
  if (countriesEndpointExists === null) {
    const answer = await page.request.get(COUNTRIES_ENDPOINT);
    countriesEndpointExists = answer.status() !== 404;
  }
  if (countriesEndpointExists) return;
  await page.route(`**${COUNTRIES_ENDPOINT}`, (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 200,
        message: 'OK',
        data: countryNames.slice(0, 20).map((countryName, index) => ({ countryId: String(index + 1), countryName })),
      }),
    }),
  );
}

/** Scrolls the window to `y` and waits until the page has handled the scroll. */
export async function scrollWindowTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}
