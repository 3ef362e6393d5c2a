import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { consentFor } from '../test/leads/forms';

/**
 * The forms' server entry over HTTP against `next start` (no SMTP_URL and no CRM there: e-mails
 * are written as .eml files under DATA_DIR/outbox, leads are stored with the CRM skipped). The
 * public forms that call it are checked by e2e/leads.spec.ts.
 */

const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');

/**
 * A visitor address of its own per test and project, so the per-IP rate limit never links tests;
 * one entry, as the proxy in front appends it (the e2e server trusts one proxy: TRUSTED_PROXIES=1).
 */
const visitor = () => `198.51.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

const body = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  fields,
  idempotencyKey: randomUUID(),
  startedAt: Date.now() - 15_000,
  website: '',
  consent: consentFor('contact'),
  ...extra,
});

/** The outbox file holding `text`, once the server's worker has written it. */
async function emailContaining(text: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).filter((file) => file.endsWith('.eml'));
          } catch {
            return [];
          }
        })();
        found = files.map((file) => readFileSync(path.join(outbox, file), 'utf8')).find((raw) => raw.includes(text)) ?? '';
        return found !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

test.describe('POST /api/forms/{kind}', () => {
  test('a consultation is stored (201, its message, an id), answered the same on a repeat, and e-mailed', async ({ request }) => {
    const name = `Aisha ${randomUUID().slice(0, 8)}`;
    const form = body({ user_name: name, user_mobile: '501234567', user_cnty: 'France' });
    const headers = { 'x-forwarded-for': visitor() };
    const response = await request.post('/api/forms/consultation', { data: form, headers });
    expect(response.status()).toBe(201);
    const answer = await response.json();
    expect(answer).toEqual({ statusCode: 201, message: 'Submission Successful', data: { id: expect.stringMatching(/^[0-9a-f]{24}$/) } });

    const repeat = await request.post('/api/forms/consultation', { data: form, headers });
    expect(repeat.status()).toBe(201);
    expect((await repeat.json()).data.id).toBe(answer.data.id);

    const email = await emailContaining(name);
    expect(email).toContain(`Subject: New consultation request: ${name}`);
    expect(email).toContain(`Message-ID: <submission.${answer.data.id}@`);
    expect(email).toContain('Mobile: +971 501234567');
  });

  test('invalid fields answer 400 with the form’s messages, field by field', async ({ request }) => {
    const response = await request.post('/api/forms/lead', {
      data: body({ customerName: '', mobileNo: '12345', countryId: { $ne: null } }),
      headers: { 'x-forwarded-for': visitor() },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      customerName: ['Please enter your name'],
      mobileNo: ['Please enter a 9-digit number'],
      countryId: ['Please select a location'],
    });
  });

  test('a form sent too fast answers 400; a filled honeypot answers 201 and sends nothing', async ({ request }) => {
    const fast = await request.post('/api/forms/callback', {
      data: body({ user_mobile: '501234567' }, { startedAt: Date.now() }),
      headers: { 'x-forwarded-for': visitor() },
    });
    expect(fast.status()).toBe(400);
    expect((await fast.json()).message).toBe('Please take a moment to check your details and try again');

    const bot = `Bot ${randomUUID().slice(0, 8)}`;
    const trap = await request.post('/api/forms/contact', {
      data: body({ user_name: bot, user_mobile: '0501234567', user_msg: 'Cheap followers' }, { website: 'https://spam.example' }),
      headers: { 'x-forwarded-for': visitor() },
    });
    expect(trap.status()).toBe(201);
    expect((await trap.json()).message).toBe('Message sent successfully');
    // A real contact sent after it is e-mailed; the bot's never is.
    const person = `Priya ${randomUUID().slice(0, 8)}`;
    await request.post('/api/forms/contact', {
      data: body({ user_name: person, user_mobile: '0501234567', user_msg: 'Family Schengen visas?' }),
      headers: { 'x-forwarded-for': visitor() },
    });
    await emailContaining(person);
    expect(readdirSync(outbox).some((file) => readFileSync(path.join(outbox, file), 'utf8').includes(bot))).toBe(false);
  });

  test('the 6th form in a minute from one address answers 429 with Retry-After', async ({ request }) => {
    const headers = { 'x-forwarded-for': visitor() };
    for (let i = 0; i < 5; i++) {
      expect((await request.post('/api/forms/callback', { data: body({ user_mobile: '501234567' }), headers })).status()).toBe(201);
    }
    const limited = await request.post('/api/forms/callback', { data: body({ user_mobile: '501234567' }), headers });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/^Too many submissions/);
  });

  test('addresses a client writes into X-Forwarded-For itself do not escape the limit: the proxy’s entry counts', async ({ request }) => {
    // As a proxy in front appends the address it saw: the forged entries before it change every time.
    const seenByProxy = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const headers = { 'x-forwarded-for': `${visitor()}, ${seenByProxy}`, 'x-real-ip': visitor() };
      statuses.push((await request.post('/api/forms/callback', { data: body({ user_mobile: '501234567' }), headers })).status());
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  test('another site’s POST answers 403, an unknown form 404, an oversized body 413', async ({ request }) => {
    const foreign = await request.post('/api/forms/contact', {
      data: body({ user_name: 'Eve', user_mobile: '0501234567', user_msg: 'hi' }),
      headers: { origin: 'https://evil.example', 'x-forwarded-for': visitor() },
    });
    expect(foreign.status()).toBe(403);
    expect((await request.post('/api/forms/newsletter', { data: body({}) })).status()).toBe(404);
    const big = await request.post('/api/forms/contact', {
      data: body({ user_name: 'Big', user_mobile: '0501234567', user_msg: 'x'.repeat(40_000) }),
      headers: { 'x-forwarded-for': visitor() },
    });
    expect(big.status()).toBe(413);
  });
});

test('GET /api/forms/countries answers the static list (name as id) without a CRM', async ({ request }) => {
  const response = await request.get('/api/forms/countries');
  expect(response.status()).toBe(200);
  const { statusCode, data } = await response.json();
  expect(statusCode).toBe(200);
  expect(data).toContainEqual({ countryId: 'United Arab Emirates', countryName: 'United Arab Emirates' });
  expect(data.length).toBeGreaterThan(190);
});

test('the leads inbox sends a visitor to /login, and its CSV export answers 401', async ({ page, request }) => {
  await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/login$/);
  const csv = await request.get('/admin/leads/export');
  expect(csv.status()).toBe(401);
  expect(await csv.text()).not.toContain('Aisha');
});
