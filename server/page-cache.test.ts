import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { rawGet } from '@/test/raw-get';
import { createPageCache, type PageCache } from './page-cache.mjs';

/**
 * The in-memory copy of public pages, on a real HTTP server wired as server.mjs wires it: a copy
 * answers when there is one, otherwise the "Next" handler below renders and the copy is taken.
 */

type Render = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let base: string;
let pages: PageCache;
let clock: number;
let renders: number;
let render: Render;

const PUBLIC = 's-maxage=3600, stale-while-revalidate=82800';
const html = (text: string) => `<!DOCTYPE html><html><body><main>${text}</main></body></html>`;

/** A page as Next serves one from its cache: headers one by one, then the body in one piece. */
const cachedPage =
  (body: string, headers: Record<string, string> = {}): Render =>
  (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', PUBLIC);
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('ETag', `"${body.length}"`);
    res.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-abc='");
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(body);
  };

/** An answer rendered for the request, not taken from Next's cache, that a shared cache may keep. */
const renderedForTheRequest: Render = (req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', PUBLIC);
  res.end(JSON.stringify({ url: req.url }));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    if (pages.serve(req, res)) return;
    pages.capture(req, res);
    renders += 1;
    render(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clock = 1_000_000;
  renders = 0;
  pages = createPageCache({ maxAgeMs: 10_000, now: () => clock });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe('a public page Next serves from its cache', () => {
  it('is answered from the copy the second time, with the same body and headers', async () => {
    render = cachedPage(html('Schengen visa'));
    const first = await get('/visa');
    const second = await get('/visa');
    expect(renders).toBe(1);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(first.headers.get('x-page-cache')).toBeNull();
    for (const name of ['content-type', 'cache-control', 'etag', 'content-security-policy']) {
      expect([name, second.headers.get(name)]).toEqual([name, first.headers.get(name)]);
    }
  });

  it('is gzipped once for the clients that accept it, and sent as is to the others', async () => {
    const body = html('Dubai '.repeat(500));
    render = cachedPage(body);
    await get('/blogs');
    const raw = await rawGet(`${base}/blogs`, { 'Accept-Encoding': 'br;q=1, gzip;q=0.8' });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(body);
    expect(await (await get('/blogs', { 'Accept-Encoding': 'gzip;q=0, identity' })).text()).toBe(body);
    expect(renders).toBe(1);
  });

  it('answers a matching If-None-Match with 304 from the copy', async () => {
    render = cachedPage(html('Visa consultant'));
    const first = await get('/visa-consultant-in-dubai');
    const again = await get('/visa-consultant-in-dubai', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(renders).toBe(1);
  });

  it('is rendered again once its copy is older than the limit', async () => {
    render = cachedPage(html('v1'));
    await get('/visa');
    clock += 10_001;
    render = cachedPage(html('v2'));
    expect(await (await get('/visa')).text()).toBe(html('v2'));
    expect(renders).toBe(2);
  });

  it('shows a change on the next request after clear(), and an answer rendered before it is not kept', async () => {
    render = cachedPage(html('before the edit'));
    await get('/visa/germany');
    pages.clear();
    render = cachedPage(html('after the edit'));
    expect(await (await get('/visa/germany')).text()).toBe(html('after the edit'));

    // A render that began before the edit and ends after it must not be served afterwards.
    let finish: () => void = () => {};
    render = (req, res) => {
      finish = () => cachedPage(html('rendered from old data'))(req, res);
    };
    pages.clear();
    const slow = get('/visa/france');
    await new Promise((resolve) => setTimeout(resolve, 50));
    pages.clear(); // the edit lands while that render is under way
    finish();
    expect(await (await slow).text()).toBe(html('rendered from old data'));
    render = cachedPage(html('fresh'));
    expect(await (await get('/visa/france')).text()).toBe(html('fresh'));
  });

  it('drops the least recently used copies beyond its memory limit', async () => {
    pages = createPageCache({ maxBytes: 2_500, now: () => clock });
    const body = (name: string) => html(name.padEnd(1_000, '.'));
    for (const name of ['a', 'b']) {
      render = cachedPage(body(name));
      await get(`/${name}`);
    }
    await get('/a'); // a is now the most recently used
    render = cachedPage(body('c'));
    await get('/c');
    expect(pages.size).toBe(2);
    const before = renders;
    await get('/a');
    expect(renders).toBe(before);
    render = cachedPage(body('b'));
    await get('/b');
    expect(renders).toBe(before + 1);
  });
});

describe('what a copy is kept under', () => {
  it('one copy of a page Next serves from its cache answers every query string: 2,000 searches add none', async () => {
    render = cachedPage(html('Every visa'));
    const first = await (await get('/visa')).text();
    await get('/visa');
    const held = pages.bytes;
    expect(held).toBeGreaterThan(first.length);
    for (let i = 0; i < 2_000; i++) {
      const answer = await get(`/visa?q=${i.toString(36)}&kind=schengen`);
      expect(await answer.text()).toBe(first);
      expect(answer.headers.get('x-page-cache')).toBe('HIT');
    }
    expect(renders).toBe(1);
    expect(pages.size).toBe(1);
    expect(pages.bytes).toBe(held);
  });

  it('a page Next served from its cache for an address with a query is kept under its path', async () => {
    render = cachedPage(html('Every visa'));
    await get('/visa?q=japan');
    expect((await get('/visa')).headers.get('x-page-cache')).toBe('HIT');
    expect(renders).toBe(1);
  });

  it('an answer that may depend on the query is kept, and answered from its copy, only without one', async () => {
    render = renderedForTheRequest;
    await get('/api/posts?page=2');
    expect(await (await get('/api/posts?page=2')).text()).toContain('page=2');
    expect(pages.size).toBe(0);
    await get('/api/posts');
    expect((await get('/api/posts')).headers.get('x-page-cache')).toBe('HIT');
    const other = await get('/api/posts?page=3');
    expect(other.headers.get('x-page-cache')).toBeNull();
    expect(await other.text()).toContain('page=3');
  });

  it('an address that spells its path otherwise than plainly is left to Next', async () => {
    render = cachedPage(html('Japan'));
    await get('/visa/japan');
    for (const spelled of ['/visa/%6Aapan', '/visa/%6aapan', '/visa%2fjapan']) {
      expect([spelled, (await get(spelled)).headers.get('x-page-cache')]).toEqual([spelled, null]);
    }
    expect(pages.size).toBe(1);
    expect(renders).toBe(4);
  });
});

describe('what is never kept or never answered from a copy', () => {
  const cases: [string, Render, Record<string, string>?, string?][] = [
    ['a page that sets a cookie', cachedPage(html('x'), { 'Set-Cookie': 'zv_admin=1' })],
    ['a private page', cachedPage(html('x'), { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' })],
    ['a page without s-maxage', cachedPage(html('x'), { 'Cache-Control': 'public, max-age=60' })],
    ['a page that varies on a header the copy does not key on', cachedPage(html('x'), { Vary: 'rsc, Accept-Language' })],
    ['a 404', (req, res) => ((res.statusCode = 404), cachedPage(html('not found'))(req, res))],
    ['a request with a cookie', cachedPage(html('x')), { Cookie: 'zv_admin=abc' }],
    ['an RSC request of the client router', cachedPage(html('x')), { RSC: '1' }],
    ['a prefetch', cachedPage(html('x')), { 'Next-Router-Prefetch': '1' }],
    ['a POST', cachedPage(html('x')), {}, 'POST'],
  ];
  it.each(cases)('%s', async (_name, page, headers = {}, method = 'GET') => {
    render = page;
    await fetch(`${base}/page`, { method, headers });
    await fetch(`${base}/page`, { method, headers });
    expect(renders).toBe(2);
  });
});
