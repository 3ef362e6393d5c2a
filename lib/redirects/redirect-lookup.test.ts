const redirects = { list: jest.fn() };
const cacheTags = { expirations: jest.fn() };
jest.mock('@/lib/store', () => ({ getStore: async () => ({ redirects, cacheTags }) }));

const row = (from: string, to: string) => ({ from, to });
let redirectTarget: (pathname: string) => Promise<string | null>;

beforeEach(async () => {
  jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate'] });
  delete (globalThis as { __redirectLookup?: unknown }).__redirectLookup;
  jest.resetModules();
  ({ redirectTarget } = await import('./redirect-lookup'));
  redirects.list.mockReset().mockResolvedValue([row('/visa/old', '/visa/new'), row('/admin', '/visa')]);
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
