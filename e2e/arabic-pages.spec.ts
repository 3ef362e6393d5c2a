import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
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

const PAGES = ['/about', '/faq', '/contact', '/career', '/visa-consultant-in-dubai', '/privacy-policy', '/blogs'] as const;
const ARABIC = /[\u0600-\u06FF]/;
const url = (path: string) => new URL(path, E2E_BASE_URL).toString();

function headOf(html: string) {
  const match = (pattern: RegExp) => pattern.exec(html)?.[1];
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((found) => [found[1]!, found[2]!]));
  const h1 = match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return {
    html: match(/<html([^>]*)>/) ?? '',
    title: match(/<title>([^<]*)<\/title>/) ?? '',
    description: match(/<meta name="description" content="([^"]*)"/) ?? '',
    canonical: match(/<link rel="canonical" href="([^"]+)"/),
    alternates,
    h1: h1 ? htmlToText(h1.replace(/<[^>]+>/g, '')) : '',
    languages: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((found) => (JSON.parse(found[1]!) as { inLanguage?: string }).inLanguage),
  };
}

test.describe('the Arabic pages as search engines read them', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML does not depend on the viewport');

  for (const path of PAGES) {
    test(`/ar${path}: rtl, Arabic h1, title and description, and hreflang pairs with ${path}`, async ({ request }) => {
      const answer = await request.get(`/ar${path}`);
      expect(answer.status()).toBe(200);
      const arabic = headOf(await answer.text());
      expect(arabic.html).toContain('lang="ar"');
      expect(arabic.html).toContain('dir="rtl"');
      expect(arabic.h1).toMatch(ARABIC);
      expect(arabic.title).toMatch(ARABIC);
      expect(arabic.description).toMatch(ARABIC);
      expect(arabic.description.length).toBeGreaterThan(50);
      expect(arabic.canonical).toBe(url(`/ar${path}`));
      expect(arabic.alternates).toEqual({ en: url(path), ar: url(`/ar${path}`), 'x-default': url(path) });
      expect(arabic.languages).toContain('ar');

      const english = headOf(await (await request.get(path)).text());
      expect(english.html).toContain('lang="en"');
      expect(english.canonical).toBe(url(path));
      expect(english.alternates).toEqual(arabic.alternates);
      expect(english.h1).not.toMatch(ARABIC);
      expect(english.languages).toContain('en');
    });
  }

  test('/ar/privacy-policy states the retention periods the English policy states, written in Arabic', async ({ request }) => {
    const map = retentionMap(RETENTION_DEFAULTS);
    const arabic = htmlToText(await (await request.get('/ar/privacy-policy')).text());
    const english = htmlToText(await (await request.get('/privacy-policy')).text());
    for (const sentence of Object.values(policyRetentionSentences(map))) expect(english).toContain(sentence);
    for (const sentence of Object.values(policyRetentionSentencesAr(map))) expect(arabic).toContain(sentence);
    expect(arabic).toContain('آخر تحديث: 01 أغسطس 2024');
  });
});

test.describe('the Arabic pages in the browser', () => {
  for (const path of PAGES) {
    test(`/ar${path}: no axe violations, no console errors, nothing off the screen`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' }); // stable carousels: no slide mid-scan
      const visit = await openPage(page, `/ar${path}`);
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
