import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { countryPages } from '../content/country-pages';
import { SEED_FACTS_CHECKED, seedFactSources, seedVisaFacts } from '../content/seed/visa-facts';
import { hashPassword } from '../lib/auth/password';
import { company } from '../content/company';
import { createThrowawayAdmin, e2eStore, logIn, uniqueSlug, workerIp } from './support/admin';
import { API, expectAnswer, logInAsAdmin, runOnDesktopOnly, visaForm } from './support/api';

/**
 * What the site claims is what the store backs: a visa page says "Checked by" only for a staff
 * member's check (starting figures name their source and date instead), and the rating, trade
 * licence and office address are the ones owners entered in the admin, shown nowhere when unset.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

const AS_OF = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date(SEED_FACTS_CHECKED.at));
const today = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date());

const panelOf = (page: Page) => page.locator('[data-visa-facts]');

test('seeded visa pages name their official source and date, and no "checked by" the store does not back', async ({ page }) => {
  test.slow();
  const store = await e2eStore();
  for (const country of countryPages) {
    const facts = await store.visaFacts.get(country.url);
    expect(facts, country.url).not.toBeNull();
    await page.goto(`/visa/${country.url}`);
    const panel = panelOf(page);
    if (facts!.checkedBy.id === null) {
      await expect(panel, country.url).toContainText(`Source: ${seedFactSources[country.url]!.name}, as of ${AS_OF}`);
      await expect(panel.getByRole('link', { name: seedFactSources[country.url]!.name })).toHaveAttribute('href', seedFactSources[country.url]!.url);
      await expect(page.getByText(/Checked by/), country.url).toHaveCount(0);
    } else {
      await expect(panel, country.url).toContainText(`Checked by ${facts!.checkedBy.name}`);
    }
    // The essentials beside the panel state the same stay.
    await expect(page.getByRole('definition').filter({ hasText: facts!.maxStay }).first()).toBeVisible();
  }
});

/** A visa of this test's own with starting figures (no staff member), and an editor to check them. */
async function visaWithStartingFigures(request: APIRequestContext) {
  const store = await e2eStore();
  const slug = uniqueSlug('iceland-trust');
  const title = `Iceland visa ${slug.slice(-8)}`;
  await logInAsAdmin(request);
  await expectAnswer(await request.post(`${API}/admin/testimonial/create-testimonial`, { multipart: await visaForm({ slug, title, country: 'Iceland' }) }), 200);
  await store.visaFacts.save(slug, { ...seedVisaFacts['italy-visit-visa-from-dubai'], kinds: ['tourist'] }, SEED_FACTS_CHECKED);
  const name = `Layla Nasser ${randomBytes(2).toString('hex')}`;
  const editor = { email: `trust-${randomBytes(5).toString('hex')}@ztartvisa.test`, password: randomBytes(12).toString('hex') };
  await store.admins.create({ email: editor.email, passwordHash: await hashPassword(editor.password), displayName: name, role: 'editor' });
  return { slug, title, name, editor };
}

test('after a staff member confirms starting figures in the admin, the visa page says they checked them', async ({ page, browser, request }) => {
  test.slow();
  const { slug, title, name, editor } = await visaWithStartingFigures(request);
  const visitor = await browser.newPage();
  await visitor.goto(`/visa/${slug}`);
  await expect(panelOf(visitor)).toContainText(`Our starting figures as of ${AS_OF}`);
  await expect(visitor.getByText(/Checked by/)).toHaveCount(0);

  await logIn(page, editor);
  await page.goto('/admin/visa-facts');
  const row = page.getByRole('list', { name: 'Facts to check' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Starting figures: nobody has checked them');
  await expect(row).toContainText(`Starting figures as of ${AS_OF}, not checked by anyone yet`);
  await row.getByRole('link', { name: `Check facts of ${title}` }).click();
  await page.getByRole('button', { name: 'Confirm unchanged' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Confirmed' })).toBeVisible();

  await visitor.reload();
  await expect(panelOf(visitor)).toContainText(`Checked by ${name} on ${today()}`);
  await expect(panelOf(visitor)).not.toContainText('starting figures');
  await visitor.close();
});

test.describe('company facts owners edit', () => {
  // One owner edits the site-wide facts at a time: the mobile project would race the same record.
  runOnDesktopOnly();

  const LICENCE = String(1_000_000 + randomBytes(3).readUIntBE(0, 3));
  const MAP = 'https://maps.app.goo.gl/ztartvisaoffice';
  const REVIEWS = 'https://g.page/r/ztartvisa/review';

  async function openFacts(page: Page) {
    await page.goto('/admin/site-content');
    await page.getByRole('link', { name: 'Edit Company facts' }).click();
    await expect(page.getByRole('heading', { name: 'Company facts', level: 1 })).toBeVisible();
  }

  async function save(page: Page, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  const cleared = { 'Trade licence number': '', 'Licensing authority': '', 'Map link': '', Rating: '', 'Number of reviews': '', 'Rated on': '', 'Reviews link': '' };

  test('the rating is hidden until set, then linked with its count; /contact and the footer show the licence and the address', async ({ page, browser }) => {
    test.slow();
    const visitor = await browser.newPage();
    const hero = () => visitor.getByRole('region', { name: 'Visa on time, guaranteed' });
    await visitor.goto('/');
    await expect(hero().locator('[data-rating]')).toHaveCount(0);
    await expect(hero().getByText(/Rated/)).toHaveCount(0);
    await expect(hero()).toContainText('Support Monday to Friday, 9AM to 6PM');
    await expect(visitor.getByText('24/7')).toHaveCount(0);

    await logIn(page, await createThrowawayAdmin('owner'));
    await openFacts(page);
    // A rating without its count and source is refused, named under its field.
    await save(page, { ...cleared, Rating: '4.8' });
    await expect(page.getByText('Number of reviews is required with a rating (or empty every rating field to show none)').first()).toBeVisible();

    await save(page, { 'Trade licence number': LICENCE, 'Licensing authority': 'Dubai Department of Economy and Tourism', 'Map link': MAP, Rating: '4.8', 'Number of reviews': '212', 'Rated on': 'Google', 'Reviews link': REVIEWS });
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    try {
      const rating = hero().getByRole('link', { name: /Rated 4\.8 out of 5 from 212 reviews on Google/ });
      // A page another spec was rendering while the save went through may be served once more.
      await expect(async () => {
        await visitor.goto('/');
        await expect(rating).toHaveAttribute('href', REVIEWS, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(visitor.getByRole('contentinfo')).toContainText(`Trade licence No. ${LICENCE}`);

      await visitor.goto('/contact');
      const main = visitor.getByRole('main');
      await expect(main).toContainText(`Trade licence`);
      await expect(main).toContainText(`No. ${LICENCE}`);
      await expect(main).toContainText('Issued by Dubai Department of Economy and Tourism');
      await expect(main).toContainText(`${company.facts.street}, ${company.facts.locality}, UAE`);
      await expect(main).toContainText('Monday to Friday, 9AM to 6PM. Saturday and Sunday: closed');
      await expect(main.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', MAP);
      // The business JSON-LD states the same facts.
      const blocks = await visitor.locator('script[type="application/ld+json"]').allTextContents();
      const business = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => block['@type'] === 'TravelAgency');
      expect(business).toMatchObject({
        hasMap: MAP,
        identifier: { value: LICENCE },
        aggregateRating: { ratingValue: 4.8, reviewCount: 212, url: REVIEWS },
        openingHoursSpecification: [{ opens: '09:00', closes: '18:00' }],
      });
    } finally {
      // Back to the seed's facts: other specs read the home page and /contact.
      await openFacts(page);
      await save(page, cleared);
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    }
    await expect(async () => {
      await visitor.goto('/');
      await expect(hero().locator('[data-rating]')).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await visitor.close();
  });

  test('an editor neither sees nor opens the company facts', async ({ page }) => {
    await logIn(page, await createThrowawayAdmin('editor'));
    await page.goto('/admin/site-content');
    await expect(page.getByRole('link', { name: 'Edit Testimonials' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Company facts' })).toHaveCount(0);
    const answer = await page.goto('/admin/site-content/company');
    expect(answer?.status()).toBe(403);
  });
});
