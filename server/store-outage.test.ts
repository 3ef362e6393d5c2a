import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHtmlCsp } from './html-csp.mjs';
import { createStoreOutage, outagePage } from './store-outage.mjs';

/**
 * Pages that failed because the store is unreachable answer 503 with the plain message, on a
 * real HTTP server whose handler writes its error page the ways Next does, behind the HTML policy
 * wrapper in the order server.mjs applies them (the policy's wrapper first, so it writes last).
 */

const MESSAGE = 'The database is not reachable right now. Please try again in a moment.';
let failed = false;
let handler: (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let base: string;

beforeAll(async () => {
  const outage = createStoreOutage({ failedRecently: () => failed, message: MESSAGE });
  const htmlCsp = createHtmlCsp((hashes) => `script-src 'self'${hashes.map((hash) => ` '${hash}'`).join('')}`);
  server = createServer((req, res) => {
    res.setHeader('X-Frame-Options', 'DENY'); // as next.config sends it
    htmlCsp(req, res);
    outage(req, res);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Next's 500 page, written with an implicit head and in two chunks. */
const nextErrorPage = (status: number) => (_req: IncomingMessage, res: ServerResponse) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.write('<html><body>Internal Server');
  res.end(' Error</body></html>');
};

test('a page that failed while the store is unreachable answers 503, the message, Retry-After, and keeps the security headers', async () => {
  failed = true;
  handler = nextErrorPage(500);
  const response = await fetch(`${base}/blogs/some-post`);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('content-security-policy')).toBe("script-src 'self'");
  const html = await response.text();
  expect(html).toBe(outagePage(MESSAGE));
  expect(html).toContain(`<p>${MESSAGE}</p>`);
  expect(html).not.toMatch(/<script/);
});

test('other failures, other answers, and the API pass as they are', async () => {
  failed = false;
  handler = nextErrorPage(500);
  const other = await fetch(`${base}/blogs/some-post`);
  expect(other.status).toBe(500);
  expect(await other.text()).toBe('<html><body>Internal Server Error</body></html>');

  failed = true;
  handler = nextErrorPage(200);
  expect((await fetch(`${base}/visa`)).status).toBe(200);
  handler = nextErrorPage(500);
  const api = await fetch(`${base}/api/1.0/user/blog/blogs`);
  expect(api.status).toBe(500);
  const head = await fetch(`${base}/contact`, { method: 'HEAD' });
  expect(head.status).toBe(503);
});
