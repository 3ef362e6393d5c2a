/**
 * Every way into the leads inbox asks the admin guard first: a visitor without a session is sent
 * to /login (page) or answered 401 (server action, CSV export), and nothing is read or changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Delivery } from '@/lib/leads/submission-repository';

// Outside Next there is no request: a visitor's empty cookie jar stands in for it.
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => undefined, delete: () => undefined }),
  headers: async () => new Headers(),
}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-guard-'));
Object.assign(process.env, { DATA_DIR: dataDir, ADMIN_EMAIL: 'guard-test@ztartvisa.test', ADMIN_PASSWORD: 'guard-test-password' });

const redirectTarget = (error: unknown) => String((error as { digest?: string }).digest ?? '').split(';')[2];

async function failedLead() {
  const { getStore } = await import('@/lib/store');
  const failed: Delivery = { status: 'failed', attempts: 7, lastError: 'HTTP 500', deliveredAt: null, nextAttemptAt: null, history: [] };
  const { submission } = await (await getStore()).submissions.create({
    kind: 'lead',
    fields: { customerName: 'Omar Farooq', mobileNo: '551234567', countryId: '33' },
    idempotencyKey: crypto.randomUUID(),
    deliveries: { crm: failed, email: failed },
  });
  return submission;
}

afterAll(async () => {
  const { getStore } = await import('@/lib/store');
  await (await getStore()).close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the inbox page content redirects a visitor to /login', async () => {
  const { LeadsInbox } = await import('@/components/leads/leads-inbox');
  const error = await LeadsInbox({ searchParams: Promise.resolve({}), retryAction: async () => undefined, leadAction: async () => ({ ok: true }), markAction: async () => ({ ok: true }) }).catch((e: unknown) => e);
  expect(redirectTarget(error)).toBe('/login');
});

test('the retry action answers a visitor 401 and leaves the delivery as it was', async () => {
  const submission = await failedLead();
  const { retryDeliveryAction } = await import('@/lib/leads/actions');
  const form = new FormData();
  form.set('id', submission._id);
  form.set('channel', 'crm');
  const error = await retryDeliveryAction(form).catch((e: unknown) => e);
  expect((error as { digest?: string }).digest).toBe('NEXT_HTTP_ERROR_FALLBACK;401');
  const { getStore } = await import('@/lib/store');
  expect((await (await getStore()).submissions.getById(submission._id))!.deliveries.crm!.status).toBe('failed');
});

test('the lead action answers a visitor 401 and leaves the lead as it was', async () => {
  const submission = await failedLead();
  const { updateLeadAction } = await import('@/lib/leads/actions');
  const form = new FormData();
  for (const [name, value] of Object.entries({ id: submission._id, stage: 'won', lostReason: '', ownerId: '', followUp: '', note: 'Sneaked in' })) form.set(name, value);
  const error = await updateLeadAction(null, form).catch((e: unknown) => e);
  expect((error as { digest?: string }).digest).toBe('NEXT_HTTP_ERROR_FALLBACK;401');
  const { getStore } = await import('@/lib/store');
  expect((await (await getStore()).submissions.getById(submission._id))!.pipeline).toMatchObject({ stage: 'new', notes: [] });
});

test('the CSV export answers a visitor 401 without any data', async () => {
  await failedLead();
  const { GET } = await import('@/app/(private)/admin/leads/export/route');
  const response = await GET(new Request('http://localhost:3000/admin/leads/export'));
  expect(response.status).toBe(401);
  const body = await response.text();
  expect(JSON.parse(body)).toMatchObject({ statusCode: 401 });
  expect(body).not.toContain('Omar');
});
