/**
 * Every route handler of the app that changes state (POST, PUT, PATCH, DELETE) applies the one
 * cross-origin rule (./request-guards.ts) before anything else: a browser's request from another
 * site is refused with 403, and the same request from this site gets past the rule. Route files
 * are found on disk, under app/api and everywhere else in app (the applicant portal's upload is
 * app/case/[token]/upload), so a new mutating route is checked without being listed here.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cross-origin-routes-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  SITE_URL: 'http://localhost:3000',
  ADMIN_EMAIL: 'routes-test@ztartvisa.test',
  ADMIN_PASSWORD: 'routes-test-password',
  API_CORS_ORIGINS: '',
  LEAD_API_URL: '',
  SMTP_URL: '',
  MAIL_TO: '',
  MAIL_FROM: '',
  COMPANY_EMAIL: '',
});

const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const appDir = path.join(process.cwd(), 'app');
/** The catch-all answers 404 to every method and changes nothing. */
const CATCH_ALL = path.join('api', '1.0', '[...path]', 'route.ts');

const routeFiles = (readdirSync(appDir, { recursive: true }) as string[])
  .filter((file) => path.basename(file) === 'route.ts' && file !== CATCH_ALL)
  .sort();

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The address a file answers at, its dynamic segments filled in and route groups left out. */
const SEGMENTS: Record<string, string> = { kind: 'contact', id: 'ffffffffffffffffffffffff', token: 'no-such-portal-link' };
const addressOf = (file: string) =>
  `/${path
    .dirname(file)
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => SEGMENTS[segment.replace(/^\[(.*)\]$/, '$1')] ?? segment)
    .join('/')}`;
const params = { params: Promise.resolve(SEGMENTS) };

const send = (handler: Handler, method: string, file: string, headers: Record<string, string>) =>
  handler(
    new Request(`http://localhost:3000${addressOf(file)}`, {
      method,
      headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers },
      body: '{}',
    }),
    params,
  );

const outcome = (method: string, file: string, response: Response) => ({ route: `${method} ${addressOf(file)}`, status: response.status });

let mutating: Array<{ file: string; method: string; handler: Handler }> = [];

beforeAll(async () => {
  const { getStore } = await import('@/lib/store');
  await getStore();
  for (const file of routeFiles) {
    const exports = (await import(path.join(appDir, file))) as Partial<Record<string, Handler>>;
    for (const method of MUTATING) {
      const handler = exports[method];
      if (handler) mutating.push({ file, method, handler });
    }
  }
});

afterAll(async () => {
  const { getLeadsRuntime } = await import('@/lib/leads/runtime');
  await getLeadsRuntime().worker.stop();
  const { getStore } = await import('@/lib/store');
  await (await getStore()).close();
  rmSync(dataDir, { recursive: true, force: true });
  mutating = [];
});

afterEach(() => jest.restoreAllMocks());

test('the mutating routes are found: the forms, sign-in and sign-out, the admin writes and the portal upload', () => {
  expect(mutating.map(({ file, method }) => `${method} ${addressOf(file)}`).sort()).toEqual(
    expect.arrayContaining([
      'POST /api/forms/contact',
      'POST /api/1.0/auth/login',
      'POST /api/1.0/auth/logout',
      'POST /api/1.0/admin/blog/create-blog',
      'PUT /api/1.0/admin/testimonial/update-testimonial/ffffffffffffffffffffffff',
      'DELETE /api/1.0/admin/blog/delete-blog/ffffffffffffffffffffffff',
      'POST /case/no-such-portal-link/upload',
    ]),
  );
});

describe.each([
  ['another site', { origin: 'https://evil.example' }],
  ['a page the browser marks cross-site, without Origin', { 'sec-fetch-site': 'cross-site' }],
  ['a sibling subdomain', { origin: 'http://admin.localhost:3000', 'sec-fetch-site': 'same-site' }],
  ['this host on another scheme', { origin: 'https://localhost:3000' }],
  ['a sandboxed frame', { origin: 'null' }],
])('a request from %s', (_name, headers) => {
  test('is refused with 403 by every mutating route', async () => {
    for (const { file, method, handler } of mutating) {
      const response = await send(handler, method, file, headers);
      expect(outcome(method, file, response)).toEqual({ ...outcome(method, file, response), status: 403 });
    }
  });
});

test('the same requests from this site get past the rule (to the session, body or form checks)', async () => {
  // Past the rule some handlers need Next's request scope (cookies()), which a bare call lacks:
  // they answer 500 and log it.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const { file, method, handler } of mutating) {
    const response = await send(handler, method, file, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect({ ...outcome(method, file, response), refused: response.status === 403 }).toMatchObject({ refused: false });
  }
});
