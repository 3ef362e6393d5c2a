import { expect, test, type Page } from '@playwright/test';
import { cacheTags } from '../lib/data/cache-tags';
import { e2eStore, logInThroughPage, uniqueSlug } from './support/admin';
import { publicRoutes } from './support/public-routes';

/**
 * The headers every answer carries, and the Content-Security-Policy checked where it matters: in
 * a real browser, every page the site has loads without one blocked resource or script.
 */

const POLICY_VIOLATIONS = '__cspViolations';

/** Records every CSP violation of the page in `window.__cspViolations`, from its first byte. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[key] = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, POLICY_VIOLATIONS);
}

const policyDirective = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** The text of every runnable inline script in `html`, as the browser hashes it. */
const inlineTexts = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|type="application\/ld\+json"/.test(attributes))
    .map(([, , text]) => text);

const violationsOf = (page: Page) => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], POLICY_VIOLATIONS);

/** Waits until the page and every script and image it asked for have loaded. */
const settle = (page: Page) => page.waitForLoadState('load');

test.describe('security headers', () => {
  test('every kind of answer carries the policy, nosniff, the referrer policy and a framing ban', async ({ request }) => {
    const answers = ['/', '/visa', '/login', '/sitemap.xml', '/api/1.0/user/blog/blogs', '/uploads/not-there.webp', '/no-such-page'];
    for (const path of answers) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], path).toContain("object-src 'none'");
      expect(headers['content-security-policy'], path).toContain("base-uri 'self'");
      expect(headers['content-security-policy'], path).toContain("form-action 'self'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });

  test('the policy allows only this origin, Cloudinary images and YouTube embeds', async ({ request }) => {
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const directive = (name: string) => policyDirective(policy, name);
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://res.cloudinary.com");
    expect(directive('frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://youtube-nocookie.com https://www.youtube.com https://youtube.com',
    );
    expect(directive('connect-src')).toBe("connect-src 'self'");
    // Served over plain http here: no HSTS, which would pin this host to https.
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
  });
});

test.describe('inline scripts: allowed one by one, by hash', () => {
  test('each page lists exactly as many hashes as it has inline scripts, and answers that are not HTML allow none', async ({ request }) => {
    for (const path of ['/', '/visa', '/blogs', '/login', '/no-such-page']) {
      const response = await request.get(path);
      const html = await response.text();
      const scriptSrc = policyDirective(response.headers()['content-security-policy'] ?? '', 'script-src') ?? '';
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      const inline = inlineTexts(html);
      expect(inline.length, path).toBeGreaterThan(0);
      expect(new Set(scriptSrc.match(/'sha256-[^']+'/g)).size, path).toBe(new Set(inline).size);
    }
    const api = await request.get('/api/1.0/user/blog/blogs');
    expect(policyDirective(api.headers()['content-security-policy'] ?? '', 'script-src')).toBe("script-src 'self'");
  });

  test('a 304 for a page carries the policy of that page', async ({ request }) => {
    const first = await request.get('/visa');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/visa', { headers: { 'If-None-Match': etag! } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  });

  test('a script injected into a page does not run', async ({ page }) => {
    await recordViolations(page);
    await page.goto('/visa');
    await settle(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
    });
    expect(ran).toBe(false);
    expect((await violationsOf(page)).some((violation) => violation.startsWith('script-src'))).toBe(true);
  });
});

test.describe('inline scripts that Next and React did not write', () => {
  test('a script stored around the sanitiser reaches the page, gets no hash and does not run; the page still hydrates', async ({ page, request }) => {
    // Written straight into the store, as an old record or a future bug would leave it.
    const store = await e2eStore();
    const slug = uniqueSlug('stored-script');
    const stored = await store.visas.create({
      country: 'Chile',
      title: `Stored script ${slug}`,
      slug,
      description: '<p>Before the script.</p><script>window.__storedScriptRan = true</script><p>After it.</p>',
      metaTitle: 'Stored script',
      metaKeywords: 'stored',
      metaDescription: 'A record written around the sanitiser.',
      imageAlt: 'Andes',
      imageURL: '/images/visas/germany-visa-from-dubai.webp',
      about: '',
      questions: [],
      faqs: [],
    });
    // What the site knows of the store's content is expired as for a record that was there
    // before: a direct write expires no cache tag, and the cached list of slugs would still call
    // the page unknown.
    await store.cacheTags.expire([cacheTags.visas, cacheTags.visa(slug)], Date.now());
    try {
      const response = await request.get(`/visa/${slug}`);
      const html = await response.text();
      expect(html).toContain('<script>window.__storedScriptRan = true</script>');
      const scriptSrc = policyDirective(response.headers()['content-security-policy'] ?? '', 'script-src') ?? '';
      const inline = inlineTexts(html);
      // Every inline script but the stored one is listed, by hash.
      expect(new Set(scriptSrc.match(/'sha256-[^']+'/g)).size).toBe(new Set(inline).size - 1);

      await recordViolations(page);
      await page.goto(`/visa/${slug}`);
      await settle(page);
      expect(await page.evaluate(() => (window as unknown as { __storedScriptRan?: boolean }).__storedScriptRan)).toBeUndefined();
      expect((await violationsOf(page)).filter((violation) => violation.startsWith('script-src'))).toHaveLength(1);
      // Next's and React's own scripts ran: React hydrated the page (it marks the nodes it owns).
      await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    } finally {
      await store.visas.delete(stored._id);
    }
  });
});

test.describe('the policy in a real browser', () => {
  test('no public page has a script, style, image or font blocked', async ({ page }) => {
    test.slow();
    await recordViolations(page);
    for (const path of publicRoutes) {
      await page.goto(path);
      await settle(page);
      expect(await violationsOf(page), path).toEqual([]);
    }
  });

  test('the login page and the rich-text editor work under the policy', async ({ page }) => {
    await recordViolations(page);
    await page.goto('/login');
    await settle(page);
    expect(await violationsOf(page), '/login').toEqual([]);
    await logInThroughPage(page);
    await page.goto('/admin/add-visas');
    await settle(page);
    await expect(page.locator('[contenteditable="true"]').first()).toBeVisible();
    expect(await violationsOf(page), '/admin/add-visas').toEqual([]);
  });
});
