import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIST_MAX_AGE_MS, createNotFoundCopies } from './not-found-copies.mjs';

/**
 * Unknown slugs answered from one rendered 404 per kind of page, on a real HTTP server whose
 * stand-in for Next renders 404s with the address in its router data, as Next does, and counts
 * what it renders.
 */

let server: Server;
let origin: string;
let slugs: string[];
let listAnswer: number;
let renders: string[];
let copies: ReturnType<typeof createNotFoundCopies>;
let clock: number;

/** What the stand-in for Next answers: the slug list, a known page, or a 404 naming the address. */
function next(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '';
  if (url === '/api/1.0/user/testimonial/get-visa-slug') {
    res.writeHead(listAnswer, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: listAnswer, message: 'Visa slugs fetched successfully', data: slugs.map((slug) => ({ slug })) }));
    return;
  }
  renders.push(url);
  const slug = url.slice('/visa/'.length);
  if (slugs.includes(slug) || slug === 'static-country-page') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<h1>${slug}</h1>`);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', 'x-frame-options': 'DENY' });
  res.end(`<main>Page Not Found</main><script>self.__next_f.push([1,"c:[\\"\\",\\"visa\\",\\"${slug}\\"]"])</script>`);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (await copies.serve(req, res)) return;
    next(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  slugs = ['chile-visa', 'peru-visa'];
  listAnswer = 200;
  renders = [];
  clock = 1_000_000;
  copies = createNotFoundCopies({
    now: () => clock,
    families: [{ prefix: '/visa/', slugsPath: '/api/1.0/user/testimonial/get-visa-slug', alsoKnown: ['static-country-page'] }],
    fetchInternal: (path, headers) => fetch(new URL(path, origin), { headers }),
    send: (_req, res, status, headers, body) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      res.writeHead(status);
      res.end(body);
    },
  });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${path}`, { headers });
  return { status: response.status, body: await response.text(), headers: response.headers };
};

test('a flood of made-up slugs costs one render; each answer is the 404 with its own address', async () => {
  const made = Array.from({ length: 200 }, (_, index) => `made-up-${index}`);
  const answers = await Promise.all(made.map((slug) => get(`/visa/${slug}`)));
  answers.forEach((answer, index) => {
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(`<main>Page Not Found</main><script>self.__next_f.push([1,"c:[\\"\\",\\"visa\\",\\"${made[index]}\\"]"])</script>`);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-not-found-copy')).toBe('HIT');
  });
  expect(renders).toHaveLength(1); // the probe
  expect(renders[0]).toMatch(/^\/visa\/zv-not-found-[0-9a-f]{12}$/);
});

test('known slugs, static pages, queries, escapes, other paths and router requests go to Next', async () => {
  for (const path of ['/visa/chile-visa', '/visa/static-country-page', '/visa/made-up?x=1', '/visa/caf%C3%A9', '/visa/a/b', '/blogs/made-up']) {
    await get(path);
  }
  await get('/visa/made-up', { rsc: '1' });
  expect(renders).toEqual(['/visa/chile-visa', '/visa/static-country-page', '/visa/made-up?x=1', '/visa/caf%C3%A9', '/visa/a/b', '/blogs/made-up', '/visa/made-up']);
});

test('after content changes, a slug that now exists is rendered, and the copy is taken again', async () => {
  expect((await get('/visa/new-visa')).status).toBe(404);
  slugs.push('new-visa');
  expect((await get('/visa/new-visa')).status).toBe(404); // the list is kept until content changes
  copies.clear();
  expect(await get('/visa/new-visa')).toMatchObject({ status: 200, body: '<h1>new-visa</h1>' });
  expect((await get('/visa/still-unknown')).status).toBe(404);
  expect(renders.filter((url) => url.includes('zv-not-found-'))).toHaveLength(2);
});

test('a record that reached the store without a content-change signal is found once the list is a minute old', async () => {
  expect((await get('/visa/restored-visa')).status).toBe(404);
  slugs.push('restored-visa'); // written by another program: no clear() reaches this server
  clock += LIST_MAX_AGE_MS - 1;
  expect((await get('/visa/restored-visa')).headers.get('x-not-found-copy')).toBe('HIT');
  clock += 1;
  const answer = await get('/visa/restored-visa');
  expect(answer.status).toBe(200);
  expect(answer.body).toBe('<h1>restored-visa</h1>');
  expect((await get('/visa/still-made-up')).headers.get('x-not-found-copy')).toBe('HIT'); // the 404 copy itself is kept
  expect(renders.filter((path) => path.includes('zv-not-found'))).toHaveLength(1);
});

test('when the slug list cannot be had (the store is down), Next answers every address', async () => {
  listAnswer = 503;
  await get('/visa/made-up-1');
  await get('/visa/made-up-2');
  expect(renders).toEqual(['/visa/made-up-1', '/visa/made-up-2']);
  listAnswer = 200; // back: the list is asked for again
  await get('/visa/made-up-3');
  await get('/visa/made-up-4');
  expect(renders).toHaveLength(3); // the two above, and one probe
});
