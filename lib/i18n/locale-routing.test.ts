import { localeRoute, reachesLanguageSegment } from './locale-routing';

test('English pages are answered by the en segment, unseen', () => {
  expect(localeRoute('/')).toEqual({ rewrite: '/en' });
  expect(localeRoute('/visa/uk-visit-visa-from-dubai')).toEqual({ rewrite: '/en/visa/uk-visit-visa-from-dubai' });
  expect(localeRoute('/privacy/my-data/abc/copy.json')).toEqual({ rewrite: '/en/privacy/my-data/abc/copy.json' });
  expect(localeRoute('/made-up')).toEqual({ rewrite: '/en/made-up' });
});

test('an /en address moves to the one without the prefix', () => {
  expect(localeRoute('/en')).toEqual({ redirect: '/' });
  expect(localeRoute('/en/about')).toEqual({ redirect: '/about' });
});

test('Arabic pages, the staff area, the portal, the API and files pass as they are', () => {
  for (const path of ['/ar', '/ar/visa', '/admin', '/admin/leads', '/login', '/invite/x', '/case/x', '/not-allowed', '/api/health', '/og/home', '/uploads/a.webp', '/robots.txt', '/sitemap.xml', '/icon.svg']) {
    expect(localeRoute(path)).toBeNull();
  }
  expect(localeRoute('/english')).toEqual({ rewrite: '/en/english' });
});

test("an area's or a file's name alone is told apart from public pages and deeper addresses", () => {
  for (const path of ['/case', '/invite', '/uploads', '/og', '/api', '/images', '/_next', '/login', '/admin', '/index.html', '/favicon.ico', '/robots.txt']) {
    expect(reachesLanguageSegment(path)).toBe(true);
  }
  for (const path of ['/', '/ar', '/en', '/case/x', '/uploads/a.webp', '/images/hero/hero-1.webp', '/visa', '/case-studies', '/made-up', '/ar/x.html']) {
    expect(reachesLanguageSegment(path)).toBe(false);
  }
});
