import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { countryPages } from '../content/country-pages';
import { seedVisaFacts } from '../content/seed/visa-facts';
import { seedVisas } from '../content/seed/visas';
import { openPage } from './support/public';

/** The seeded pages' countries by slug, and the ones the seed marks Schengen. */
const countryOf = new Map<string, string>([...seedVisas.map((visa) => [visa.slug, visa.country] as const), ...countryPages.map((page) => [page.url, page.country] as const)]);
const schengenCountries = Object.entries(seedVisaFacts)
  .filter(([, facts]) => (facts.kinds as readonly string[]).includes('schengen'))
  .map(([slug]) => countryOf.get(slug)!)
  .sort();

const shownCards = (page: Page) => page.locator('main li:not([hidden]) > article');
// The eyebrow is upper-cased by CSS: compare what the HTML holds.
const shownCountryNames = async (page: Page) => (await shownCards(page).locator('.eyebrow').allTextContents()).sort();

test.describe.configure({ timeout: 60_000 });

test('the finder finds "japan" as you type, keeps it in the address, and the card shows fee and processing time', async ({ page }) => {
  const visit = await openPage(page, '/visa');
  await page.getByRole('searchbox', { name: 'Country' }).fill('japan');
  await expect(page.getByRole('status')).toHaveText('1 visa found');
  expect(await shownCountryNames(page)).toEqual(['Japan']);
  const card = shownCards(page).first();
  await expect(card).toContainText(/From AED [\d,]+/);
  await expect(card).toContainText(/\d+(–\d+)? working days/);
  await expect(card.getByRole('list', { name: 'Kinds of visa' })).toContainText('E-visa');
  await expect(page).toHaveURL(/\/visa\?q=japan$/);
  await visit.expectClean();
});

test('choosing Schengen shows exactly the Schengen visas, and a shared link filters on arrival', async ({ page }) => {
  expect(schengenCountries.length).toBeGreaterThan(0);
  const visit = await openPage(page, '/visa');
  await page.getByRole('radio', { name: 'Schengen' }).check();
  await expect(page.getByRole('status')).toHaveText(`${schengenCountries.length} visas found`);
  expect(await shownCountryNames(page)).toEqual(schengenCountries);
  await expect(page).toHaveURL(/\/visa\?kind=schengen$/);
  // A country that is not Schengen leaves none, and says where to ask.
  await page.getByRole('searchbox', { name: 'Country' }).fill('japan');
  await expect(page.getByRole('status')).toHaveText('0 visas found');
  await expect(page.getByText('No visa matches “japan”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ask us about it' })).toHaveAttribute('href', '/contact');
  await visit.expectClean();

  const shared = await openPage(page, '/visa?q=uk&kind=business');
  await expect(page.getByRole('status')).toHaveText('1 visa found');
  expect(await shownCountryNames(page)).toEqual(['United Kingdom']);
  await expect(page.getByRole('searchbox', { name: 'Country' })).toHaveValue('uk');
  await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
  await shared.expectClean();
});

test('the finder is keyboard usable and passes axe with a search applied', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/visa');
  await page.getByRole('searchbox', { name: 'Country' }).focus();
  await page.keyboard.type('ital');
  await page.keyboard.press('Tab');
  // The kinds are one radio group: arrows move the choice.
  await expect(page.getByRole('radio', { name: 'All' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Tourist' })).toBeChecked();
  await expect(page.getByRole('status')).toHaveText('1 visa found');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form sends the search to a results page that holds only what matches', async ({ page }) => {
    await page.goto('/visa');
    await page.getByRole('searchbox', { name: 'Country' }).fill('Japan');
    await page.getByRole('button', { name: 'Find visas' }).click();
    await expect(page).toHaveURL(/\/visa-finder\/all\/japan$/);
    await expect(page.getByRole('status')).toHaveText('1 visa found');
    expect(await shownCountryNames(page)).toEqual(['Japan']);
    await expect(shownCards(page).first()).toContainText(/From AED [\d,]+/);
    await expect(page.getByRole('searchbox', { name: 'Country' })).toHaveValue('japan');

    await page.getByRole('searchbox', { name: 'Country' }).fill('');
    await page.getByRole('radio', { name: 'Schengen' }).check();
    await page.getByRole('button', { name: 'Find visas' }).click();
    await expect(page).toHaveURL(/\/visa-finder\/schengen$/);
    expect(await shownCountryNames(page)).toEqual(schengenCountries);

    await page.getByRole('searchbox', { name: 'Country' }).fill('Atlantis');
    await page.getByRole('button', { name: 'Find visas' }).click();
    await expect(page).toHaveURL(/\/visa-finder\/no-match$/);
    await expect(page.getByText('No visa matches your search')).toBeVisible();
    await expect(shownCards(page)).toHaveCount(0);
  });

  test("a piece of one country's name lands on that country's page, a piece of several on the search page", async ({ page }) => {
    await page.goto('/visa');
    await page.getByRole('searchbox', { name: 'Country' }).fill('Jap');
    await page.getByRole('button', { name: 'Find visas' }).click();
    await expect(page).toHaveURL(/\/visa-finder\/all\/japan$/);
    expect(await shownCountryNames(page)).toEqual(['Japan']);

    const several = [...new Set(countryOf.values())].filter((country) => country.toLowerCase().includes('land')).sort();
    expect(several.length).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: 'Country' }).fill('land');
    await page.getByRole('button', { name: 'Find visas' }).click();
    await expect(page).toHaveURL(/\/visa-finder\/search\?q=land&kind=all$/);
    // Specs running beside this one add visas of their own: every card shown is a country with
    // "land" in its name, and every seeded one is among them.
    const shown = await shownCountryNames(page);
    await expect(page.getByRole('status')).toHaveText(`${shown.length} visas found`);
    expect(shown.every((country) => country.toLowerCase().includes('land'))).toBe(true);
    expect(shown).toEqual(expect.arrayContaining(several));
    await expect(page.getByRole('searchbox', { name: 'Country' })).toHaveValue('land');
  });

  test('the results pages are whole in their HTML, point search engines at /visa, and only a kind or a country has one', async ({ request }) => {
    const redirect = await request.get('/visa-finder?q=%20South%20KOREA!&kind=tourist', { maxRedirects: 0 });
    expect(redirect.status()).toBe(303);
    expect(redirect.headers()['location']).toMatch(/\/visa-finder\/tourist\/south-korea$/);
    expect((await request.get('/visa-finder?q=x&kind=<b>', { maxRedirects: 0 })).headers()['location']).toMatch(/\/visa-finder\/no-match$/);

    const html = await (await request.get('/visa-finder/all/japan')).text();
    expect(html).not.toContain('<div hidden id="S:');
    expect(html.match(/<li><article/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/visa"\/>/);

    const search = await (await request.get('/visa-finder/search?q=land&kind=all')).text();
    expect(search).not.toContain('<div hidden id="S:');
    expect(search).toMatch(/<meta name="robots" content="noindex, follow"\/>/);

    // Another spelling of a country, or a piece of its name, moves to the country's one address.
    for (const [path, canonical] of [
      ['/visa-finder/all/Japan', '/visa-finder/all/japan'],
      ['/visa-finder/all/jap', '/visa-finder/all/japan'],
      ['/visa-finder/tourist/south%20korea', '/visa-finder/tourist/south-korea'],
    ]) {
      const moved = await request.get(path!, { maxRedirects: 0 });
      expect([path, moved.status(), moved.headers()['location']]).toEqual([path, 308, canonical]);
    }
    for (const path of ['/visa-finder/all/atlantis', '/visa-finder/everything', '/visa-finder/everything/japan']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
