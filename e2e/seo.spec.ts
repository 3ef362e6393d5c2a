import { expect, test } from '@playwright/test';
import { countryPages } from '../content/country-pages';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { staticPublicPages } from '../lib/seo/public-pages';
import { validateJsonLd } from '../test/schema-org';
import { publicRoutes } from './support/public-routes';
import { E2E_BASE_URL } from './support/server-env';

test.skip(({ isMobile }) => isMobile, 'metadata does not depend on the viewport');

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

test.describe('search engines can read every public page', () => {
  for (const path of publicRoutes) {
    test(`${path}: title, description, canonical, social cards, lang and valid JSON-LD`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="en"/);
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]?.length).toBeGreaterThan(10);
      expect(meta(html, 'name', 'description')?.length).toBeGreaterThan(50);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical && new URL(canonical).toString()).toBe(new URL(path, E2E_BASE_URL).toString());
      expect(meta(html, 'property', 'og:title')).toBeTruthy();
      expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\//);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
      const blocks = jsonLdBlocks(html);
      expect(blocks.map((block) => block['@type'])).toContain('TravelAgency');
      for (const block of blocks) expect(validateJsonLd(block), `${path} ${String(block['@type'])}`).toEqual([]);
    });
  }

  test('detail pages carry breadcrumbs; posts are BlogPostings; pages with FAQs carry an FAQPage', async ({ request }) => {
    const types = async (path: string) => jsonLdBlocks(await (await request.get(path)).text()).map((block) => block['@type']);
    expect(await types(`/visa/${seedVisas[0]!.slug}`)).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
    expect(await types(`/visa/${countryPages[0]!.url}`)).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
    expect(await types(`/blogs/${seedBlogs[0]!.slug}`)).toEqual(expect.arrayContaining(['BreadcrumbList', 'BlogPosting']));
    expect(await types('/faq')).toContain('FAQPage');
    expect(await types('/')).toContain('FAQPage');
  });

  test('record pages take their metadata from the record', async ({ request }) => {
    const visa = seedVisas[0]!;
    const html = await (await request.get(`/visa/${visa.slug}`)).text();
    expect(html).toContain(`<title>${visa.metaTitle.replace(/&/g, '&amp;')}</title>`);
    expect(meta(html, 'name', 'keywords')).toBe(visa.metaKeywords.replace(/&/g, '&amp;'));
    expect(meta(html, 'property', 'og:image:alt')).toBe(visa.imageAlt.replace(/&/g, '&amp;'));
    const country = countryPages[1]!;
    const countryHtml = await (await request.get(`/visa/${country.url}`)).text();
    expect(meta(countryHtml, 'name', 'description')).toBe(country.metaDescpt.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });

  test('pages without an image of their own share a card drawn with their own words', async ({ request }) => {
    const cards = new Map<string, string>();
    for (const { path } of staticPublicPages) {
      const html = await (await request.get(path)).text();
      const image = meta(html, 'property', 'og:image')!;
      expect(new URL(image).pathname, path).toMatch(/^\/og\/[a-z-]+$/);
      expect(meta(html, 'name', 'twitter:image')).toBe(image);
      expect(meta(html, 'property', 'og:image:alt')?.length).toBeGreaterThan(20);
      expect(meta(html, 'property', 'og:image:type')).toBe('image/png');
      const card = await request.get(new URL(image).pathname);
      expect(card.status()).toBe(200);
      expect(card.headers()['content-type']).toBe('image/png');
      const png = await card.body();
      // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers.
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      cards.set(png.toString('base64'), path);
    }
    expect(cards.size, 'each page has a card of its own').toBe(staticPublicPages.length);
    expect((await request.get('/og/no-such-card')).status()).toBe(404);
  });

  test('the country pages’ bare top-level addresses move permanently to their page under /visa', async ({ request }) => {
    for (const { url } of countryPages) {
      const response = await request.get(`/${url}`, { maxRedirects: 0 });
      expect(response.status(), url).toBe(308);
      expect(new URL(response.headers().location!, E2E_BASE_URL).pathname).toBe(`/visa/${url}`);
    }
    expect((await request.get('/no-such-visa-dubai', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('the not-found page asks not to be indexed', async ({ request }) => {
    const response = await request.get('/no-such-page-anywhere');
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
  });

  test('sitemap.xml lists every public page, visa, country page and post with a last-modified date', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of publicRoutes) expect(urls).toContain(path);
    for (const visa of seedVisas) expect(urls).toContain(`/visa/${visa.slug}`);
    for (const page of countryPages) expect(urls).toContain(`/visa/${page.url}`);
    for (const blog of seedBlogs) expect(urls).toContain(`/blogs/${blog.slug}`);
    expect(xml.match(/<lastmod>/g)?.length).toBe(urls.length);
  });

  test('the icons clients fetch by name are served and linked from every page', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const [path, type, rel] of [
      ['/favicon.ico', 'image/x-icon', 'icon'],
      ['/apple-icon.png', 'image/png', 'apple-touch-icon'],
      ['/icon.svg', 'image/svg+xml', 'icon'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe(type);
      expect((await response.body()).length, path).toBeGreaterThan(500);
      expect(html, path).toMatch(new RegExp(`<link rel="${rel}" href="${path.replace('.', '\\.')}[?"]`));
    }
  });

  test('robots.txt points to the sitemap and keeps admin, login and the API out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
    for (const path of ['/admin', '/login', '/api/']) expect(robots).toContain(`Disallow: ${path}`);
  });
});
