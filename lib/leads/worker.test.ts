/**
 * The delivery worker's retry rules, against the real CRM stand-in and SMTP server: backoff up to
 * the attempt limit, permanent failures, skipped channels, two workers on one database, leases
 * left by a worker that died, and retention.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Delivery, NewSubmission, Submission } from '@/lib/leads/submission-repository';
import type { Store } from '@/lib/store/store';
import { validFields } from '@/test/leads/forms';
import { type HarnessOptions, type LeadsHarness, FAST_TIMINGS, startLeadsHarness, waitUntil } from '@/test/leads/harness';
import { duplicateMessageIds } from '@/test/leads/smtp-sink';
import { availableAdapters, openSecondHandle } from '@/test/store-adapters';
import { planDeliveries } from './delivery-plan';
import { outboxFileName } from './outbox';
import { createDeliveryWorker } from './worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let harness: LeadsHarness;
afterEach(async () => {
  await harness.close();
});

/** Stores a form as the entry does (every channel due now), without the entry's own delivery kick. */
async function storeForm(store: Store, kind: NewSubmission['kind'], extra: Partial<NewSubmission> = {}): Promise<Submission> {
  const { submission } = await store.submissions.create({
    kind,
    fields: validFields[kind],
    idempotencyKey: crypto.randomUUID(),
    deliveries: planDeliveries(kind, { crmConfigured: true }, new Date()),
    ...extra,
  });
  return submission;
}

const settled = async (store: Store, id: string) => {
  const submission = (await store.submissions.getById(id))!;
  return Object.values(submission.deliveries).every((delivery) => delivery.status !== 'pending');
};

describe.each(availableAdapters())('delivery worker [$name]', (adapter) => {
  const startHarness = (options: HarnessOptions = {}) => startLeadsHarness({ ...options, adapter });
  test('retries with backoff, then marks the delivery failed with the last error after the last attempt', async () => {
    harness = await startHarness({ crmMode: 500, countryListMode: 'ok', timings: { maxAttempts: 3, backoffMs: [30, 60] } });
    const submission = await storeForm(harness.store, 'lead');
    await waitUntil(() => settled(harness.store, submission._id));
    await sleep(200);

    const crm = (await harness.store.submissions.getById(submission._id))!.deliveries.crm!;
    expect(crm).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null, lastError: 'CRM answered HTTP 500: Stand-in error 500' });
    expect(crm.history).toHaveLength(3);
    expect(crm.history.every((entry) => !entry.ok && entry.error === crm.lastError)).toBe(true);
    const gaps = crm.history.slice(1).map((entry, i) => Date.parse(entry.at) - Date.parse(crm.history[i]!.at));
    expect(gaps[0]).toBeGreaterThanOrEqual(30); // backoff waits between attempts
    expect(gaps[1]).toBeGreaterThanOrEqual(60);
    expect(harness.crm.leadRequests).toBe(3); // and no more once failed
    expect(await harness.store.submissions.count({ status: 'failed', channel: 'crm' })).toBe(1);
    expect((await harness.store.submissions.getById(submission._id))!.deliveries.email!.status).toBe('delivered');
  });

  test('a CRM refusal (4xx) fails the delivery at once, without retries', async () => {
    harness = await startHarness({ crmMode: 422, countryListMode: 'ok' });
    const submission = await storeForm(harness.store, 'consultation');
    await waitUntil(() => settled(harness.store, submission._id));
    await sleep(200);
    expect((await harness.store.submissions.getById(submission._id))!.deliveries.crm).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'CRM answered HTTP 422: Stand-in error 422',
    });
    expect(harness.crm.leadRequests).toBe(1);
  });

  test('429 and timeouts are retried until the CRM takes the lead', async () => {
    harness = await startHarness({ crmMode: 429, countryListMode: 'ok', crmTimeoutMs: 200 });
    const submission = await storeForm(harness.store, 'lead');
    await waitUntil(() => harness.crm.leadRequests >= 2);
    harness.crm.mode = 'hang';
    const before = harness.crm.leadRequests;
    await waitUntil(() => harness.crm.leadRequests >= before + 2);
    harness.crm.mode = 'ok';
    await waitUntil(() => settled(harness.store, submission._id));
    const crm = (await harness.store.submissions.getById(submission._id))!.deliveries.crm!;
    expect(crm.status).toBe('delivered');
    expect(crm.history.map((entry) => entry.error)).toEqual(
      expect.arrayContaining(['CRM answered HTTP 429: Stand-in error 429', 'CRM did not answer within 200 ms', undefined]),
    );
    expect(harness.crm.leads).toHaveLength(1);
  });

  test('a pending channel with no deliverer (the CRM was unset since) is marked skipped, so it never blocks the queue', async () => {
    harness = await startHarness({ withCrm: false });
    const submission = await storeForm(harness.store, 'lead');
    await waitUntil(() => settled(harness.store, submission._id));
    expect((await harness.store.submissions.getById(submission._id))!.deliveries).toMatchObject({
      crm: { status: 'skipped', lastError: 'CRM not configured', nextAttemptAt: null },
      email: { status: 'delivered' },
    });
  });

  test('a deliverer that throws counts as a transient failure', async () => {
    harness = await startHarness({ startWorker: false });
    let calls = 0;
    const worker = createDeliveryWorker({
      store: harness.store,
      deliverers: {
        email: async () => {
          calls++;
          if (calls === 1) throw new Error('template exploded');
          return { ok: true };
        },
      },
      timings: FAST_TIMINGS,
      log: () => undefined,
    });
    const submission = await storeForm(harness.store, 'contact');
    worker.start();
    await waitUntil(() => settled(harness.store, submission._id));
    await worker.stop();
    const email = (await harness.store.submissions.getById(submission._id))!.deliveries.email!;
    expect(email).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(email.history[0]).toMatchObject({ ok: false, error: 'template exploded' });
  });

  test('two workers on one database (two server processes) never send the same delivery twice', async () => {
    harness = await startHarness({ startWorker: false });
    const kinds = ['consultation', 'lead', 'contact', 'callback', 'career'] as const;
    for (let i = 0; i < 60; i++) {
      const kind = kinds[i % kinds.length]!;
      const fields =
        kind === 'consultation' ? { ...validFields.consultation, user_name: `Pair ${i}` } : kind === 'lead' ? { ...validFields.lead, customerName: `Pair ${i}` } : validFields[kind];
      await storeForm(harness.store, kind, { fields });
    }
    const otherProcess = await openSecondHandle(harness.location);
    const workers = [harness.store, otherProcess].map((store) =>
      createDeliveryWorker({ store, deliverers: harness.deliverers, timings: { ...FAST_TIMINGS, intervalMs: 10 }, log: () => undefined }),
    );
    workers.forEach((worker) => worker.start());
    await waitUntil(() => harness.smtp.received.length >= 60);
    await sleep(300);
    await Promise.all(workers.map((worker) => worker.stop()));
    await otherProcess.close();

    expect(harness.smtp.received).toHaveLength(60);
    expect(duplicateMessageIds(harness.smtp)).toEqual([]);
    expect(harness.crm.leads).toHaveLength(24);
    expect(new Set(harness.crm.leads.map((lead) => lead.body.customerName)).size).toBe(24);
  });

  test('a delivery claimed by a worker that died is taken up again once its lease runs out, not before', async () => {
    harness = await startHarness({ startWorker: false });
    const leaseEnds = new Date(Date.now() + 700).toISOString();
    const claimed: Delivery = { status: 'pending', attempts: 1, lastError: null, deliveredAt: null, nextAttemptAt: leaseEnds, history: [] };
    const submission = await storeForm(harness.store, 'contact', { deliveries: { email: claimed } });
    harness.worker.start();
    await sleep(300);
    expect(harness.smtp.offered).toBe(0);
    await waitUntil(() => settled(harness.store, submission._id));
    expect((await harness.store.submissions.getById(submission._id))!.deliveries.email).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(harness.smtp.received).toHaveLength(1);
  });

  test('the loop deletes career applications and fully delivered submissions older than the retention period', async () => {
    harness = await startHarness({ startWorker: false });
    const old = new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString();
    const done = (): Delivery => ({ status: 'delivered', attempts: 1, lastError: null, deliveredAt: old, nextAttemptAt: null, history: [] });
    const failed = (): Delivery => ({ ...done(), status: 'failed', deliveredAt: null, lastError: 'HTTP 500' });
    const oldCareer = await storeForm(harness.store, 'career', { createdAt: old, deliveries: { email: failed() } });
    const oldDelivered = await storeForm(harness.store, 'lead', { createdAt: old, deliveries: { crm: done(), email: done() } });
    const oldSkipped = await storeForm(harness.store, 'lead', { createdAt: old, deliveries: { crm: { ...done(), status: 'skipped' }, email: done() } });
    const oldFailed = await storeForm(harness.store, 'consultation', { createdAt: old, deliveries: { crm: failed(), email: done() } });
    const recentCareer = await storeForm(harness.store, 'career', { deliveries: { email: done() } });

    const worker = createDeliveryWorker({ store: harness.store, deliverers: harness.deliverers, retention: { submissionDays: 30, auditDays: 365 }, timings: FAST_TIMINGS, log: () => undefined });
    await worker.tick();
    await worker.stop();

    const left = (await harness.store.submissions.list()).map((s) => s._id);
    expect(left).not.toContain(oldCareer._id);
    expect(left).not.toContain(oldDelivered._id);
    expect(left).not.toContain(oldSkipped._id);
    expect(left).toContain(oldFailed._id); // staff still have to act on it
    expect(left).toContain(recentCareer._id);
  });

  test('the same pass deletes audit log entries older than their retention period, and keeps the others', async () => {
    harness = await startHarness({ startWorker: false });
    const at = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000).toISOString();
    const entry = (days: number) => ({ at: at(days), action: 'export' as const, actor: { id: null, email: 'retention@example.ae' }, target: `${days} days`, detail: null, ip: null });
    await harness.store.audit.append(entry(400));
    await harness.store.audit.append(entry(100));
    const worker = createDeliveryWorker({ store: harness.store, deliverers: harness.deliverers, retention: { submissionDays: 30, auditDays: 365 }, timings: FAST_TIMINGS, log: () => undefined });
    await worker.tick();
    await worker.stop();
    expect((await harness.store.audit.list({ actorEmail: 'retention@example.ae' })).map((kept) => kept.target)).toEqual(['100 days']);
  });

  test('retention also deletes the outbox copies of the submissions it deletes, and writes a killed process left half done', async () => {
    harness = await startHarness({ startWorker: false });
    const outbox = mkdtempSync(path.join(tmpdir(), 'retention-outbox-'));
    const old = new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString();
    const done = (): Delivery => ({ status: 'delivered', attempts: 1, lastError: null, deliveredAt: old, nextAttemptAt: null, history: [] });
    const expired = await storeForm(harness.store, 'contact', { createdAt: old, deliveries: { email: done() } });
    const kept = await storeForm(harness.store, 'contact', { deliveries: { email: done() } });
    const file = (submission: { _id: string; createdAt: string }) => `${submission.createdAt.slice(0, 10)}-contact-${submission._id}.eml`;
    for (const name of [file(expired), file(kept), 'x-contact-aaaaaaaaaaaaaaaaaaaaaaaa.eml.tmp', 'fresh.eml.tmp']) writeFileSync(path.join(outbox, name), 'message');
    const longAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(path.join(outbox, 'x-contact-aaaaaaaaaaaaaaaaaaaaaaaa.eml.tmp'), longAgo, longAgo);

    const worker = createDeliveryWorker({ store: harness.store, deliverers: harness.deliverers, retention: { submissionDays: 30, auditDays: 365 }, outboxDir: outbox, timings: FAST_TIMINGS, log: () => undefined });
    await worker.tick();
    await worker.stop();
    expect(readdirSync(outbox).sort()).toEqual([file(kept), 'fresh.eml.tmp'].sort());
    rmSync(outbox, { recursive: true, force: true });
  });

  test('retention deletes every outbox file older than the retention period, and the copies of invitations no longer open', async () => {
    harness = await startHarness({ startWorker: false });
    const outbox = mkdtempSync(path.join(tmpdir(), 'retention-outbox-'));
    const store = harness.store;
    const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();
    const invite = (email: string, expiresAt: string) =>
      store.invitations.create({ email, role: 'editor', tokenHash: createHash('sha256').update(email).digest('hex'), invitedBy: { id: 'a'.repeat(24), name: 'Owner' }, expiresAt });
    const open = await invite('open@example.ae', hours(48));
    const expired = await invite('expired@example.ae', hours(-1));
    const accepted = await invite('accepted@example.ae', hours(48));
    await store.invitations.accept(accepted.tokenHash, new Date().toISOString());
    const withdrawn = await invite('withdrawn@example.ae', hours(48));
    await store.invitations.remove(withdrawn._id);
    const justWritten = await invite('just-written@example.ae', hours(48));
    await store.invitations.remove(justWritten._id); // gone, but its file is younger than a sweep may judge
    const invitationFile = (invitation: { _id: string; createdAt: string }) => outboxFileName(invitation.createdAt, 'invitation', invitation._id);
    const recentLead = `${new Date().toISOString().slice(0, 10)}-lead-${'b'.repeat(24)}.eml`;
    const oldLead = `2020-01-01-lead-${'c'.repeat(24)}.eml`;
    const oldOther = 'notes.txt';
    for (const invitation of [open, expired, accepted, withdrawn, justWritten]) writeFileSync(path.join(outbox, invitationFile(invitation)), '/invite/token');
    for (const name of [recentLead, oldLead, oldOther]) writeFileSync(path.join(outbox, name), 'message');
    const age = (name: string, days: number) => {
      const then = new Date(Date.now() - days * 24 * 60 * 60_000);
      utimesSync(path.join(outbox, name), then, then);
    };
    for (const invitation of [open, expired, accepted, withdrawn]) age(invitationFile(invitation), 1);
    age(recentLead, 29);
    age(oldLead, 31);
    age(oldOther, 31);

    const worker = createDeliveryWorker({ store, deliverers: harness.deliverers, retention: { submissionDays: 30, auditDays: 365 }, outboxDir: outbox, timings: FAST_TIMINGS, log: () => undefined });
    await worker.tick();
    await worker.stop();
    expect(readdirSync(outbox).sort()).toEqual([invitationFile(open), invitationFile(justWritten), recentLead].sort());
    rmSync(outbox, { recursive: true, force: true });
  });

  test('stop waits for the attempts in flight and starts no new ones', async () => {
    harness = await startHarness({ crmMode: 'hang', countryListMode: 'ok', crmTimeoutMs: 400, startWorker: false });
    const submission = await storeForm(harness.store, 'lead');
    harness.worker.start();
    await waitUntil(() => harness.crm.leadRequests === 1);
    const started = Date.now();
    await harness.worker.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(200); // waited for the CRM call to time out
    const crm = (await harness.store.submissions.getById(submission._id))!.deliveries.crm!;
    expect(crm).toMatchObject({ status: 'pending', attempts: 1, lastError: 'CRM did not answer within 400 ms' });
    harness.worker.deliverSoon(submission._id);
    await sleep(200);
    expect(harness.crm.leadRequests).toBe(1);
  });

  test('a slot freed at a busy channel is refilled at once, not at the next interval: a slow CRM stays busy', async () => {
    // One pass an hour: only the refill can keep deliveries going.
    harness = await startHarness({ countryListMode: 'ok', timings: { intervalMs: 3_600_000, concurrency: 2 }, startWorker: false });
    harness.crm.delayMs = 300;
    const ids = await Promise.all(Array.from({ length: 6 }, async () => (await storeForm(harness.store, 'lead'))._id));
    const started = Date.now();
    harness.worker.start();
    await waitUntil(async () => (await Promise.all(ids.map((id) => settled(harness.store, id)))).every(Boolean), 10_000);
    expect(harness.crm.leads).toHaveLength(6);
    expect(Date.now() - started).toBeLessThan(10_000); // three rounds of 2 at 300 ms, plus a busy machine's slack
  });
});
