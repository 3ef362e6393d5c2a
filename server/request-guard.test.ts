import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import { ANONYMOUS_BODY_MAX, createRequestGuard } from './request-guard.mjs';

/**
 * The guard server.mjs puts in front of Next, on a real HTTP server: what it refuses is answered
 * before the body is read (the test sends the headers of a 10 MB body and only a few bytes of it:
 * the answer must come anyway); what it lets through reaches the handler standing in for Next.
 */

const SECRET = 'a-session-secret-of-at-least-32-characters!';
const HEADERS = [
  { key: 'Content-Security-Policy', value: "default-src 'self'" },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

let server: Server;
let port: number;
let reachedNext: string[];

beforeAll(async () => {
  const guard = createRequestGuard({ headers: HEADERS, sessionCookie: 'zv_admin', sessionSecret: SECRET });
  server = createServer(async (req, res) => {
    if (await guard(req, res)) return;
    reachedNext.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => res.end('next'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  reachedNext = [];
});

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends the headers and `bodyStart` only: the rest of a large declared body never comes. */
function send(method: string, path: string, headers: Record<string, string>, bodyStart = ''): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    if (bodyStart) request.write(bodyStart);
    if (headers['content-length'] === String(Buffer.byteLength(bodyStart)) || method === 'GET') request.end();
    setTimeout(() => request.destroy(new Error(`no answer to ${method} ${path} within 3 s`)), 3_000).unref();
  });
}

const TEN_MB = String(10 * 1024 * 1024);

describe('refused before the body is read', () => {
  test('a large server-action post to /login, or to /admin without a valid session, is a 413 with the security headers', async () => {
    const forged = await sealData({ adminId: '0123456789abcdef01234567' }, { password: 'another-secret-of-at-least-32-characters!!' });
    for (const [path, cookie] of [
      ['/login', ''],
      ['/admin/add-visas', ''],
      ['/admin', 'zv_admin=not-a-seal'],
      ['/admin/manage-visas/chile/edit', `zv_admin=${forged}`],
    ] as const) {
      const answer = await send('POST', path, { 'content-length': TEN_MB, 'next-action': 'abc', ...(cookie ? { cookie } : {}) }, '------boundary');
      expect({ path, status: answer.status }).toEqual({ path, status: 413 });
      expect(answer.body).toBe(`Request body too large: at most ${ANONYMOUS_BODY_MAX / 1024} KB without a session.\n`);
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers.connection).toBe('close');
    }
    expect(reachedNext).toEqual([]);
  });

  test('a chunked body without a session has no length to judge: 411', async () => {
    const answer = await send('POST', '/login', { 'transfer-encoding': 'chunked' }, 'a');
    expect(answer.status).toBe(411);
    expect(reachedNext).toEqual([]);
  });

  test('malformed percent-encoding is a 400 with the security headers, not a bare 500', async () => {
    for (const path of ['/visa/%ff', '/blogs/%E0%A4%A', '/%']) {
      const answer = await send('GET', path, {});
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    }
  });
});

describe('let through to Next', () => {
  test('a large post with a session sealed by this server, small posts without one, reads, and other paths', async () => {
    const seal = await sealData({ adminId: '0123456789abcdef01234567', sessionVersion: 1 }, { password: SECRET });
    const body = 'x'.repeat(2_000_000);
    const withSession = await send('POST', '/admin/add-visas', { 'content-length': String(body.length), cookie: `other=1; zv_admin=${seal}` }, body);
    expect(withSession).toMatchObject({ status: 200, body: 'next' });

    const small = 'email=a%40b.test&password=x';
    expect(await send('POST', '/login', { 'content-length': String(small.length), 'content-type': 'application/x-www-form-urlencoded' }, small)).toMatchObject({ status: 200 });
    expect(await send('POST', '/api/forms/contact', { 'content-length': String(body.length) }, body)).toMatchObject({ status: 200 });
    expect(await send('GET', '/admin/leads', {})).toMatchObject({ status: 200 });
    expect(await send('GET', '/visa/caf%C3%A9', {})).toMatchObject({ status: 200 });
    expect(reachedNext).toEqual(['POST /admin/add-visas', 'POST /login', 'POST /api/forms/contact', 'GET /admin/leads', 'GET /visa/caf%C3%A9']);
  });
});
