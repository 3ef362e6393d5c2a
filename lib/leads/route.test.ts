/**
 * The route files as Next calls them: the process's own wiring (environment, store under
 * DATA_DIR, worker, mailer writing .eml files without SMTP_URL, static countries without a CRM).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CountryOption, FormAnswer } from '@/lib/leads/form-contract';
import { formBody, formRequest } from '@/test/leads/forms';
import { waitUntil } from '@/test/leads/harness';

const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-route-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  SITE_URL: 'http://localhost:3000',
  ADMIN_EMAIL: 'route-test@ztartvisa.test',
  ADMIN_PASSWORD: 'route-test-password',
  LEAD_API_URL: '',
  SMTP_URL: '',
  MAIL_TO: '',
  MAIL_FROM: '',
  COMPANY_EMAIL: '',
});

// As instrumentation.ts does before the server takes requests: open (migrate) the store.
beforeAll(async () => {
  const { getStore } = await import('@/lib/store');
  await getStore();
});

afterAll(async () => {
  const { getLeadsRuntime } = await import('./runtime');
  await getLeadsRuntime().worker.stop();
  const { getStore } = await import('@/lib/store');
  await (await getStore()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

const route = () => import('@/app/api/forms/[kind]/route');
const params = (kind: string) => ({ params: Promise.resolve({ kind }) });

test('POST /api/forms/contact stores the form and writes its e-mail to DATA_DIR/outbox', async () => {
  const { POST } = await route();
  const response = await POST(formRequest('contact', formBody('contact')), params('contact'));
  expect(response.status).toBe(201);
  const answer = (await response.json()) as FormAnswer;
  expect(answer.message).toBe('Message sent successfully');

  const outbox = path.join(dataDir, 'outbox');
  await waitUntil(() => {
    try {
      return readdirSync(outbox).some((file) => file.endsWith('.eml'));
    } catch {
      return false;
    }
  });
  const [file] = readdirSync(outbox);
  expect(file).toMatch(new RegExp(`-contact-${answer.data!.id}\\.eml$`));
  const raw = readFileSync(path.join(outbox, file!), 'utf8');
  expect(raw).toMatch(/^To: info@ztartvisa\.ae$/m); // MAIL_TO defaults to the company inbox
  expect(raw).toMatch(/^From: Ztart Visa website <no-reply@ztartvisa\.ae>$/m);
  expect(raw).toContain(`Message-ID: <submission.${answer.data!.id}@ztartvisa.ae>`);
  expect(raw).toContain('Subject: New contact message: Priya Nair');
});

test('POST /api/forms/{unknown} answers 404; a lead without a CRM is stored with the CRM skipped', async () => {
  const { POST } = await route();
  expect((await POST(formRequest('newsletter', formBody('contact')), params('newsletter'))).status).toBe(404);
  const response = await POST(formRequest('lead', formBody('lead')), params('lead'));
  expect(response.status).toBe(201);
  const { getStore } = await import('@/lib/store');
  const stored = await (await getStore()).submissions.getById(((await response.json()) as FormAnswer).data!.id);
  expect(stored!.deliveries.crm).toMatchObject({ status: 'skipped', lastError: 'CRM not configured' });
});

test('GET /api/forms/countries answers the static list, the name as the id, without a CRM', async () => {
  jest.doMock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => undefined }));
  const { GET } = await import('@/app/api/forms/countries/route');
  const response = await GET();
  expect(response.status).toBe(200);
  const body = (await response.json()) as { statusCode: number; data: CountryOption[] };
  expect(body.statusCode).toBe(200);
  expect(body.data).toContainEqual({ countryId: 'France', countryName: 'France' });
  expect(body.data.length).toBeGreaterThan(190);
});
