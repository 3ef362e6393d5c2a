import { seedCountryPages } from '@/content/seed/country-pages';
import { ConflictError } from '@/lib/errors';
import type { Store } from '@/lib/store/store';
import { newCountryPageSchema } from '@/lib/country-pages/country-page-definition';
import { blogFields, visaFields } from '@/test/fixtures';
import { availableAdapters, storeForSuite } from '@/test/store-adapters';
import { addManualRedirect } from './manual-redirects';
import { manualRedirectSchema } from './redirect-schemas';

/**
 * Which addresses staff may redirect by hand: only those nothing on the site shows. The
 * addresses below are answered by the app itself (a route, a metadata file, an upload, the
 * finder, the admin, a file of public/, a redirect of next.config.mjs); a redirect from one
 * would shadow it, so both the form's schema and the service refuse it and nothing is stored.
 */
const TAKEN = [
  '/robots.txt',
  '/sitemap.xml',
  '/icon.svg',
  '/uploads/x.webp',
  '/visa-finder/all/japan',
  '/visa-finder/no-match',
  '/visa-finder',
  '/admin',
  '/admin/leads',
  '/admin/no-such-page',
  '/login',
  '/invite/some-token',
  '/preview/x',
  '/not-allowed',
  '/og/about',
  '/api/health',
  '/api/anything',
  '/_next/static/chunks/x.js',
  '/contact',
  '/visa',
  '/blogs',
  '/images/og-default.png',
  '/australia-visa-dubai',
  '/rob%6Fts.txt',
];

describe('the redirect form', () => {
  test.each(TAKEN)('refuses %s, naming it', (from) => {
    const result = manualRedirectSchema.safeParse({ from, to: '/visa' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`${from} is answered by the site itself (a page, a file, the admin or the API), so it cannot redirect.`]);
  });

  test.each(['/visa/an-old-slug', '/blogs/an-old-post', '/old-page', '/services/visa-help', '/images/a-deleted-image.webp', '/visa/old/nested'])('takes %s, which no route or file answers by itself', (from) => {
    expect(manualRedirectSchema.parse({ from, to: '/visa' })).toEqual({ from, to: '/visa' });
  });
});

describe.each(availableAdapters())('addManualRedirect [$name]', (adapter) => {
  let store: Store;
  storeForSuite(adapter, (opened) => (store = opened));

  const add = (from: string) => addManualRedirect(store, 'Eda Editor', { from, to: '/visa' });

  test('refuses every address the app answers itself, and stores nothing', async () => {
    for (const from of TAKEN) {
      const refusal = add(from);
      await expect(refusal).rejects.toBeInstanceOf(ConflictError);
      await expect(refusal).rejects.toMatchObject({ field: 'from', message: `${from} is answered by the site itself (a page, a file, the admin or the API), so it cannot redirect.` });
    }
    expect(await store.redirects.list()).toEqual([]);
  });

  test('refuses a visa, country page or post address while its record shows there, and takes it once the record is gone', async () => {
    const visa = await store.visas.create(visaFields());
    const post = await store.blogs.create(blogFields());
    const country = await store.countryPages.create(newCountryPageSchema.parse(seedCountryPages[0]));
    for (const from of [`/visa/${visa.slug}`, `/blogs/${post.slug}`, `/visa/${country.slug}`]) {
      await expect(add(from)).rejects.toThrow(`${from} shows a page now: rename or delete that page instead, and its old address redirects by itself.`);
    }
    await store.visas.delete(visa._id);
    await store.blogs.delete(post._id);
    expect(await add(`/visa/${visa.slug}`)).toMatchObject({ from: `/visa/${visa.slug}`, to: '/visa', createdBy: 'Eda Editor' });
    expect(await add(`/blogs/${post.slug}`)).toMatchObject({ from: `/blogs/${post.slug}`, to: '/visa' });
    expect(await add('/old-page')).toMatchObject({ from: '/old-page', to: '/visa' });
    expect((await store.redirects.list()).map((redirect) => redirect.from).sort()).toEqual([`/blogs/${post.slug}`, `/visa/${visa.slug}`, '/old-page'].sort());
  });
});
