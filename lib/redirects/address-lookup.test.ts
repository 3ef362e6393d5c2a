const redirects = { list: jest.fn() };
const visas = { list: jest.fn() };
const blogs = { list: jest.fn() };
const cacheTags = { expirations: jest.fn() };
jest.mock('@/lib/store', () => ({ getStore: async () => ({ redirects, visas, blogs, cacheTags }) }));

const row = (from: string, to: string) => ({ from, to });
let redirectTarget: (pathname: string) => Promise<string | null>;
let pageExists: (pathname: string) => Promise<boolean>;

beforeEach(async () => {
  jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate'] });
  delete (globalThis as { __addressLookup?: unknown }).__addressLookup;
  jest.resetModules();
  ({ redirectTarget, pageExists } = await import('./address-lookup'));
  redirects.list.mockReset().mockResolvedValue([row('/visa/old', '/visa/new'), row('/admin', '/visa')]);
  visas.list.mockReset().mockResolvedValue([{ slug: 'japan-e-visa' }]);
  blogs.list.mockReset().mockResolvedValue([{ slug: 'schengen-checklist' }]);
  cacheTags.expirations.mockReset().mockResolvedValue({ redirects: 5 });
});
afterEach(() => jest.useRealTimers());

test('an old address leads to the stored one; an address the app answers never redirects', async () => {
  expect(await redirectTarget('/visa/old')).toBe('/visa/new');
  expect(await redirectTarget('/visa/other')).toBeNull();
  expect(await redirectTarget('/admin')).toBeNull();
  expect(redirects.list).toHaveBeenCalledTimes(1);
});

test('the list is read again when the content version moves, at most once a second', async () => {
  await redirectTarget('/visa/old');
  redirects.list.mockResolvedValue([row('/visa/old', '/visa/newer')]);
  cacheTags.expirations.mockResolvedValue({ redirects: 6 });
  expect(await redirectTarget('/visa/old')).toBe('/visa/new'); // within the second: the Map alone
  jest.setSystemTime(1_001_000);
  expect(await redirectTarget('/visa/old')).toBe('/visa/newer');
});

test('an unchanged version keeps the list, up to a minute', async () => {
  await redirectTarget('/visa/old');
  jest.setSystemTime(1_030_000);
  await redirectTarget('/visa/old');
  expect(redirects.list).toHaveBeenCalledTimes(1);
  jest.setSystemTime(1_061_000);
  await redirectTarget('/visa/old');
  expect(redirects.list).toHaveBeenCalledTimes(2);
});

test('a store that does not answer: no redirect, never one from an old list', async () => {
  await redirectTarget('/visa/old');
  cacheTags.expirations.mockRejectedValue(new Error('down'));
  jest.setSystemTime(1_002_000);
  expect(await redirectTarget('/visa/old')).toBeNull();
});

test("a record route's address exists while a record shows there, in either language; other routes and public files always, unknown paths never", async () => {
  expect(await pageExists('/visa/japan-e-visa')).toBe(true);
  expect(await pageExists('/ar/visa/japan-e-visa')).toBe(true);
  expect(await pageExists('/visa/uk-visit-visa-from-dubai')).toBe(true); // a country page
  expect(await pageExists('/visa/made-up')).toBe(false);
  expect(await pageExists('/blogs/schengen-checklist')).toBe(true);
  expect(await pageExists('/ar/blogs/made-up')).toBe(false);
  expect(await pageExists('/about')).toBe(true);
  expect(await pageExists('/ar/contact')).toBe(true);
  expect(await pageExists('/no-such-page')).toBe(false);
  expect(await pageExists('/ar/no-such-page')).toBe(false);
  expect(await pageExists('/images/og-default.png')).toBe(true); // a file of public/
  expect(await pageExists('/robots.txt')).toBe(true);
  expect(await pageExists('/index.html')).toBe(false);
  expect(await pageExists('/ar/admin')).toBe(false); // the staff's area has no Arabic
});

test('a store that does not answer: a record address is not called missing', async () => {
  cacheTags.expirations.mockRejectedValue(new Error('down'));
  expect(await pageExists('/visa/made-up')).toBe(true);
  expect(await pageExists('/no-such-page')).toBe(false);
});

test('a record written straight into the store is found on its first visit; misses read the lists at most once a second', async () => {
  expect(await pageExists('/visa/made-up')).toBe(false);
  expect(visas.list).toHaveBeenCalledTimes(1);
  // Same content version (no edit through the app), a new row.
  visas.list.mockResolvedValue([{ slug: 'japan-e-visa' }, { slug: 'restored-visa' }]);
  jest.setSystemTime(1_000_500);
  expect(await pageExists('/visa/restored-visa')).toBe(false); // lists read half a second ago: not again
  expect(visas.list).toHaveBeenCalledTimes(1);
  jest.setSystemTime(1_001_500);
  expect(await pageExists('/visa/restored-visa')).toBe(true);
  expect(await Promise.all([pageExists('/visa/made-up'), pageExists('/blogs/made-up')])).toEqual([false, false]);
  expect(visas.list).toHaveBeenCalledTimes(2);
});
