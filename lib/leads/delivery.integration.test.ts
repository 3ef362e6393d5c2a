/**
 * The leads service end to end on loopback: forms go in through the real entry
 * (handleFormSubmission, which the route wraps), are stored in a store of their own (SQLite, and
 * MongoDB when configured), and are delivered by the real worker to a real HTTP server standing in
 * for the CRM and a real SMTP server. The counts at those two servers are what prove "exactly once".
 */
import type { FormAnswer } from '@/lib/leads/form-contract';
import type { Submission, SubmissionKind } from '@/lib/leads/submission-repository';
import { formBody, formRequest } from '@/test/leads/forms';
import { type HarnessOptions, type LeadsHarness, startLeadsHarness, waitUntil } from '@/test/leads/harness';
import { duplicateMessageIds } from '@/test/leads/smtp-sink';
import { availableAdapters } from '@/test/store-adapters';
import { handleFormSubmission } from './submit-form';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fields for a CRM form with a name of its own, so each CRM record can be told apart. */
function crmForm(index: number): { kind: SubmissionKind; fields: Record<string, string>; name: string } {
  const name = `Client ${String(index).padStart(3, '0')}`;
  const mobile = String(500_000_000 + index);
  return index % 2 === 0
    ? { kind: 'consultation', fields: { user_name: name, user_mobile: mobile, user_cnty: 'France' }, name }
    : { kind: 'lead', fields: { customerName: name, mobileNo: mobile, countryId: '71' }, name };
}

async function submit(harness: LeadsHarness, kind: SubmissionKind, body: ReturnType<typeof formBody>, ip?: string) {
  const response = await handleFormSubmission(harness.deps, kind, formRequest(kind, body, { ip }));
  return { status: response.status, answer: (await response.json()) as FormAnswer };
}

const allDelivered = (submissions: Submission[]) =>
  submissions.every((s) => Object.values(s.deliveries).every((delivery) => delivery.status === 'delivered'));

describe.each(availableAdapters())('leads delivery, end to end on loopback [$name]', (adapter) => {
  const startHarness = (options: HarnessOptions = {}) => startLeadsHarness({ ...options, adapter });
  let harness: LeadsHarness;
  afterEach(async () => {
    await harness?.close();
  });

  test('200 submissions made while the CRM fails or hangs and SMTP refuses are all stored, then each is delivered exactly once to each after they recover', async () => {
    // Client, servers and worker share one event loop here, on a shared machine: the timeout is
    // kept far above loopback latency and retries are paced, so no healthy answer counts as a hang.
    harness = await startHarness({
      crmMode: 500,
      countryListMode: 'ok',
      smtpMode: 'refuse',
      crmTimeoutMs: 5_000,
      timings: { concurrency: 100, backoffMs: [200, 500, 1_000] },
    });
    const forms = Array.from({ length: 200 }, (_, index) => crmForm(index));

    // Each form from an address of its own: this is about delivery, and one address's hits are
    // counted one after another (lib/rate-limit.ts), which a burst of 100 would queue behind.
    const send = (form: (typeof forms)[number], index: number) =>
      submit(harness, form.kind, formBody(form.kind, { fields: form.fields }), `198.51.100.${index}`);
    const first = await Promise.all(forms.slice(0, 100).map((form, index) => send(form, index)));
    await waitUntil(() => harness.crm.leadRequests >= 100); // the first half meets a CRM answering 500...
    harness.crm.mode = 'hang'; // ...the second half one that never answers
    const second = await Promise.all(forms.slice(100).map((form, index) => send(form, 100 + index)));
    const answers = [...first, ...second];
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(201));
    expect(new Set(answers.map((a) => a.answer.data?.id)).size).toBe(200);
    expect(await harness.store.submissions.count()).toBe(200);

    // Both channels fail for a while: retries happen, nothing arrives, nothing is given up.
    const failedOnce = (s: Submission) => s.deliveries.crm!.history.length >= 1 && s.deliveries.email!.history.length >= 2;
    // Room for a machine busy with other suites: the wait ends as soon as every lead has failed.
    await waitUntil(async () => (await harness.store.submissions.list()).every(failedOnce), 60_000);
    expect(harness.crm.leads).toHaveLength(0);
    expect(harness.crm.leadRequests).toBeGreaterThanOrEqual(200);
    expect(harness.smtp.received).toHaveLength(0);
    expect(harness.smtp.offered).toBeGreaterThanOrEqual(200);
    expect(await harness.store.submissions.count({ status: 'failed' })).toBe(0);

    harness.crm.mode = 'ok';
    harness.smtp.mode = 'accept';
    await waitUntil(
      async () => allDelivered(await harness.store.submissions.list()),
      45_000,
      () => `CRM has ${harness.crm.leads.length} leads, SMTP ${harness.smtp.received.length} messages`,
    );
    await sleep(500); // many more worker passes: nothing may be sent again
    await harness.worker.idle();
    expect(harness.crm.leads).toHaveLength(200);
    expect(new Set(harness.crm.leads.map((lead) => lead.body.customerName))).toEqual(new Set(forms.map((form) => form.name)));
    expect(harness.smtp.received).toHaveLength(200);
    expect(duplicateMessageIds(harness.smtp)).toEqual([]);
    const stored = await harness.store.submissions.list();
    expect(new Set(harness.smtp.received.map((mail) => mail.messageId))).toEqual(
      new Set(stored.map((s) => `<submission.${s._id}@ztartvisa.test>`)),
    );
    // Each CRM record is the spec's payload: the mobile with its leading 0, the CRM's country id.
    const aisha = harness.crm.leads.find((lead) => lead.body.customerName === 'Client 000')!;
    expect(aisha.body).toEqual({ customerName: 'Client 000', mobileNo: '0500000000', countryId: 33 });
    const omar = harness.crm.leads.find((lead) => lead.body.customerName === 'Client 001')!;
    expect(omar.body).toEqual({ customerName: 'Client 001', mobileNo: '0500000001', countryId: 71 });
    // Staff see the story: the failed attempts (what went wrong), then the delivery.
    const early = stored.find((s) => s.fields.user_name === 'Client 000')!;
    const late = stored.find((s) => s.fields.user_name === 'Client 198')!;
    expect(early.deliveries.crm!.history.map((entry) => entry.error)).toContainEqual(expect.stringContaining('CRM answered HTTP 500'));
    expect(late.deliveries.crm!.history.map((entry) => entry.error)).toContainEqual('CRM did not answer within 5000 ms');
    expect(early.deliveries.email!.history.map((entry) => entry.error)).toContainEqual(expect.stringContaining('SMTP 451'));
    for (const delivery of [early.deliveries.crm!, early.deliveries.email!]) {
      expect(delivery).toMatchObject({ status: 'delivered', lastError: null, nextAttemptAt: null });
      expect(delivery.attempts).toBeGreaterThan(1);
      expect(delivery.history.at(-1)).toMatchObject({ ok: true });
    }
  }, 150_000);

  test('one submission sent 10 times in parallel with one idempotency key makes one lead, one CRM record and one e-mail', async () => {
    harness = await startHarness();
    const body = formBody('lead');
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(harness, 'lead', body)));

    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(answers.every((a) => a.answer.message === 'Submission Successful')).toBe(true);
    expect(new Set(answers.map((a) => a.answer.data?.id)).size).toBe(1);
    expect(await harness.store.submissions.count()).toBe(1);

    await waitUntil(async () => allDelivered(await harness.store.submissions.list()));
    await sleep(300);
    await harness.worker.idle();
    expect(harness.crm.leads).toHaveLength(1);
    expect(harness.crm.leadRequests).toBe(1);
    expect(harness.smtp.received).toHaveLength(1);

    // The same key later (a retry after a lost answer) still answers with the same submission.
    const again = await submit(harness, 'lead', body);
    expect(again).toMatchObject({ status: 201, answer: { data: { id: answers[0]!.answer.data!.id } } });
    await sleep(200);
    expect(harness.crm.leadRequests).toBe(1);
  });

  test('with the CRM hanging, the visitor has the answer in well under 2 s and the lead is stored', async () => {
    harness = await startHarness({ crmMode: 'hang', countryListMode: 'ok', crmTimeoutMs: 5_000 });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => submit(harness, 'consultation', formBody('consultation', { fields: crmForm(index * 2).fields }))),
    );
    const elapsed = Date.now() - started;

    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(201));
    expect(elapsed).toBeLessThan(2_000);
    await waitUntil(() => harness.crm.leadRequests === 5); // the CRM is being called, and hangs
    const stored = await harness.store.submissions.list();
    expect(stored).toHaveLength(5);
    expect(stored.every((s) => s.deliveries.crm!.status === 'pending')).toBe(true);
    // The e-mail does not wait for the CRM either.
    await waitUntil(() => harness.smtp.received.length === 5);
  });

  test('a server restart in the middle of retries loses nothing and sends nothing twice', async () => {
    harness = await startHarness({ crmMode: 503, smtpMode: 'refuse' }); // the country list fails too
    const kinds: SubmissionKind[] = ['callback', 'consultation', 'lead', 'contact', 'career'];
    const bodies = Array.from({ length: 40 }, (_, index) => {
      const kind = kinds[index % kinds.length]!;
      const name = `Restart ${index}`;
      const fields =
        kind === 'consultation'
          ? { user_name: name, user_mobile: '501234567', user_cnty: 'Australia' }
          : kind === 'lead'
            ? { customerName: name, mobileNo: '501234567', countryId: '5' }
            : undefined;
      return { kind, body: formBody(kind, fields ? { fields } : {}) };
    });
    const answers = await Promise.all(bodies.map(({ kind, body }) => submit(harness, kind, body)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const crmCount = bodies.filter(({ kind }) => kind === 'consultation' || kind === 'lead').length;

    await waitUntil(async () => (await harness.store.submissions.list()).every((s) => s.deliveries.email!.attempts >= 2));
    await harness.restart(); // stopped while retrying: the new worker finds the pending deliveries in the file
    expect(await harness.store.submissions.count()).toBe(40);

    harness.crm.mode = 'ok';
    harness.smtp.mode = 'accept';
    await waitUntil(() => harness.smtp.received.length >= 10); // recovering...
    await harness.restart(); // ...and stopped again while deliveries are in flight
    await waitUntil(async () => allDelivered(await harness.store.submissions.list()), 30_000);
    await sleep(300);
    await harness.worker.idle();

    expect(harness.crm.leads).toHaveLength(crmCount);
    expect(new Set(harness.crm.leads.map((lead) => lead.body.customerName)).size).toBe(crmCount);
    expect(harness.smtp.received).toHaveLength(40);
    expect(duplicateMessageIds(harness.smtp)).toEqual([]);
  }, 60_000);
});
