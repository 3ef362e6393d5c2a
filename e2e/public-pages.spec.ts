import { expect, test } from '@playwright/test';
import { about } from '../content/about';
import { company } from '../content/company';
import { presentSeedCompanyFacts } from '../lib/site-lists/company-facts-definition';
import { companyFaqs } from '../content/company-faqs';
import { countryPages } from '../content/country-pages';
import { gallery } from '../content/gallery';
import { careerDesignations, careerLocations, jobs } from '../content/jobs';
import { landingFaqs } from '../content/landing-faqs';
import { privacyPolicy as policyWith } from '../content/privacy-policy';
import { policyRetentionSentences, retentionMap } from '../lib/privacy/retention-map';
import { RETENTION_DEFAULTS } from '../lib/privacy/retention-settings';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { isMobile, openPage, scrollWindowTo, useCountriesEndpoint } from './support/public';

/** The policy as the test server's settings (the defaults) write it. */
const privacyPolicy = policyWith(policyRetentionSentences(retentionMap(RETENTION_DEFAULTS)));

test.describe.configure({ timeout: 60_000 });

test('/about: headline, masonry gallery, the visa buddy story and Travel better', async ({ page }) => {
  const visit = await openPage(page, '/about');
  await expect(page.getByRole('heading', { level: 1, name: about.headline })).toBeVisible();
  const images = page.getByRole('list', { name: 'Gallery' }).getByRole('img');
  await expect(images).toHaveCount(gallery.length);
  expect(await page.getByRole('list', { name: 'Gallery' }).evaluate((list) => Number(getComputedStyle(list).columnCount))).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { name: about.buddy.heading })).toBeVisible();
  await expect(page.getByText(about.buddy.paragraphs[0]!)).toBeVisible();
  await page.getByRole('link', { name: 'Travel better' }).click();
  await expect(page).toHaveURL(/\/visa$/);
  await visit.expectClean();
});

test('/faq: banner and every question, each opening its answer', async ({ page }) => {
  const visit = await openPage(page, '/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.locator('main img').first()).toBeVisible();
  await expect(page.locator('main summary')).toHaveCount(companyFaqs.length);
  const last = companyFaqs.at(-1)!;
  await expect(page.getByText(last.desc)).toBeHidden();
  await page.getByText(last.title).click();
  await expect(page.getByText(last.desc)).toBeVisible();
  await visit.expectClean();
});

test('/contact: phone, e-mail, address, the message form and the banner', async ({ page }) => {
  const visit = await openPage(page, '/contact');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: company.phone })).toHaveAttribute('href', /^tel:/);
  await expect(main.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
  await expect(main.getByText(presentSeedCompanyFacts().address.display)).toBeVisible();
  await expect(main.getByRole('button', { name: 'send' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Visa on Time, Guaranteed' })).toBeVisible();
  await visit.expectClean();
});

test('/career: four jobs and the application form with its choices', async ({ page }) => {
  const visit = await openPage(page, '/career');
  for (const job of jobs) {
    const card = page.locator('li', { has: page.getByRole('heading', { name: job.title, exact: true }) });
    await expect(card).toContainText(job.jobtype);
    await expect(card).toContainText(job.jobtym);
    await expect(card).toContainText(job.desc);
  }
  await expect(page.getByLabel('Location').locator('option')).toHaveText(['Select a location', ...careerLocations]);
  await expect(page.getByLabel('Designation').locator('option')).toHaveText(['Select a designation', ...careerDesignations]);
  await expect(page.getByLabel('Message (optional)')).toBeVisible();
  await visit.expectClean();
});

test('/privacy-policy: nine numbered sections, two disclaimers, last updated 01 August 2024', async ({ page }) => {
  const visit = await openPage(page, '/privacy-policy');
  await expect(page.getByText('Last updated: 01 August 2024')).toBeVisible();
  const headings = page.locator('main h2[id^="section-"]');
  await expect(headings).toHaveText(privacyPolicy.sections.map((section) => `${section.number}. ${section.title}`));
  for (const disclaimer of privacyPolicy.disclaimers) await expect(page.getByText(disclaimer)).toBeVisible();
  await visit.expectClean();
});

test('/visa: every visa and country page with a Read more link', async ({ page }) => {
  const visit = await openPage(page, '/visa');
  // Other suites add visas to the shared store while this runs: the seeds and country pages are all there.
  const readMore = page.getByRole('link', { name: /^Read more about the / });
  await expect(readMore.first()).toBeVisible();
  expect(await readMore.count()).toBeGreaterThanOrEqual(seedVisas.length + countryPages.length);
  for (const visa of seedVisas) await expect(page.locator(`main a[href="/visa/${visa.slug}"]`).first()).toBeVisible();
  await visit.expectClean();
});

test('/blogs and a post: newest first, Apply Now, contents and Explore Now', async ({ page }) => {
  const visit = await openPage(page, '/blogs');
  const titles = page.locator('main article h2');
  // Posts other suites add while this runs are newer, so they come first; the seeds close the list in order.
  await expect(titles.last()).toHaveText(seedBlogs.at(-1)!.title);
  expect((await titles.allInnerTexts()).slice(-seedBlogs.length)).toEqual(seedBlogs.map((post) => post.title));
  await page.getByRole('link', { name: `Read more about ${seedBlogs[0]!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: seedBlogs[0]!.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Explore Now' })).toHaveAttribute('href', '/');
  const contents = page.getByRole('navigation', { name: 'In this article' });
  await expect(contents.getByRole('link').first()).toHaveAttribute('href', '#heading-0');
  await visit.expectClean();
});

test.describe('a stored visa page', () => {
  const visa = seedVisas[0]!;

  test('hero, links, questions, FAQ accordion and popular visas', async ({ page }) => {
    const visit = await openPage(page, `/visa/${visa.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: visa.title })).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    // Opens the consultation form in place (e2e/lead-paths.spec.ts); without script it is a link to the contact page.
    await expect(page.getByRole('link', { name: 'apply now' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contact');
    for (const item of visa.questions) await expect(page.getByRole('heading', { name: item.question })).toBeVisible();
    const faq = visa.faqs[0]!;
    await expect(page.getByText(faq.answer)).toBeHidden();
    await page.getByText(faq.question).click();
    await expect(page.getByText(faq.answer)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular Visas from UAE' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'explore more' })).toHaveAttribute('href', '/visa');
    await expect(page.getByRole('heading', { name: 'Thousands of Happy Travelers' })).toBeVisible();
    await visit.expectClean();
  });

  test('its carousels start as they come near, and an arrow pressed at once still moves them', async ({ page }) => {
    const visit = await openPage(page, `/visa/${visa.slug}`);
    const reviews = page.getByRole('region', { name: 'Client reviews', exact: true });
    // Hydrated, a long page's scroll away: not started, but showing its slides and a Next arrow.
    await expect(reviews).not.toHaveAttribute('data-ready');
    await expect(reviews.getByRole('group').first()).toHaveCount(1);
    const previous = reviews.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeHidden();
    await reviews.getByRole('button', { name: 'Next slide' }).click();
    await expect(reviews).toHaveAttribute('data-ready', '');
    await expect(previous).toBeVisible();
    await visit.expectClean();
  });

  test('desktop: the consultation form stays beside the content', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'desktop layout');
    const visit = await openPage(page, `/visa/${visa.slug}`);
    const aside = page.getByRole('complementary', { name: 'get free visa consultation' });
    await expect(aside).toBeVisible();
    await scrollWindowTo(page, 900);
    const box = await aside.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(200);
    await expect(page.getByRole('button', { name: 'start application' })).toBeHidden();
    await visit.expectClean();
  });

  test('phone: a bottom bar appears past 600 px and opens the consultation modal', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), 'phone layout');
    const visit = await openPage(page, `/visa/${visa.slug}`);
    await expect(page.getByRole('complementary', { name: 'get free visa consultation' })).toBeHidden();
    const start = page.getByRole('button', { name: 'start application' });
    await scrollWindowTo(page, 500);
    await expect(start).toBeHidden();
    await scrollWindowTo(page, 700);
    await expect(start).toBeVisible();
    await start.click();
    const modal = page.getByRole('dialog', { name: 'get free visa consultation' });
    await expect(modal).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(start).toBeFocused();
    await visit.expectClean();
  });
});

test('a country page shows every section of its record', async ({ page }) => {
  const country = countryPages.find((candidate) => (candidate.faqList?.length ?? 0) > 0)!;
  const visit = await openPage(page, `/visa/${country.url}`);
  await expect(page.getByRole('heading', { level: 1, name: country.title })).toBeVisible();
  // "Where your application goes" names a visa centre; a visa applied for online has none.
  const partners = country.partners.length > 0 ? ['Where your application goes'] : [];
  for (const name of ['How to apply', 'Documents required', country.whychooseztart, 'Speed up your application', 'How it works', ...partners, 'Frequently asked questions']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  // Said once each: the checked facts stand for the page's own validity, entries and stay (its
  // visa type stays, under the title), and our service is one list of steps.
  await expect(page.getByRole('heading', { name: 'Fees and times at a glance' })).toBeVisible();
  await expect(page.getByText(country.methods[0], { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: country.essentl, exact: true })).toHaveCount(0);
  for (const step of country.documentSteps) await expect(page.getByRole('heading', { name: step.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your documents, step by step' })).toHaveCount(0);
  for (const partner of country.partners) await expect(page.getByRole('img', { name: partner.name })).toBeVisible();
  await expect(page.locator('main article a[href="/contact"]').first()).toBeVisible();
  await visit.expectClean();
});

test.describe('/visa-consultant-in-dubai', () => {
  test.beforeEach(async ({ page }) => useCountriesEndpoint(page));

  test('hero form, assurances, community, camp, reviews and the seven questions', async ({ page }) => {
    const visit = await openPage(page, '/visa-consultant-in-dubai');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hero = page.locator('section[aria-labelledby="landing-heading"]');
    await expect(hero.getByLabel('Your name')).toBeVisible();
    await expect(hero.getByText('+971', { exact: true })).toBeVisible();
    await expect(hero.getByLabel('Where do you want to travel?').locator('option').first()).toHaveText('Select a location');
    await expect.poll(() => hero.getByLabel('Where do you want to travel?').locator('option').count()).toBeGreaterThan(1);
    for (const name of ['Fast', 'Convenient', 'Personalized']) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Visa Analysis Camp' })).toBeVisible();
    const news = page.getByRole('link', { name: /Read the latest UAE travel news/ });
    await expect(news).toHaveAttribute('href', /^https:\/\//);
    await expect(news).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('heading', { name: 'Our applicants say it all' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thousands of Happy Travelers' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Popular Visas from UAE' })).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="landing-faq-heading"] summary')).toHaveText(landingFaqs.map((item) => item.question));
    await visit.expectClean();
  });

  test('Back to top appears past 360 px and returns to the top', async ({ page }) => {
    const visit = await openPage(page, '/visa-consultant-in-dubai');
    const back = page.getByRole('button', { name: 'Back to top' });
    await expect(back).toBeHidden();
    await scrollWindowTo(page, 300);
    await expect(back).toBeHidden();
    await scrollWindowTo(page, 400);
    await expect(back).toBeVisible();
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(back).toBeHidden();
    await visit.expectClean();
  });

  test('the lead popup opens from the page, closes on an outside click and keeps what was typed', async ({ page }) => {
    const visit = await openPage(page, '/visa-consultant-in-dubai');
    // Its form is built on the first opening, not carried by the page (the hero has its own).
    await expect(page.locator('dialog').getByLabel('Mobile number')).toHaveCount(0);
    const opener = page.getByRole('link', { name: 'Book a free consultation' });
    await opener.click();
    const modal = page.getByRole('dialog', { name: 'Book your free visa consultation' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Mobile number')).toBeVisible();
    await modal.getByLabel('Your name').fill('Aisha Khan');
    await page.mouse.click(5, 5);
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(modal.getByLabel('Your name')).toHaveValue('Aisha Khan');
    await visit.expectClean();
  });
});
