import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SharedTagsFileSystemCache from './pages.mjs';

/**
 * Next's page cache, as the handler runs it: a page whose render began before an edit of what
 * it shows is not served as fresh after the edit, however late the render is stored; one that
 * began after the edit is kept. The keys and entries are shaped as Next 16 hands them over.
 */

type Handler = InstanceType<typeof SharedTagsFileSystemCache>;

let build: string;
beforeEach(() => {
  build = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
});
afterEach(() => rmSync(build, { recursive: true, force: true }));

let pages = 0;
/** A key of its own per test: Next's memory of entries is one per process. */
const freshKey = () => `/route-cache/APP_PAGE/7ec957a0912a17b1/$/career-${(pages += 1)}`;

function handler({ memory = true } = {}): Handler {
  const { nodeFs } = jest.requireActual('next/dist/server/lib/node-fs-methods');
  return new SharedTagsFileSystemCache({
    fs: nodeFs,
    serverDistDir: path.join(build, 'server'),
    flushToDisk: true,
    maxMemoryCacheSize: memory ? 50 * 1024 * 1024 : 0,
    revalidatedTags: [],
  });
}

const tag = 'site-list:jobs';
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`0:${html}`),
  headers: { 'x-next-cache-tags': tag },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const asked = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
const stored = { cacheControl: { revalidate: false, expire: undefined } };
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** What a visitor would be shown from the cache: the entry's html, or null for a fresh render. */
async function served(cache: Handler, key: string) {
  const entry = await cache.get(key, asked);
  return (entry?.value as { html?: string } | undefined)?.html ?? null;
}

/** Next finds nothing under `key` and renders; an edit expires the page's tag; the render is stored after it. */
async function storeARenderBegunBeforeAnEdit(cache: Handler, key: string) {
  expect(await served(cache, key)).toBeNull();
  await tick();
  await cache.revalidateTag([tag]);
  await tick();
  await cache.set(key, page('<p>old list</p>'), stored);
}

test('a render that began before an edit is stored, but not served as fresh, after it', async () => {
  const cache = handler();
  const key = freshKey();
  await storeARenderBegunBeforeAnEdit(cache, key);

  expect(await served(cache, key)).toBeNull();
  // Rendered again, after the edit: that one is kept.
  await tick();
  await cache.set(key, page('<p>new list</p>'), stored);
  expect(await served(cache, key)).toBe('<p>new list</p>');
});

test('read back from disk, the entry carries the time its render began', async () => {
  const key = freshKey();
  await storeARenderBegunBeforeAnEdit(handler(), key);

  // Without Next's memory of entries (one per process, on its own class), as after the entry
  // left it, the handler reads the files.
  const nextCache = Object.getPrototypeOf(SharedTagsFileSystemCache) as { memoryCache?: unknown };
  const memory = nextCache.memoryCache;
  nextCache.memoryCache = undefined;
  try {
    expect(await served(handler({ memory: false }), key)).toBeNull();
  } finally {
    nextCache.memoryCache = memory;
  }
});

test('a page rendered after the last edit is served from the cache', async () => {
  const cache = handler();
  const key = freshKey();
  await cache.revalidateTag([tag]);
  await tick();
  expect(await served(cache, key)).toBeNull();
  await cache.set(key, page('<p>list</p>'), stored);
  expect(await served(cache, key)).toBe('<p>list</p>');
});
