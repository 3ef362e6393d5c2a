import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { type APIRequestContext, type Page, expect, request as requestFactory, test } from '@playwright/test';
import { API, expectAnswer, logInAsAdmin, runOnDesktopOnly, uniqueSuffix } from './support/api';
import { E2E_BASE_URL, E2E_CORS_ORIGIN, E2E_PORT, e2eAdmin } from './support/server-env';

/**
 * CORS of /api/1.0 (lib/api/cors.ts), in both modes:
 * - the e2e server lists E2E_CORS_ORIGIN in API_CORS_ORIGINS (playwright.config.ts): that origin
 *   calls the admin API with credentials, from a real page in Chromium; every other origin gets
 *   no CORS headers and its preflight is refused;
 * - a second server on the same build and store, started here without the setting: the admin
 *   API answers no origin, the session cookie stays SameSite=Lax; public reads are open in both.
 */

runOnDesktopOnly();

const OTHER_ORIGIN = 'https://elsewhere.example';
const ADMIN_LIST = `${API}/admin/testimonial/testimonials`;
const PUBLIC_PATHS = [`${API}/user/testimonial/testimonials`, `${API}/user/blog/blogs`, `${API}/user/testimonial/get-visa-slug`, `${API}/health`];

const corsHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));

const preflight = (request: APIRequestContext, path: string, origin: string, method: string) =>
  request.fetch(path, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' } });

async function expectPublicReadsOpen(request: APIRequestContext) {
  for (const path of PUBLIC_PATHS) {
    for (const origin of [E2E_CORS_ORIGIN, OTHER_ORIGIN]) {
      const response = await request.get(path, { headers: { origin } });
      expect(response.status(), path).toBe(200);
      expect(corsHeaders(response.headers()), path).toEqual({ 'access-control-allow-origin': '*' });
      const asked = await preflight(request, path, origin, 'GET');
      expect(asked.status(), path).toBe(204);
      expect(asked.headers()).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, HEAD, OPTIONS' });
      expect(asked.headers()['access-control-allow-credentials']).toBeUndefined();
    }
  }
}

async function expectRefused(request: APIRequestContext, origin: string) {
  for (const [path, method] of [[ADMIN_LIST, 'GET'], [`${API}/admin/blog/create-blog`, 'POST'], [`${API}/auth/login`, 'POST'], [`${API}/auth/logout`, 'POST'], [`${API}/no/such/call`, 'PUT']] as const) {
    const asked = await preflight(request, path, origin, method);
    expect(asked.status(), `${method} ${path}`).toBe(403);
    expect(corsHeaders(asked.headers()), `${method} ${path}`).toEqual({});
  }
  const read = await request.get(ADMIN_LIST, { headers: { origin } });
  expect(read.status()).toBe(200); // the session is valid; without CORS headers a browser hides the answer
  expect(corsHeaders(read.headers())).toEqual({});
  // An id no record has: were the guard to let it through, the answer would be 404 and nothing lost.
  const write = await request.delete(`${API}/admin/testimonial/delete-testimonial/ffffffffffffffffffffffff`, { headers: { origin, 'sec-fetch-site': 'cross-site' } });
  await expectAnswer(write, 403, 'Cross-origin requests are not allowed');
  expect(corsHeaders(write.headers())).toEqual({});
}

/**
 * A page of another origin calling the API: served by a real server on the loopback (Chromium's
 * local-network rules refuse a page the test router made up calling 127.0.0.1).
 */
async function clientPageServer(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><title>Old client</title><p>Old client</p>');
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, resolve)); // both stacks: localhost may be ::1
  return server;
}

const callFromPage = (page: Page, url: string, init: { method?: string; credentials?: RequestCredentials; json?: unknown } = {}) =>
  page.evaluate(async ({ url, init }) => {
    try {
      const response = await fetch(url, {
        method: init.method ?? 'GET',
        credentials: init.credentials ?? 'omit',
        headers: init.json === undefined ? {} : { 'content-type': 'application/json' },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      return { status: response.status, body: (await response.json()) as { statusCode: number; message: string; data: unknown } };
    } catch (error) {
      return { error: String(error) };
    }
  }, { url, init });

test.describe('with API_CORS_ORIGINS (the e2e server)', () => {
  test('public reads answer every origin, without credentials', async ({ request }) => {
    await expectPublicReadsOpen(request);
  });

  test('the listed origin gets its origin back with credentials, on calls and preflights', async ({ request }) => {
    for (const [path, method] of [[ADMIN_LIST, 'GET'], [`${API}/admin/testimonial/update-testimonial/x`, 'PUT'], [`${API}/auth/login`, 'POST'], [`${API}/auth/logout`, 'POST']] as const) {
      const asked = await preflight(request, path, E2E_CORS_ORIGIN, method);
      expect(asked.status(), `${method} ${path}`).toBe(204);
      expect(asked.headers()).toMatchObject({
        'access-control-allow-origin': E2E_CORS_ORIGIN,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': 'Content-Type, Accept, X-Requested-With',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
    }
    const login = await request.post(`${API}/auth/login`, {
      headers: { origin: E2E_CORS_ORIGIN, 'sec-fetch-site': 'cross-site' },
      data: { email: e2eAdmin.email, password: e2eAdmin.password },
    });
    await expectAnswer(login, 200, 'Logged in successfully');
    expect(login.headers()).toMatchObject({ 'access-control-allow-origin': E2E_CORS_ORIGIN, 'access-control-allow-credentials': 'true' });
    expect(login.headers()['set-cookie']).toMatch(/SameSite=None/i);
    expect(login.headers()['set-cookie']).toMatch(/; Secure/i);
    const list = await request.get(ADMIN_LIST, { headers: { origin: E2E_CORS_ORIGIN } });
    await expectAnswer(list, 200);
    expect(list.headers()).toMatchObject({ 'access-control-allow-origin': E2E_CORS_ORIGIN, 'access-control-allow-credentials': 'true' });
    expect(list.headers().vary).toMatch(/(^|, )Origin(,|$)/); // Next adds its router headers
    // Errors carry the headers too, so the client can read them.
    const missing = await request.get(`${API}/admin/blog/blog/no-such-post-${uniqueSuffix()}`, { headers: { origin: E2E_CORS_ORIGIN } });
    await expectAnswer(missing, 404);
    expect(missing.headers()['access-control-allow-origin']).toBe(E2E_CORS_ORIGIN);
  });

  test('any other origin gets no CORS headers, its preflight is refused, and its writes still are', async ({ request }) => {
    await logInAsAdmin(request);
    for (const origin of [OTHER_ORIGIN, `http://127.0.0.1:${E2E_PORT + 1}`, 'null']) await expectRefused(request, origin);
  });

  test('in Chromium: the listed origin signs in and reads the admin API\'s answers; another origin cannot', async ({ page, browser }) => {
    test.slow();
    const otherPort = E2E_PORT + 19;
    const servers = [await clientPageServer(Number(new URL(E2E_CORS_ORIGIN).port)), await clientPageServer(otherPort)];
    try {
      // The listed origin: localhost is another site than 127.0.0.1 for the browser.
      await page.goto(`${E2E_CORS_ORIGIN}/client`);
      const login = await callFromPage(page, `${E2E_BASE_URL}${API}/auth/login`, { method: 'POST', credentials: 'include', json: { email: e2eAdmin.email, password: e2eAdmin.password } });
      expect(login).toMatchObject({ status: 200, body: { message: 'Logged in successfully' } });
      // A credentialed call's answer is readable (a browser throws on one without the origin and
      // credentials headers). Whether the cookie rides along is the browser's third-party cookie
      // policy: this Chromium blocks them for localhost → 127.0.0.1 (two sites), so the answer is
      // the readable 401; the cookie itself is checked over HTTP above, and docs/api.md advises a
      // same-site origin (admin.example.ae for www.example.ae), whose cookie is first-party.
      const list = await callFromPage(page, `${E2E_BASE_URL}${ADMIN_LIST}`, { credentials: 'include' });
      expect(list).toMatchObject({ status: expect.any(Number), body: { statusCode: expect.any(Number) } });
      expect([200, 401]).toContain((list as { status: number }).status);
      expect(await callFromPage(page, `${E2E_BASE_URL}${API}/user/blog/blogs`)).toMatchObject({ status: 200 });

      // Another origin, in another browser context: public reads work, the admin API is unreadable.
      const other = await browser.newContext();
      try {
        const otherPage = await other.newPage();
        await otherPage.goto(`http://localhost:${otherPort}/client`);
        expect(await callFromPage(otherPage, `${E2E_BASE_URL}${API}/user/testimonial/testimonials`)).toMatchObject({ status: 200 });
        expect(await callFromPage(otherPage, `${E2E_BASE_URL}${ADMIN_LIST}`, { credentials: 'include' })).toEqual({ error: expect.stringMatching(/TypeError|Failed to fetch/) });
        const forgedLogin = await callFromPage(otherPage, `${E2E_BASE_URL}${API}/auth/login`, { method: 'POST', credentials: 'include', json: { email: e2eAdmin.email, password: e2eAdmin.password } });
        expect(forgedLogin).toEqual({ error: expect.stringMatching(/TypeError|Failed to fetch/) });
      } finally {
        await other.close();
      }
    } finally {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});

test.describe('without API_CORS_ORIGINS (a second server)', () => {
  // One worker, one second server: workers running these tests side by side would each start one
  // on the same port.
  test.describe.configure({ mode: 'serial' });
  const port = E2E_PORT + 17;
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const { API_CORS_ORIGINS: _unset, ...inherited } = process.env;
    server = spawn(process.execPath, ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
      env: {
        ...inherited,
        NODE_ENV: 'production',
        DATA_DIR: process.env.E2E_DATA_DIR,
        SITE_URL: baseURL,
        SESSION_SECRET: process.env.E2E_SESSION_SECRET,
        DOCUMENTS_KEY: process.env.E2E_DOCUMENTS_KEY,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = Date.now();
    for (;;) {
      const healthy = await fetch(`${baseURL}${API}/health`).then((response) => response.ok, () => false);
      if (healthy) break;
      if (server.exitCode !== null || Date.now() - started > 100_000) throw new Error(`the second server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  test('public reads are open; admin and auth calls answer no origin, and their preflight is refused', async () => {
    const request = await requestFactory.newContext({ baseURL });
    try {
      await expectPublicReadsOpen(request);
      const login = await request.post(`${API}/auth/login`, { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
      await expectAnswer(login, 200, 'Logged in successfully');
      expect(login.headers()['set-cookie']).toMatch(/SameSite=Lax/i);
      expect(login.headers()['set-cookie']).not.toMatch(/; Secure/i);
      expect(corsHeaders(login.headers())).toEqual({});
      // The origin the e2e server lists is nothing special here.
      for (const origin of [E2E_CORS_ORIGIN, OTHER_ORIGIN]) await expectRefused(request, origin);
      const fromScript = await request.fetch(ADMIN_LIST, { method: 'OPTIONS' });
      expect(fromScript.status()).toBe(204);
      expect(fromScript.headers()['allow']).toBe('GET, HEAD, POST, PUT, DELETE, OPTIONS');
    } finally {
      await request.dispose();
    }
  });

  test('a client that hangs up on its refused preflight leaves the server without an uncaught error', async () => {
    // As a browser does: it reads the 403's head, gives up the preflight and closes the connection
    // while the compressed body is still on its way.
    const preflight = [
      `OPTIONS ${API}/auth/login HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: keep-alive',
      `Origin: ${OTHER_ORIGIN}`,
      'Access-Control-Request-Method: POST',
      'Access-Control-Request-Headers: content-type',
      'Accept-Encoding: gzip, deflate, br, zstd',
      '',
      '',
    ].join('\r\n');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const head = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(preflight));
        socket.once('data', (chunk: Buffer) => {
          socket.destroy();
          resolve(chunk.toString('latin1'));
        });
        socket.once('error', reject);
      });
      expect(head).toMatch(/^HTTP\/1\.1 403 /);
    }
    // Still answering, and nothing went unhandled meanwhile (the server writes such an error
    // before it answers the next call; its output pipe may reach this process a little later).
    expect((await fetch(`${baseURL}${API}/health`)).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(output).not.toMatch(/uncaughtException|Error: aborted/);
  });
});
