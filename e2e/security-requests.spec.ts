import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { runOnDesktopOnly } from './support/api';
import { E2E_BASE_URL, E2E_PORT } from './support/server-env';

/**
 * Against the production server: requests refused before Next reads their bodies, and server
 * actions posted by another origin (both proxy.ts).
 */

runOnDesktopOnly();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A POST with a body of `bytes`, sent whole: Next takes the body in before proxy.ts answers. */
function postBody(path: string, bytes: number, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = Buffer.alloc(bytes, 'x');
    const outgoing = { ...headers, 'content-length': String(body.length) };
    const request = httpRequest({ host: '127.0.0.1', port: E2E_PORT, method: 'POST', path, headers: outgoing }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The app's own rule, wherever Next runs: refused in proxy.ts before the action parses the body.
 * Refusing it from the headers alone, before the body is taken in, is the proxy's part in front
 * (deploy/nginx).
 */
test('30 posts of 1 MB at once to /login, admin and public pages, without a session, are refused before any action reads them', async () => {
  const paths = ['/login', '/admin/add-visas', '/admin/add-blog', '/ar/contact', '/privacy/my-data'];
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, index) =>
      postBody(paths[index % paths.length]!, 1024 * 1024, {
        'content-type': 'multipart/form-data; boundary=----WebKitFormBoundary',
        'next-action': '00'.repeat(20),
        origin: E2E_BASE_URL,
      }),
    ),
  );
  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(answer.body).toBe('Request body too large: at most 64 KB without a session.\n');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  }
  console.log(`anonymous oversized bodies tried: ${answers.length}, let through: ${answers.filter((answer) => answer.status !== 413).length}`);
});

test('an address with malformed percent-encoding answers 400 with the security headers', async ({ request }) => {
  for (const path of ['/visa/%ff', '/blogs/%E0%A4%A', '/%']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
  }
});

test('a server action posted from another scheme of this host, or marked cross-site by the browser, is refused', async ({ request }) => {
  const otherScheme = E2E_BASE_URL.replace(/^http:/, 'https:');
  for (const [path, headers] of [
    ['/login', { origin: otherScheme }],
    ['/admin/add-visas', { origin: otherScheme }],
    ['/login', { origin: E2E_BASE_URL, 'sec-fetch-site': 'cross-site' }],
    ['/admin', { 'sec-fetch-site': 'same-site' }],
  ] as const) {
    const response = await request.post(path, { headers: { ...headers, 'next-action': '00'.repeat(20), 'content-type': 'text/plain;charset=UTF-8' }, data: '[]', maxRedirects: 0 });
    expect({ path, headers, status: response.status() }).toEqual({ path, headers, status: 403 });
    expect(await response.text()).toBe('Cross-origin requests are not allowed');
  }
  console.log('foreign server actions tried: 4, let through: 0');
});

test("the image optimiser offers a bounded set of variants of this site's own images only", async ({ request }) => {
  const variant = (url: string, width: number, quality = 75) => request.get(`/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
  const own = '/images/og-default.png';
  const offered = await variant(own, 640);
  expect(offered.status()).toBe(200);
  expect(offered.headers()['content-type']).toBe('image/webp'); // AVIF is not offered, even when asked for
  for (const [url, width, quality] of [
    [own, 16, 75],
    [own, 3840, 75],
    [own, 641, 75],
    [own, 640, 70],
    [own, 640, 100],
    ['https://res.cloudinary.com/another-account/image/upload/sample.jpg', 640, 75],
    ['https://example.com/picture.png', 640, 75],
  ] as const) {
    expect({ url, width, quality, status: (await variant(url, width, quality)).status() }).toEqual({ url, width, quality, status: 400 });
  }
  console.log('image variants outside the set tried: 7, made: 0');
});

test('made-up visa and blog addresses answer 404 with their own address, and hydrate', async ({ request, page }) => {
  const suffix = Date.now().toString(36);
  const made = Array.from({ length: 60 }, (_, index) => `${index % 2 ? '/blogs' : '/visa'}/made-up-${suffix}-${index}`);
  const answers = await Promise.all(made.map((path) => request.get(path)));
  for (const [index, answer] of answers.entries()) {
    expect(answer.status(), made[index]).toBe(404);
    const html = await answer.text();
    expect(html).toContain('The page you are looking for does not exits.');
    expect(html).toContain(made[index]!.split('/')[2]);
    expect(answer.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  }

  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.goto(made[0]!);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  expect(new URL(page.url()).pathname).toBe(made[0]);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(violations.filter((text) => !text.includes('404'))).toEqual([]);
});
