import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { companyTexts } from '../content/company';
import { COUNTRY_PAGE_SLUGS } from '../content/country-pages/slugs.mjs';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { policyRetentionSentences, retentionMap } from '../lib/privacy/retention-map';
import { policyRetentionSentencesAr } from '../lib/privacy/retention-policy-ar';
import { RETENTION_DEFAULTS } from '../lib/privacy/retention-settings';
import { htmlToText, openPage } from './support/public';
import { E2E_BASE_URL } from './support/server-env';

/**
 * The site's own pages in Arabic, at /ar: right to left, in Arabic from the h1 to the search
 * snippet, each naming its English twin (and the twin it) as the same page in another language,
 * with no axe violation and nothing running off a phone's screen.
 */

/** One page of every public page type search engines index: the site's own pages, the lists, and a seeded record of each kind. */
const PAGES = [
  '',
  '/about',
  '/faq',
  '/contact',
  '/career',
  '/visa-consultant-in-dubai',
  '/privacy-policy',
  '/privacy/my-data',
  '/blogs',
  `/blogs/${seedBlogs[0]!.slug}`,
  '/visa',
  `/visa/${seedVisas[0]!.slug}`,
  `/visa/${COUNTRY_PAGE_SLUGS[0]}`,
];
/** And the visa finder's answers, which are not indexed (their page is the visa list). */
const BROWSED_PAGES = [...PAGES, '/visa-finder/schengen'];
const ARABIC = /[\u0600-\u06FF]/;
/** An address of this site as its path ('/' for the home page, written with or without the slash). */
const pathOf = (href: string | undefined) => {
  if (!href) return href;
  const address = new URL(href);
  expect(address.origin).toBe(new URL(E2E_BASE_URL).origin);
  return address.pathname;
};
const english = (path: string) => path || '/';
const arabic = (path: string) => `/ar${path}`;

function headOf(html: string) {
  const match = (pattern: RegExp) => pattern.exec(html)?.[1];
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((found) => [found[1]!, pathOf(found[2]!)]));
  const h1 = match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return {
    html: match(/<html([^>]*)>/) ?? '',
    title: match(/<title>([^<]*)<\/title>/) ?? '',
    description: match(/<meta name="description" content="([^"]*)"/) ?? '',
    canonical: pathOf(match(/<link rel="canonical" href="([^"]+)"/)),
    alternates,
    h1: h1 ? htmlToText(h1.replace(/<[^>]+>/g, '')) : '',
    languages: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((found) => (JSON.parse(found[1]!) as { inLanguage?: string }).inLanguage),
  };
}

test.describe('the Arabic pages as search engines read them', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML does not depend on the viewport');

  for (const path of PAGES) {
    test(`${arabic(path)}: rtl, Arabic h1, title and description, and hreflang pairs with ${english(path)}`, async ({ request }) => {
      const answer = await request.get(arabic(path));
      expect(answer.status()).toBe(200);
      const inArabic = headOf(await answer.text());
      expect(inArabic.html).toContain('lang="ar"');
      expect(inArabic.html).toContain('dir="rtl"');
      expect(inArabic.h1).toMatch(ARABIC);
      expect(inArabic.title).toMatch(ARABIC);
      expect(inArabic.description).toMatch(ARABIC);
      expect(inArabic.description.length).toBeGreaterThan(50);
      expect(inArabic.canonical).toBe(arabic(path));
      expect(inArabic.alternates).toEqual({ en: english(path), ar: arabic(path), 'x-default': english(path) });
      expect(inArabic.languages).toContain('ar');

      const inEnglish = headOf(await (await request.get(english(path))).text());
      expect(inEnglish.html).toContain('lang="en"');
      expect(inEnglish.canonical).toBe(english(path));
      expect(inEnglish.alternates).toEqual(inArabic.alternates);
      expect(inEnglish.h1).not.toMatch(ARABIC);
      expect(inEnglish.languages).toContain('en');
    });
  }

  test('the sitemap lists every page type in both languages, each entry naming the other', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((found) => ({
      loc: pathOf(/<loc>([^<]+)<\/loc>/.exec(found[1]!)?.[1]),
      alternates: Object.fromEntries([...found[1]!.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map((link) => [link[1]!, pathOf(link[2]!)])),
    }));
    for (const path of PAGES) {
      for (const loc of [english(path), arabic(path)]) {
        const entry = entries.find((each) => each.loc === loc);
        expect(entry, `${loc} in the sitemap`).toBeDefined();
        expect(entry!.alternates).toMatchObject({ en: english(path), ar: arabic(path) });
      }
    }
  });

  test('/ar/privacy-policy states the retention periods the English policy states, written in Arabic', async ({ request }) => {
    const map = retentionMap(RETENTION_DEFAULTS);
    const arabic = htmlToText(await (await request.get('/ar/privacy-policy')).text());
    const english = htmlToText(await (await request.get('/privacy-policy')).text());
    for (const sentence of Object.values(policyRetentionSentences(map))) expect(english).toContain(sentence);
    for (const sentence of Object.values(policyRetentionSentencesAr(map))) expect(arabic).toContain(sentence);
    expect(arabic).toContain('آخر تحديث: 01 أغسطس 2024');
  });
});

test('the company’s figures read as the UAE writes them ("120+") in every place on an Arabic page', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the markup does not depend on the viewport');
  const figures = companyTexts.ar.stats.map((stat) => stat.value);
  for (const path of ['', '/about', '/visa-consultant-in-dubai']) {
    await page.goto(arabic(path));
    // Every text on the page that holds a figure, and whether it sits in a left-to-right isolate.
    const found = await page.evaluate((values) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: { text: string; isolated: boolean }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, template')) continue;
        if (values.some((value) => node.textContent!.includes(value))) texts.push({ text: node.textContent!.trim(), isolated: parent.closest('bdi[dir="ltr"]') !== null });
      }
      return texts;
    }, figures);
    expect(found.length, `${arabic(path)} shows the figures`).toBeGreaterThanOrEqual(3);
    expect(found.filter((each) => !each.isolated), arabic(path)).toEqual([]);
  }
});

test.describe('the Arabic pages in the browser', () => {
  for (const path of BROWSED_PAGES) {
    test(`${arabic(path)}: no axe violations, no console errors, nothing off the screen`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' }); // stable carousels: no slide mid-scan
      const visit = await openPage(page, arabic(path));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const summary = results.violations.map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
      expect(summary).toEqual([]);
      await visit.expectClean();
    });
  }
});
