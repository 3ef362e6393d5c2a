/**
 * LEADS_WORKER=separate: a web process stores submissions and leaves every delivery to the
 * `npm run worker` processes. A web process that started a delivery itself and then died (a
 * deploy, a crash) held it under its lease for minutes: the cluster test saw e-mails 5 min late.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FormAnswer } from '@/lib/leads/form-contract';
import { formBody, formRequest } from '@/test/leads/forms';

const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-separate-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  SITE_URL: 'http://localhost:3000',
  LEADS_WORKER: 'separate',
  LEAD_API_URL: '',
  SMTP_URL: '',
  MAIL_TO: '',
  COMPANY_EMAIL: '',
});

afterAll(async () => {
  const { getStore } = await import('@/lib/store');
  await (await getStore()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a stored submission is left pending for the separate worker, and nothing is sent from the web process', async () => {
  const { POST } = await import('@/app/api/forms/[kind]/route');
  const response = await POST(formRequest('contact', formBody('contact')), { params: Promise.resolve({ kind: 'contact' }) });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as FormAnswer;
  await new Promise((resolve) => setTimeout(resolve, 500)); // an inline delivery would be done by now
  const { getStore } = await import('@/lib/store');
  const stored = await (await getStore()).submissions.getById(data!.id);
  expect(stored!.deliveries.email).toMatchObject({ status: 'pending', attempts: 0 });
  expect(existsSync(path.join(dataDir, 'outbox'))).toBe(false);
});
