import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIST_MAX_AGE_MS } from './not-found-copies.mjs';
import { REDIRECT_CACHE_CONTROL, createRedirects } from './redirects.mjs';

/**
 * Old addresses answered 301 on a real HTTP server, with a stand-in for Next that serves the
 * redirect list and counts how often it is asked for it.
 */

let server: Server;
let origin: string;
let list: Array<{ from: string; to: string }>;
let listStatus: number;
let listReads: number;
let clock: number;
let redirects: ReturnType<typeof createRedirects>;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (req.url === '/api/1.0/user/redirects') {
      listReads += 1;
      res.writeHead(listStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: listStatus, message: 'Redirects fetched successfully', data: list }));
      return;
    }
    if (await redirects.serve(req, res)) return;
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(`page ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  list = [{ from: '/visa/old-name', to: '/visa/new-name' }];
  listStatus = 200;
  listReads = 0;
  clock = 1_000_000;
  redirects = createRedirects({
    listPath: '/api/1.0/user/redirects',
    fetchInternal: (path) => fetch(new URL(path, origin)),
    headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
    now: () => clock,
  });
});

const get = (path: string, method = 'GET') => fetch(new URL(path, origin), { method, redirect: 'manual' });

test('an old address answers exactly 301 to the current one, keeping the query, never reused unasked, with the security headers', async () => {
  const answer = await get('/visa/old-name?utm_source=mail&x=1');
  expect(answer.status).toBe(301);
  expect(answer.headers.get('location')).toBe('/visa/new-name?utm_source=mail&x=1');
  expect(answer.headers.get('cache-control')).toBe(REDIRECT_CACHE_CONTROL);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect((await get('/visa/old-name', 'HEAD')).status).toBe(301);
});

test('other addresses and other methods go on to Next', async () => {
  expect((await get('/visa/new-name')).status).toBe(200);
  expect((await get('/visa/old-name', 'POST')).status).toBe(200);
});

test('a stored redirect from an address the app answers itself is never served, whatever the store holds', async () => {
  const taken = ['/admin', '/api/1.0/user/blogs', '/robots.txt', '/sitemap.xml', '/uploads/x.webp', '/visa-finder/all/japan', '/login', '/preview/x', '/contact', '/images/og-default.png', '/australia-visa-dubai', '/_next/static/x.js'];
  list.push(...taken.map((from) => ({ from, to: '/visa/new-name' })), { from: '/old-page', to: '/visa/new-name' });
  redirects.clear();
  for (const path of taken) {
    const answer = await get(path);
    expect([path, answer.status, await answer.text()]).toEqual([path, 200, `page ${path}`]);
  }
  // The same list's other entries are served: the refusal is by address, not a list ignored.
  expect((await get('/old-page')).headers.get('location')).toBe('/visa/new-name');
});

test('the list is read once, kept until clear() or its age, and not trusted when it cannot be read', async () => {
  await get('/visa/old-name');
  await get('/about');
  expect(listReads).toBe(1);
  list = [{ from: '/visa/new-name', to: '/visa/old-name' }];
  expect((await get('/visa/old-name')).status).toBe(301); // kept copy
  redirects.clear();
  expect((await get('/visa/old-name')).status).toBe(200);
  expect((await get('/visa/new-name')).headers.get('location')).toBe('/visa/old-name');
  expect(listReads).toBe(2);
  clock += LIST_MAX_AGE_MS;
  listStatus = 503;
  expect((await get('/visa/new-name')).status).toBe(200);
  listStatus = 200;
  expect((await get('/visa/new-name')).status).toBe(301);
  expect(listReads).toBe(4);
});
