import compression from 'compression';
import { type IncomingMessage, type Server, type ServerResponse, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createPageCopies } from './page-copies.mjs';

/**
 * The front copy of finished pages, on a real HTTP server wired as server.mjs wires it (copies,
 * then compression, then the page): what is kept, what is answered from a copy, and when the
 * copies stop being answered.
 */

interface Page {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string;
}

const PAGE = '<!DOCTYPE html><html><body>' + 'A visa page. '.repeat(200) + '</body></html>';
const CACHED: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000', etag: '"abc"', 'content-security-policy': "script-src 'sha256-x'" };

let server: Server;
let base: string;
let renders: number;
let pages: Record<string, Page>;
let generation: number;
let sure: boolean;
let time: number;
let copies: ReturnType<typeof createPageCopies>;

function answer(req: IncomingMessage, res: ServerResponse) {
  renders += 1;
  // The clock moves while this one renders (an edit lands meanwhile).
  if (req.url === '/moving') generation += 1;
  const page = pages[(req.url ?? '').split('?')[0] ?? ''] ?? { status: 404, headers: { 'content-type': 'text/html', 'cache-control': 's-maxage=31536000' }, body: 'Not found' };
  res.statusCode = page.status ?? 200;
  for (const [name, value] of Object.entries(page.headers ?? CACHED)) res.setHeader(name, value);
  const body = page.body ?? PAGE;
  // In two writes, as Next streams.
  res.write(body.slice(0, 100));
  res.end(req.method === 'HEAD' ? undefined : body.slice(100));
}

beforeEach(async () => {
  renders = 0;
  generation = 1;
  sure = true;
  time = 0;
  pages = { '/visa': {} };
  copies = createPageCopies({ clock: { generation: () => generation, sure: () => sure }, sessionCookie: 'zv_admin', now: () => time });
  const compress = compression();
  server = createServer((req, res) => {
    if (copies.serve(req, res)) return;
    copies.capture(req, res);
    compress(req as never, res as never, () => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A raw request (fetch would decompress, and add its own Accept-Encoding). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const GZIP = { 'accept-encoding': 'gzip' };

test('a cached page is answered from its copy, byte for byte, headers and all', async () => {
  const first = await get('/visa', GZIP);
  const second = await get('/visa', GZIP);
  expect(renders).toBe(1);
  expect(second.status).toBe(200);
  expect(second.body.equals(first.body)).toBe(true);
  expect(gunzipSync(second.body).toString()).toBe(PAGE);
  expect(second.headers['content-encoding']).toBe('gzip');
  expect(second.headers['content-security-policy']).toBe(CACHED['content-security-policy']);
  expect(second.headers.etag).toBe('"abc"');
  expect(second.headers.vary).toBe(first.headers.vary);
  expect(Number(second.headers['content-length'])).toBe(second.body.length);
  expect(copies.size).toBe(1);
});

test("a copy leaves out Next's internal notes and a header line said twice", async () => {
  const preload = '</_next/static/media/font.woff2>; rel=preload; as="font"; crossorigin=""';
  pages['/visa'] = {
    headers: { ...CACHED, link: [preload, preload], 'x-middleware-rewrite': '/en/visa', 'x-nextjs-cache': 'MISS', 'x-nextjs-stale-time': '300' },
  };
  const first = await get('/visa', GZIP);
  expect(first.headers['x-nextjs-cache']).toBe('MISS');
  const copy = await get('/visa', GZIP);
  expect(renders).toBe(1);
  expect(copy.headers.link).toBe(preload);
  expect(Object.keys(copy.headers).filter((name) => /^x-(nextjs|middleware)-/.test(name))).toEqual([]);
  expect(copy.headers['content-security-policy']).toBe(CACHED['content-security-policy']);
});

test('each encoding the compression picks has its own copy', async () => {
  await get('/visa', GZIP);
  const plain = await get('/visa');
  expect(renders).toBe(2);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect((await get('/visa', { 'accept-encoding': 'identity' })).body.toString()).toBe(PAGE);
  // Another spelling that picks gzip shares the gzip copy.
  const gzip = await get('/visa', { 'accept-encoding': 'gzip, deflate;q=0.5' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(renders).toBe(2);
  const br = await get('/visa', { 'accept-encoding': 'br, gzip' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(renders).toBe(3);
  expect(copies.size).toBe(3);
});

test('HEAD is answered from the copy without a body', async () => {
  await get('/visa', GZIP);
  const head = await get('/visa', GZIP, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers['content-encoding']).toBe('gzip');
  expect(renders).toBe(1);
  // A HEAD alone keeps nothing: it has no body to keep.
  pages['/blogs'] = {};
  await get('/blogs', GZIP, 'HEAD');
  await get('/blogs', GZIP, 'HEAD');
  expect(renders).toBe(3);
});

test('If-None-Match with the ETag answers 304 from the copy', async () => {
  await get('/visa', GZIP);
  const notModified = await get('/visa', { ...GZIP, 'if-none-match': '"abc"' });
  expect(notModified.status).toBe(304);
  expect(notModified.body.length).toBe(0);
  expect(notModified.headers.etag).toBe('"abc"');
  expect(notModified.headers['content-security-policy']).toBe(CACHED['content-security-policy']);
  expect((await get('/visa', { ...GZIP, 'if-none-match': '"other"' })).status).toBe(200);
  expect(renders).toBe(1);
});

test.each([
  ['the session cookie', { cookie: 'theme=dark; zv_admin=sealed' }],
  ["the router's RSC header", { rsc: '1' }],
  ['a router state tree', { 'next-router-state-tree': '%5B%5D' }],
  ['a prefetch', { 'next-router-prefetch': '1' }],
  ['a server action', { 'next-action': 'abc' }],
  ['authorization', { authorization: 'Basic eDp5' }],
])('a request with %s is neither answered from a copy nor copied', async (_name, headers) => {
  await get('/visa', { ...GZIP, ...headers });
  expect(copies.size).toBe(0);
  await get('/visa', GZIP);
  await get('/visa', { ...GZIP, ...headers });
  expect(renders).toBe(3);
});

test('another cookie does not stop a copy', async () => {
  await get('/visa', { ...GZIP, cookie: 'consent=yes' });
  await get('/visa', { ...GZIP, cookie: 'consent=yes' });
  expect(renders).toBe(1);
});

test('an address with a query string is left to Next', async () => {
  await get('/visa?q=chile', GZIP);
  await get('/visa?q=chile', GZIP);
  expect(renders).toBe(2);
  expect(copies.size).toBe(0);
});

test.each([
  ['a 404 (a made-up address)', '/zzz-made-up', {}],
  ['an answer that sets a cookie', '/visa', { headers: { ...CACHED, 'set-cookie': 'a=b' } }],
  ['a private answer', '/visa', { headers: { ...CACHED, 'cache-control': 'private, no-store' } }],
  ['an answer without s-maxage', '/visa', { headers: { ...CACHED, 'cache-control': 'public, max-age=60' } }],
  ['an answer that varies on the cookie', '/visa', { headers: { ...CACHED, vary: 'Cookie' } }],
  ['a redirect', '/visa', { status: 301, headers: { ...CACHED, location: '/visa/new' } }],
  ['an admin page', '/admin/visas', {}],
  ['an API answer', '/api/1.0/user/redirects', {}],
])('%s is not kept', async (_name, path, page: Page) => {
  if (path !== '/zzz-made-up') pages[path] = page;
  await get(path, GZIP);
  await get(path, GZIP);
  expect(renders).toBe(2);
  expect(copies.size).toBe(0);
});

test('copies are answered only while the clock stands still, and while it is sure', async () => {
  await get('/visa', GZIP);
  generation += 1; // an edit, here or anywhere
  await get('/visa', GZIP);
  expect(renders).toBe(2);
  await get('/visa', GZIP);
  expect(renders).toBe(2);
  sure = false; // the store stopped answering
  await get('/visa', GZIP);
  await get('/visa', GZIP);
  expect(renders).toBe(4);
});

test('an answer rendered across a move of the clock is not kept', async () => {
  pages['/moving'] = {};
  await get('/moving', GZIP);
  expect(copies.size).toBe(0);
});

test('a copy lives no longer than its s-maxage', async () => {
  pages['/short'] = { headers: { ...CACHED, 'cache-control': 's-maxage=10, stale-while-revalidate=60' } };
  await get('/short', GZIP);
  time += 9_999;
  await get('/short', GZIP);
  expect(renders).toBe(1);
  time += 1;
  await get('/short', GZIP);
  expect(renders).toBe(2);
});

test('memory is bounded: the least recently used copies go first', async () => {
  const pageBytes = Buffer.byteLength(PAGE);
  copies = createPageCopies({ clock: { generation: () => generation, sure: () => sure }, sessionCookie: 'zv_admin', maxBytes: 3 * pageBytes + 10, now: () => time });
  for (let i = 0; i < 8; i++) pages[`/page-${i}`] = {};
  for (let i = 0; i < 8; i++) await get(`/page-${i}`);
  expect(copies.bytes).toBe(3 * pageBytes);
  expect(copies.size).toBe(3);
  const before = renders;
  await get('/page-7'); // the newest is kept
  expect(renders).toBe(before);
  await get('/page-0'); // the oldest went
  expect(renders).toBe(before + 1);
});

test('the number of copies is bounded too', async () => {
  copies = createPageCopies({ clock: { generation: () => generation, sure: () => sure }, sessionCookie: 'zv_admin', maxCount: 3, now: () => time });
  for (let i = 0; i < 5; i++) pages[`/page-${i}`] = {};
  for (let i = 0; i < 5; i++) await get(`/page-${i}`, GZIP);
  expect(copies.size).toBe(3);
  copies.clear();
  expect(copies.size).toBe(0);
  expect(copies.bytes).toBe(0);
});
