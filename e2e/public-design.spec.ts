import { expect, test, type Page } from '@playwright/test';
import { countryPages } from '../content/country-pages';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { VISA_CAROUSEL_AUTOPLAY_MS } from '../lib/ui-constants';
import { openPage, useCountriesEndpoint, WHATSAPP_ROUTES } from './support/public';

/** The phone the floating button was reported on. */
const PHONE = { width: 390, height: 844 };

/**
 * Scrolls each visible field and button into view (at the bottom of the window, where the
 * floating button sits, and at the top) and names those the floating button then overlaps while
 * it shows. A control counts as visible when hit testing at its centre finds it (not clipped by a
 * carousel, not under a dialog); the floating button itself is looked through.
 */
async function controlsUnderFloatingButton(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frames = (count: number) => new Promise<void>((resolve) => {
      const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
      step(count);
    });
    const floating = document.querySelector<HTMLElement>('[data-testid="whatsapp-button"]')!;
    const shown = () => getComputedStyle(floating).visibility !== 'hidden' && getComputedStyle(floating).opacity !== '0';
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const hit = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2).find((candidate) => !floating.contains(candidate));
      return hit !== undefined && (element.contains(hit) || hit.contains(element));
    };
    const offenders: string[] = [];
    const controls = Array.from(document.querySelectorAll('input, select, textarea, button')).filter((element) => !floating.contains(element));
    for (const control of controls) {
      for (const block of ['end', 'start'] as const) {
        control.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' });
        await frames(3);
        if (!visible(control) || !shown()) continue;
        if (overlaps(control.getBoundingClientRect(), floating.getBoundingClientRect())) {
          offenders.push(`${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? control.getAttribute('name') ?? '').trim().slice(0, 40)}" (${block})`);
        }
      }
    }
    return offenders;
  });
}

test.describe('floating WhatsApp button on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
    await useCountriesEndpoint(page);
  });

  for (const path of WHATSAPP_ROUTES) {
    test(`covers no field or button on ${path}, and opens a chat about the page`, async ({ page }) => {
      const visit = await openPage(page, path);
      const button = page.getByTestId('whatsapp-button');
      await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Hello%20.+%20I%20would%20like%20help%20with%20the%20/);
      expect(await controlsUnderFloatingButton(page)).toEqual([]);
      // The page ends with room for it: at the very bottom it shows, clear of the footer's links.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(button).toBeVisible();
      const footerLinks = await page.locator('footer a').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
      const own = (await button.boundingBox())!;
      for (const box of footerLinks) {
        const overlaps = box.x < own.x + own.width && own.x < box.x + box.width && box.y < own.y + own.height && own.y < box.y + box.height;
        expect(overlaps, `footer link at ${box.x},${box.y}`).toBe(false);
      }
      await visit.expectClean();
    });
  }

  test('steps aside while a field has the focus', async ({ page }) => {
    const visit = await openPage(page, '/contact');
    const button = page.getByTestId('whatsapp-button');
    const field = page.getByRole('main').locator('input:visible, textarea:visible').first();
    await field.focus();
    await expect(button).toBeHidden();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(button).toBeVisible();
    await visit.expectClean();
  });
});

test.describe('an autoplaying carousel', () => {
  /** Longer than one autoplay step, so a carousel that moves is caught moving. */
  const HOLD_MS = VISA_CAROUSEL_AUTOPLAY_MS + 1_500;

  test('stops on focus and on its pause button, and plays again on play', async ({ page }) => {
    const visit = await openPage(page, '/');
    const carousel = page.getByRole('region', { name: 'In-demand visas' });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const index = () => carousel.getAttribute('data-index');
    await expect.poll(index, { timeout: VISA_CAROUSEL_AUTOPLAY_MS * 3 }).not.toBe('0');

    // Keyboard focus inside: the selected slide's link, so focusing it scrolls nothing.
    const selected = Number(await index());
    await carousel.locator('[data-slide]').nth(selected).getByRole('link').focus();
    const focusedAt = await index();
    await page.waitForTimeout(HOLD_MS);
    expect(await index()).toBe(focusedAt);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // The pause button holds it, with the mouse and the focus gone elsewhere.
    await carousel.getByRole('button', { name: 'Pause the slides' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const pausedAt = await index();
    await page.waitForTimeout(HOLD_MS);
    expect(await index()).toBe(pausedAt);

    // Play: it moves again, even with the focus still on the button.
    await carousel.getByRole('button', { name: 'Play the slides' }).click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: 'Pause the slides' })).toBeFocused();
    await expect.poll(index, { timeout: VISA_CAROUSEL_AUTOPLAY_MS * 3 }).not.toBe(pausedAt);
    await visit.expectClean();
  });

  test('every autoplaying part of the home page offers a pause button', async ({ page }) => {
    const visit = await openPage(page, '/');
    for (const name of ['Pause the images', 'Pause the slides', 'Pause the reasons']) {
      await expect(page.getByRole('button', { name }).first()).toBeAttached();
    }
    await visit.expectClean();
  });
});

test.describe('one visa page design', () => {
  const storedVisa = seedVisas[0]!;
  const countryPage = countryPages[0]!;

  /** The page's parts in order, by their test ids, and where the title and the facts sit. */
  const structure = (page: Page) =>
    page.evaluate(() => {
      const article = document.querySelector('[data-testid="visa-page"]');
      const hero = article?.querySelector('[data-testid="visa-hero"]');
      const body = article?.querySelector('[data-testid="visa-body"]');
      const mainColumn = body?.firstElementChild;
      return {
        parts: Array.from(article?.querySelectorAll('[data-testid]') ?? []).map((element) => element.getAttribute('data-testid')),
        titleInHero: hero?.querySelector('h1') !== null && hero?.querySelector('h1') !== undefined,
        heroChat: hero?.querySelector('a[href^="https://wa.me/"]')?.textContent?.trim(),
        bylineInHero: hero?.querySelector('[data-byline]') != null,
        factsFirst: mainColumn?.firstElementChild?.hasAttribute('data-visa-facts') ?? false,
        asideBesideBody: body?.lastElementChild?.tagName.toLowerCase(),
      };
    });

  test('stored visas and country guides share the hero, facts, questions and aside', async ({ page }) => {
    const stored = await openPage(page, `/visa/${storedVisa.slug}`);
    const storedShape = await structure(page);
    await stored.expectClean();
    const country = await openPage(page, `/visa/${countryPage.url}`);
    const countryShape = await structure(page);
    await country.expectClean();
    expect(storedShape.parts).toEqual(['visa-hero', 'visa-body', 'visa-faq']);
    expect(countryShape).toEqual(storedShape);
    expect(storedShape).toMatchObject({ titleInHero: true, heroChat: 'Chat with us on WhatsApp', bylineInHero: true, factsFirst: true, asideBesideBody: 'aside' });
  });

  test('a country guide says each thing once', async ({ page }) => {
    const visit = await openPage(page, `/visa/${countryPage.url}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'How it works', exact: true })).toHaveCount(1);
    await expect(main.getByRole('heading', { name: countryPage.essentl, exact: true })).toHaveCount(0);
    await expect(main.locator('dt', { hasText: /^Validity$/ })).toHaveCount(1);
    // One consultation button in the article (the hero's); the form beside it and the phone's bar are the others.
    await expect(page.getByTestId('visa-page').getByRole('link', { name: 'Get free visa consultation', exact: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Talk to a consultant' })).toHaveCount(0);
    await visit.expectClean();
  });
});

test.describe('a page that holds still while it loads', () => {
  /** Well past the short wait the browser gives a preloaded face before it paints with the fallback. */
  const FONT_DELAY_MS = 800;

  /** The layout shifts a visitor sees on `path`, until it is hydrated and its fonts are in, when every web font arrives late. */
  async function shiftsWithLateFonts(page: Page, path: string) {
    await page.addInitScript(() => {
      const seen: { value: number; sources: string[] }[] = [];
      (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          seen.push({ value: entry.value, sources: entry.sources.map((source) => `${source.node?.nodeName} ${(source.node?.textContent ?? '').trim().slice(0, 40)}`) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
      await route.continue();
    });
    const visit = await openPage(page, path);
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    // Fonts arrive; a swapped face would be laid out and painted within these frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await visit.expectClean();
    return page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
  }

  // A post (its centred byline), and the home page in both directions (its carousels' controls).
  for (const path of [`/blogs/${seedBlogs[0]!.slug}`, '/', '/ar']) {
    test(`${path} does not move as its scripts start or its fonts come late`, async ({ page }) => {
      expect(await shiftsWithLateFonts(page, path)).toEqual([]);
    });
  }
});
