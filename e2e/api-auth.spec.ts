import { expect, test } from '@playwright/test';
import { API, expectAnswer, runOnDesktopOnly, uniqueIp, uniqueSuffix } from './support/api';
import { e2eAdmin } from './support/server-env';

runOnDesktopOnly();

const LOGIN = `${API}/auth/login`;

/**
 * Failed logins count per IP and per e-mail, so every failing call here comes from an address of
 * its own (X-Forwarded-For) and never from the one the other specs log in from.
 */
test.describe('POST /api/1.0/auth/login', () => {
  test('the right credentials answer the admin, set an httpOnly session cookie and open admin calls', async ({ request }) => {
    const response = await request.post(LOGIN, { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
    const body = await expectAnswer<Record<string, unknown>>(response, 200, 'Logged in successfully');
    expect(Object.keys(body.data).sort()).toEqual(['_id', 'displayName', 'email']);
    expect(body.data).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), email: e2eAdmin.email, displayName: 'Admin' });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|\$2[aby]\$/);
    expect(response.headers()['cache-control']).toBe('no-store');

    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/^zv_admin=/);
    expect(cookie).toMatch(/HttpOnly/i);
    // The e2e server lists an origin in API_CORS_ORIGINS (playwright.config.ts), so the cookie is the
    // cross-site one; without the setting it is SameSite=Lax (e2e/api-cors.spec.ts checks both).
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/; Secure/i);

    await expectAnswer(await request.get(`${API}/admin/testimonial/testimonials`), 200);
  });

  test('the e-mail is matched without regard to case or surrounding spaces', async ({ request }) => {
    const response = await request.post(LOGIN, { data: { email: `  ${e2eAdmin.email.toUpperCase()} `, password: e2eAdmin.password } });
    await expectAnswer(response, 200, 'Logged in successfully');
  });

  test('a wrong password or an unknown e-mail answers 401 "Invalid login credentials" and no cookie', async ({ request }) => {
    const headers = { 'x-forwarded-for': uniqueIp() };
    for (const data of [
      { email: `nobody-${uniqueSuffix()}@ztartvisa.test`, password: e2eAdmin.password },
      { email: `nobody-${uniqueSuffix()}@ztartvisa.test`, password: 'wrong-password' },
    ]) {
      const response = await request.post(LOGIN, { data, headers });
      await expectAnswer(response, 401, 'Invalid login credentials');
      expect(response.headers()['set-cookie']).toBeUndefined();
    }
    await expectAnswer(await request.get(`${API}/admin/blog/blogs`), 401);
  });

  test('a missing or empty field answers 400 "Both fields are required"', async ({ request }) => {
    const headers = { 'x-forwarded-for': uniqueIp() };
    for (const data of [{}, { email: e2eAdmin.email }, { password: 'x' }, { email: '', password: '' }, { email: '   ', password: 'x' }]) {
      const body = await expectAnswer(await request.post(LOGIN, { data, headers }), 400, 'Both fields are required');
      expect(body.data).toMatchObject({ fieldErrors: expect.any(Object) });
    }
  });

  test('operator objects or other non-strings where the e-mail or password belongs answer 400', async ({ request }) => {
    const headers = { 'x-forwarded-for': uniqueIp() };
    for (const data of [
      { email: { $gt: '' }, password: e2eAdmin.password },
      { email: e2eAdmin.email, password: { $ne: null } },
      { email: [e2eAdmin.email], password: e2eAdmin.password },
      { email: e2eAdmin.email, password: 12345 },
    ]) {
      const response = await request.post(LOGIN, { data, headers });
      await expectAnswer(response, 400, 'Both fields are required');
      expect(response.headers()['set-cookie']).toBeUndefined();
    }
  });

  test('a body that is not a JSON object answers 400, and an oversized one 413', async ({ request }) => {
    const headers = { 'x-forwarded-for': uniqueIp(), 'content-type': 'application/json' };
    await expectAnswer(await request.post(LOGIN, { data: Buffer.from('email=a&password=b'), headers }), 400, 'The request body must be JSON');
    await expectAnswer(await request.post(LOGIN, { data: Buffer.from('{"email": "a@b.c", '), headers }), 400, 'The request body must be JSON');
    await expectAnswer(await request.post(LOGIN, { headers }), 400, 'The request body must be JSON');
    for (const json of ['"e2e-admin@ztartvisa.test"', '["e2e-admin@ztartvisa.test", "x"]', 'null', '42']) {
      const response = await request.post(LOGIN, { data: Buffer.from(json), headers });
      await expectAnswer(response, 400, 'The request body must be a JSON object with email and password');
    }
    const huge = { email: e2eAdmin.email, password: e2eAdmin.password, padding: 'x'.repeat(20_000) };
    await expectAnswer(await request.post(LOGIN, { data: huge, headers }), 413, 'The request body is too large (16 KB at most)');
  });

  test('a login posted from another site is refused with 403', async ({ request }) => {
    const response = await request.post(LOGIN, {
      data: { email: e2eAdmin.email, password: e2eAdmin.password },
      headers: { origin: 'https://evil.test' },
    });
    await expectAnswer(response, 403, 'Cross-origin requests are not allowed');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('five failures for one e-mail lock it for clients that never signed in to it: 429 with Retry-After, from any address', async ({ request }) => {
    const email = `locked-${uniqueSuffix()}@ztartvisa.test`;
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expectAnswer(await request.post(LOGIN, { data: { email, password: `guess-${attempt}` }, headers: { 'x-forwarded-for': ip } }), 401);
    }
    for (const from of [ip, uniqueIp()]) {
      const response = await request.post(LOGIN, { data: { email, password: 'guess-6' }, headers: { 'x-forwarded-for': from } });
      await expectAnswer(response, 429, /^Too many failed attempts\. Try again in \d+ minutes\.$/);
      const retryAfter = Number(response.headers()['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
  });

  test('ten failures from one address lock it for every e-mail, even with the right password', async ({ request }) => {
    const headers = { 'x-forwarded-for': uniqueIp() };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const data = { email: `guess-${uniqueSuffix()}@ztartvisa.test`, password: 'wrong' };
      await expectAnswer(await request.post(LOGIN, { data, headers }), 401, 'Invalid login credentials');
    }
    const response = await request.post(LOGIN, { data: { email: e2eAdmin.email, password: e2eAdmin.password }, headers });
    await expectAnswer(response, 429, /^Too many failed attempts/);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });
});
