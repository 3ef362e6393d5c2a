import { expect, test, type Locator, type Page } from '@playwright/test';
import { company } from '../content/company';
import { homeFaqs } from '../content/home-faqs';
import { keyPoints, reasons, standOutSteps } from '../content/home';
import { testimonials } from '../content/testimonials';
import { isMobile, openPage } from './support/public';

test.describe.configure({ timeout: 60_000 });

const SECTION_HEADINGS = [
  'Visa on time, guaranteed',
  'Your Preferred Choice for the Most In-Demand Visa',
  'How We Stand Out',
  'Visa help that works around your life',
  'Why Ztart Visa Is Your Trusted Choice',
  'Simplifying Your Visa Journey',
  'Thousands of Happy Travelers',
  'Frequently Asked Questions',
  'Get in touch',
];

const carousel = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

/**
 * Presses `button` with the keyboard until it disappears at the carousel's end (at most `limit`
 * times). Each press either leaves focus on it or, at the end, hides it and moves focus to the
 * other arrow: the next press waits for one of the two, so it never lands on a vanishing button.
 */
// Generous: other suites add visas to the shared store while this runs, lengthening the carousel.
async function pressUntilHidden(button: Locator, limit = 200) {
  await button.focus();
  for (let step = 0; step < limit; step += 1) {
    await button.page().keyboard.press('Enter');
    const settled = async () => (await button.isHidden()) || (await button.evaluate((element) => element === document.activeElement));
    await expect.poll(settled).toBe(true);
    if (await button.isHidden()) return;
  }
  await expect(button).toBeHidden();
}

test('the nine sections come in the spec’s order', async ({ page }) => {
  const visit = await openPage(page, '/');
  const tops: number[] = [];
  for (const name of SECTION_HEADINGS) {
    const heading = page.getByRole('heading', { name, exact: true });
    await expect(heading).toHaveCount(1);
    tops.push(await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY));
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await visit.expectClean();
});

test('hero: call-back form, figures and a two-image slider with arrows hidden at the ends', async ({ page }) => {
  const visit = await openPage(page, '/');
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
  await expect(hero.getByRole('button', { name: 'Get Free Assistance' })).toBeVisible();
  for (const stat of company.stats) await expect(hero.getByText(stat.value, { exact: true })).toBeVisible();
  const slider = carousel(page, 'Illustrations');
  await expect(slider.getByRole('group')).toHaveCount(2);
  const previous = slider.getByRole('button', { name: 'Previous image' });
  const next = slider.getByRole('button', { name: 'Next image' });
  await expect(previous).toBeHidden();
  await next.click();
  await expect(next).toBeHidden();
  await expect(previous).toBeVisible();
  await expect(previous).toBeFocused();
  await previous.click();
  await expect(previous).toBeHidden();
  await expect(next).toBeVisible();
  await visit.expectClean();
});

test('hero: a press made before the slider’s engine arrives moves it once the engine runs', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Holds back the script with Embla (its default options name 'trimSnaps') until after the press,
  // as a slow connection or a busy phone does.
  let engineRequests = 0;
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('trimSnaps')) {
      engineRequests += 1;
      await delivered;
    }
    await route.fulfill({ response, body });
  });
  try {
    const visit = await openPage(page, '/');
    const slider = carousel(page, 'Illustrations');
    await expect.poll(() => engineRequests).toBeGreaterThan(0);
    await expect(slider).not.toHaveAttribute('data-ready');
    await slider.getByRole('button', { name: 'Next image' }).click();
    deliver();
    await expect(slider).toHaveAttribute('data-ready', '');
    await expect(slider).toHaveAttribute('data-index', '1');
    await expect(slider.getByRole('button', { name: 'Next image' })).toBeHidden();
    await expect(slider.getByRole('button', { name: 'Previous image' })).toBeVisible();
    await visit.expectClean();
  } finally {
    deliver();
  }
});

test('visa cards carousel: explore links, view more, and arrows hidden at either end', async ({ page }) => {
  // One press per visa, and other suites add visas meanwhile: slides that move at once keep it short.
  // Late in a full run the store holds dozens of visas, and the presses outlast the default minute.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const visit = await openPage(page, '/');
  const cards = carousel(page, 'In-demand visas');
  const firstExplore = cards.getByRole('link', { name: /^Explore / }).first();
  await expect(firstExplore).toHaveAttribute('href', /^\/visa\/[a-z0-9-]+$/);
  const previous = cards.getByRole('button', { name: 'Previous slide' });
  const next = cards.getByRole('button', { name: 'Next slide' });
  await expect(previous).toBeHidden();
  await pressUntilHidden(next);
  // Focus moves to the arrow that is left.
  await expect(previous).toBeFocused();
  await pressUntilHidden(previous);
  await expect(next).toBeFocused();
  await page.getByRole('link', { name: 'view more' }).click();
  await expect(page).toHaveURL(/\/visa$/);
  await visit.expectClean();
});

test('a carousel keeps its arrows in place as it moves: the next press lands where the last did', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const visit = await openPage(page, '/');
  const cards = carousel(page, 'In-demand visas');
  const next = cards.getByRole('button', { name: 'Next slide' });
  await next.scrollIntoViewIfNeeded();
  const before = await next.boundingBox();
  await next.click();
  await expect(cards.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  expect(await next.boundingBox()).toEqual(before);
  await visit.expectClean();
});

test('cards show how many fit the width: 4 on desktop, 2 on a phone', async ({ page }, testInfo) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const slides = carousel(page, 'In-demand visas').getByRole('group');
  const viewport = await carousel(page, 'In-demand visas').boundingBox();
  const slide = await slides.first().boundingBox();
  const perView = Math.round(viewport!.width / slide!.width);
  expect(perView).toBe(isMobile(testInfo.project.name) ? 2 : 4);
});

test('How We Stand Out animates its steps in once half of it is visible', async ({ page }) => {
  const visit = await openPage(page, '/');
  const section = page.locator('section[aria-labelledby="stand-out-heading"]');
  for (const step of standOutSteps) await expect(section.getByRole('heading', { name: step.title })).toHaveCount(1);
  const group = section.locator('[data-reveal-state]');
  await expect(group).toHaveAttribute('data-reveal-state', 'armed');
  await group.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(group).toHaveAttribute('data-reveal-state', 'shown');
  await expect(section.getByRole('heading', { name: standOutSteps[3]!.title })).toBeVisible();
  await visit.expectClean();
});

test('the four points: all shown on desktop, one open at a time on phones', async ({ page }, testInfo) => {
  const visit = await openPage(page, '/');
  const panel = (title: string) => page.getByRole('region', { name: title, exact: true });
  const height = async (title: string) => (await panel(title).boundingBox())?.height ?? 0;
  if (!isMobile(testInfo.project.name)) {
    for (const point of keyPoints) expect(await height(point.title)).toBeGreaterThan(20);
  } else {
    const [first, second] = [keyPoints[0]!.title, keyPoints[1]!.title];
    await expect(page.getByRole('button', { name: first })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => height(second)).toBeLessThan(2);
    await page.getByRole('button', { name: second }).click();
    await expect(page.getByRole('button', { name: second })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: first })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => height(second)).toBeGreaterThan(20);
    await expect.poll(() => height(first)).toBeLessThan(2);
    await expect(panel(second)).toContainText(keyPoints[1]!.desc);
  }
  await visit.expectClean();
});

test('the six reasons: numbered buttons pick one, and the button leads to /contact', async ({ page }) => {
  const visit = await openPage(page, '/');
  const tabs = page.getByRole('tablist', { name: 'Reasons to choose us' }).getByRole('tab');
  await expect(tabs).toHaveText(['Reason 1', 'Reason 2', 'Reason 3', 'Reason 4', 'Reason 5', 'Reason 6']);
  await page.getByRole('tab', { name: 'Reason 3' }).click();
  await expect(page.getByRole('tab', { name: 'Reason 3' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({ visible: true })).toContainText(reasons[2]!.title);
  await page.getByRole('link', { name: 'START YOUR VISA PROCESS' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await visit.expectClean();
});

test('banners lead to /contact', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('link', { name: 'Contact Now' })).toHaveAttribute('href', '/contact');
  await expect(page.locator('section[aria-labelledby="get-in-touch-heading"]').getByRole('link')).toHaveAttribute('href', '/contact');
});

test('testimonials: seven reviews with name and place; long ones cut with Read More on phones', async ({ page }, testInfo) => {
  const visit = await openPage(page, '/');
  const reviews = carousel(page, 'Client reviews');
  await expect(reviews.getByRole('group')).toHaveCount(testimonials.length);
  for (const entry of testimonials) await expect(reviews.getByText(entry.name, { exact: true })).toHaveCount(1);
  await expect(reviews.getByText('uae', { exact: true })).toHaveCount(testimonials.length);
  const first = reviews.getByRole('group').first();
  const readMore = first.getByRole('button', { name: 'Read More' });
  const fullSentence = 'We received our visas in under two weeks.';
  if (isMobile(testInfo.project.name)) {
    await expect(readMore).toBeVisible();
    await expect(first.getByText(fullSentence)).toBeHidden();
    await expect(first.getByText(/\.\.\.$/)).toBeVisible();
    await readMore.click();
    await expect(first.getByText(fullSentence)).toBeVisible();
    await first.getByRole('button', { name: 'Read Less' }).click();
    await expect(first.getByText(fullSentence)).toBeHidden();
  } else {
    await expect(readMore).toBeHidden();
    await expect(first.getByText(fullSentence)).toBeVisible();
  }
  await visit.expectClean();
});

test('FAQ: six questions that open and close', async ({ page }) => {
  const visit = await openPage(page, '/');
  const faq = page.locator('section[aria-labelledby="home-faq-heading"]');
  await expect(faq.locator('summary')).toHaveText(homeFaqs.map((item) => item.question));
  const answer = faq.getByText(homeFaqs[2]!.answer);
  await expect(answer).toBeHidden();
  await faq.getByText(homeFaqs[2]!.question).click();
  await expect(answer).toBeVisible();
  await faq.getByText(homeFaqs[2]!.question).click();
  await expect(answer).toBeHidden();
  await visit.expectClean();
});

test.describe('timings', () => {
  /** Opens the home page with the page's clock stopped: timers only run when the test says so. */
  async function openWithStoppedClock(page: Page) {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('tab', { name: 'Reason 1' })).toHaveAttribute('aria-selected', 'true');
    // Carousels start as they come near the screen: pass each one, with the clock still stopped,
    // so all start at the same moment. Embla marks one started with data-ready.
    const carousels = page.locator('[aria-roledescription="carousel"]');
    for (const region of await carousels.all()) {
      await region.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expect(region).toHaveAttribute('data-ready', '');
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.mouse.move(0, 0);
  }

  test('visa cards move every 2.5 s, reviews and reasons every 3 s, the hero every 10 s', async ({ page }) => {
    await openWithStoppedClock(page);
    const visaPrevious = carousel(page, 'In-demand visas').getByRole('button', { name: 'Previous slide' });
    const reviewPrevious = carousel(page, 'Client reviews').getByRole('button', { name: 'Previous slide' });
    const heroPrevious = carousel(page, 'Illustrations').getByRole('button', { name: 'Previous image' });
    await expect(visaPrevious).toBeHidden();

    await page.clock.runFor(2_400);
    await expect(visaPrevious).toBeHidden();
    await page.clock.runFor(200);
    await expect(visaPrevious).toBeVisible();
    await expect(reviewPrevious).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Reason 1' })).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(500);
    await expect(page.getByRole('tab', { name: 'Reason 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(reviewPrevious).toBeVisible();
    await expect(heroPrevious).toBeHidden();
    await page.clock.runFor(6_700);
    await expect(heroPrevious).toBeHidden();
    await page.clock.runFor(200);
    await expect(heroPrevious).toBeVisible();
  });

  test('nothing moves when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithStoppedClock(page);
    await page.clock.runFor(11_000);
    await expect(page.getByRole('tab', { name: 'Reason 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(carousel(page, 'In-demand visas').getByRole('button', { name: 'Previous slide' })).toBeHidden();
    await expect(carousel(page, 'Illustrations').getByRole('button', { name: 'Previous image' })).toBeHidden();
    await expect(page.locator('section[aria-labelledby="stand-out-heading"] [data-reveal-state]')).toHaveAttribute('data-reveal-state', 'static');
  });
});
