/**
 * The retention map is what the worker does: for every place the map lists, on each store, data
 * stored a day younger than the place's age stays and data a day older is gone after the worker's
 * retention passes ran with its clock at NOW. Figures other than the defaults show the worker
 * reads the same settings as the map. A place listed without a check here fails.
 */
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type CaseDeps, changeStage, openCase } from '@/lib/cases/case-service';
import { openCaseSchema } from '@/lib/cases/case-schemas';
import { DOCUMENT_RETENTION_DAYS } from '@/lib/cases/constants';
import { documentKeyring } from '@/lib/cases/document-key';
import { type DocumentVault, vaultFor } from '@/lib/cases/document-vault';
import { createPortalLink } from '@/lib/cases/portal-access';
import { uploadDocument } from '@/lib/cases/upload-document';
import { caseRetentionJobs } from '@/lib/cases/worker-jobs';
import { outboxFileName } from '@/lib/leads/outbox';
import type { Delivery } from '@/lib/leads/submission-repository';
import { createDeliveryWorker } from '@/lib/leads/worker';
import type { Store } from '@/lib/store/store';
import { minimalPdf } from '@/test/cases/sample-files';
import { newSubmission, visaFields } from '@/test/fixtures';
import { availableAdapters } from '@/test/store-adapters';
import { RETENTION_PLACE_KEYS, type RetentionPlaceKey, keptDays, policyRetentionSentences, retentionMap } from './retention-map';
import { REQUEST_KEPT_DAYS } from './constants';
import { privacyWorkerJobs } from './request-retention';
import { DAY_MS, RETENTION_DEFAULTS, type RetentionSettings } from './retention-settings';

/** Not the defaults: what the worker deletes must follow the settings it is given. */
const SETTINGS: RetentionSettings = { submissionDays: 12, auditDays: 50, documentDays: DOCUMENT_RETENTION_DAYS, caseDays: 90, requestDays: REQUEST_KEPT_DAYS };
const NOW = new Date('2026-06-01T08:00:00.000Z');
const daysBefore = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY_MS - extraMs);
const keyring = documentKeyring({ DOCUMENTS_KEY: 'c'.repeat(64), DOCUMENTS_OLD_KEYS: [], DATA_DIR: '/nonexistent', NODE_ENV: 'test', NEXT_PHASE: undefined });
const staff = { id: null, name: 'Consultant' };

/** What one stored item still has in the place: empty once it is all gone. */
type Remaining = () => Promise<string[]>;

interface World {
  store: Store;
  vault: DocumentVault;
  outboxDir: string;
  caseDeps(now: Date): CaseDeps;
  openCaseAt(now: Date): ReturnType<typeof openCase>;
}

/** Stores one item in the place, `daysOld` days old by the place's own starting event. */
type PlaceCheck = (world: World, daysOld: number) => Promise<Remaining>;

const delivered = (at: Date): Delivery => ({
  status: 'delivered',
  attempts: 1,
  lastError: null,
  deliveredAt: at.toISOString(),
  nextAttemptAt: null,
  history: [{ at: at.toISOString(), ok: true }],
});
const failed = (at: Date): Delivery => ({ ...delivered(at), status: 'failed', deliveredAt: null, lastError: 'HTTP 500', history: [{ at: at.toISOString(), ok: false, error: 'HTTP 500' }] });

const submissionRemaining = (store: Store, id: string): Remaining => async () => ((await store.submissions.getById(id)) ? ['submission'] : []);

const CHECKS: Record<RetentionPlaceKey, PlaceCheck> = {
  async submissions({ store }, daysOld) {
    const at = daysBefore(daysOld);
    const { submission } = await store.submissions.create(newSubmission({ createdAt: at.toISOString(), deliveries: { crm: { ...delivered(at), status: 'skipped' }, email: delivered(at) } }));
    return submissionRemaining(store, submission._id);
  },

  async 'career-applications'({ store }, daysOld) {
    const at = daysBefore(daysOld);
    const fields = { user_name: 'Rania', user_email: 'rania@example.com', location: 'Dubai', designation: 'Visa consultant' };
    // Never delivered: a career application goes at its age whatever its delivery.
    const { submission } = await store.submissions.create(newSubmission({ kind: 'career', fields, createdAt: at.toISOString(), deliveries: { email: failed(at) } }));
    return submissionRemaining(store, submission._id);
  },

  async outbox({ outboxDir }, daysOld) {
    const at = daysBefore(daysOld);
    const file = path.join(outboxDir, outboxFileName(at.toISOString(), 'contact', Math.random().toString(16).slice(2, 14).padEnd(24, '0')));
    writeFileSync(file, 'Subject: an enquiry\r\n\r\nName: Aisha Khan');
    utimesSync(file, at, at);
    return async () => (existsSync(file) ? [path.basename(file)] : []);
  },

  async 'crm-deliveries'({ store }, daysOld) {
    const at = daysBefore(daysOld);
    const { submission } = await store.submissions.create(newSubmission({ kind: 'lead', createdAt: at.toISOString(), deliveries: { crm: delivered(at), email: delivered(at) } }));
    return async () => {
      const stored = await store.submissions.getById(submission._id);
      return stored?.deliveries.crm?.history.length ? ['crm delivery history'] : [];
    };
  },

  async audit({ store }, daysOld) {
    const target = `retention check ${daysOld}`;
    await store.audit.append({ at: daysBefore(daysOld).toISOString(), action: 'export', actor: { id: null, email: 'owner@ztart.test' }, target, detail: null, ip: '192.0.2.7' });
    return async () => ((await store.audit.list({ actorEmail: 'owner@ztart.test' })).some((entry) => entry.target === target) ? ['audit entry'] : []);
  },

  async cases(world, daysOld) {
    const { store, outboxDir } = world;
    const opened = await world.openCaseAt(daysBefore(daysOld + 20));
    await createPortalLink(store, keyring, opened, staff, daysBefore(daysOld + 20));
    await changeStage(world.caseDeps(daysBefore(daysOld)), staff, { caseId: opened._id, stage: 'passport_returned' });
    // Closed yesterday: the days still count from the passport's return, the first end.
    await changeStage(world.caseDeps(daysBefore(1)), staff, { caseId: opened._id, stage: 'closed' });
    const notices = await store.caseNotices.listForCase(opened._id);
    await mkdir(outboxDir, { recursive: true });
    const copy = path.join(outboxDir, outboxFileName(notices[0]!.createdAt, 'case', notices[0]!._id));
    writeFileSync(copy, `Subject: your application\r\n\r\nDear ${opened.applicant.name}`);
    return async () => {
      const parts: [string, boolean][] = [
        ['case', (await store.cases.get(opened._id)) !== null],
        ['timeline', (await store.caseEvents.list(opened._id)).length > 0],
        ['portal links', (await store.portalLinks.listForCase(opened._id)).length > 0],
        ['case e-mails', (await store.caseNotices.listForCase(opened._id)).length > 0],
        ['outbox copy', existsSync(copy)],
      ];
      return parts.filter(([, present]) => present).map(([name]) => name);
    };
  },

  async documents(world, daysOld) {
    const { store, vault } = world;
    const opened = await world.openCaseAt(daysBefore(daysOld + 3));
    const traveller = opened.travellers[0]!;
    const { file } = await uploadDocument(
      { store, keyring, vault, siteUrl: 'http://site.test', now: () => daysBefore(daysOld + 2) },
      opened,
      { travellerId: traveller.id, itemId: traveller.checklist[0]!.id },
      { bytes: Readable.from([minimalPdf('PASSPORT')]), fileName: 'passport.pdf' },
    );
    await changeStage(world.caseDeps(daysBefore(daysOld)), staff, { caseId: opened._id, stage: 'submitted' });
    return async () => [
      ...((await store.caseFiles.get(file._id)) ? ['file record'] : []),
      ...((await vault.exists(file.location)) ? ['encrypted bytes'] : []),
    ];
  },

  async 'do-not-contact'({ store }, daysOld) {
    const phone = `50${String(daysOld).padStart(7, '0')}`;
    await store.doNotContact.mark({ phone, markedBy: { id: 'a'.repeat(24), name: 'Sara' }, reason: 'asked on the phone', submissionId: null, markedAt: daysBefore(daysOld).toISOString() });
    return async () => ((await store.doNotContact.find(phone)) ? ['mark'] : []);
  },

  async 'privacy-requests'({ store }, daysOld) {
    const at = daysBefore(daysOld);
    const request = await store.privacyRequests.create({
      kind: 'erasure',
      channel: 'phone',
      subject: '501234567',
      pseudonym: 'p-0123456789abcdef',
      correction: null,
      createdAt: at.toISOString(),
      dueAt: new Date(at.getTime() + 30 * DAY_MS).toISOString(),
      tokenHash: `hash-${daysOld}`,
      code: { value: '123456', tries: 0 },
    });
    await store.privacyRequests.confirm(request._id, at.toISOString());
    await store.privacyRequests.finish(request._id, { at: at.toISOString(), by: null, outcome: 'erased 1 submission and 0 cases with 0 documents' });
    return async () => ((await store.privacyRequests.get(request._id)) ? ['request'] : []);
  },
};

test('every place of the retention map has a check, and every check a place', () => {
  const listed = retentionMap(SETTINGS).map((place) => place.key);
  expect(listed.filter((key) => !(key in CHECKS))).toEqual([]);
  expect(Object.keys(CHECKS).sort()).toEqual([...RETENTION_PLACE_KEYS].sort());
});

test('the map reads its figures from the settings, and the policy’s sentences from the map', () => {
  const map = retentionMap(SETTINGS);
  const daysOf = (key: RetentionPlaceKey) => keptDays(map.find((place) => place.key === key)!);
  expect([daysOf('submissions'), daysOf('career-applications'), daysOf('outbox'), daysOf('crm-deliveries')]).toEqual([12, 12, 12, 12]);
  expect([daysOf('audit'), daysOf('cases'), daysOf('documents')]).toEqual([50, 90, DOCUMENT_RETENTION_DAYS]);
  const defaults = policyRetentionSentences(retentionMap(RETENTION_DEFAULTS));
  // The sentence the policy has always had, unchanged at the default figure.
  expect(defaults.documents).toBe('Copies and scans of your documents are deleted within 30 days after your visa application is submitted.');
  expect(defaults.childrenDocuments).toBe('including deletion within 30 days after submission');
  expect(defaults.cases).toContain('is deleted 730 days (2 years) after your passport is returned or the application is closed');
  expect(policyRetentionSentences(map).enquiries).toContain('deleted from it 12 days after they are sent');
  expect(policyRetentionSentences(map).audit).toContain('kept for 50 days');
});

describe.each(availableAdapters())('the worker empties every place of the retention map at its age [$name]', (adapter) => {
  let world: World;
  let dispose: () => Promise<void>;
  let dataDir: string;

  beforeEach(async () => {
    const opened = await adapter.open();
    dispose = opened.dispose;
    const store = opened.store;
    dataDir = mkdtempSync(path.join(tmpdir(), 'retention-map-'));
    const outboxDir = path.join(dataDir, 'outbox');
    await mkdir(outboxDir, { recursive: true });
    const consultant = await store.admins.create({ email: 'sales@ztart.test', passwordHash: 'x', displayName: 'Sara', role: 'sales' });
    await store.visas.create(visaFields({ slug: 'japan-visa', title: 'Japan tourist visa' }));
    const caseDeps = (now: Date): CaseDeps => ({ store, keyring, siteUrl: 'http://site.test', siteName: 'Ztart Visa', now });
    const input = openCaseSchema.parse({ visaSlug: 'japan-visa', applicantName: 'Amal', applicantEmail: 'amal@example.com', applicantPhone: '0501234567', travellers: 'Amal', consultantId: consultant._id });
    world = { store, vault: await vaultFor(store, dataDir), outboxDir, caseDeps, openCaseAt: (now) => openCase(caseDeps(now), staff, input) };
  });
  afterEach(async () => {
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One pass of the worker as the site wires it (lib/leads/runtime.ts), with its clock at NOW. */
  async function runRetention(): Promise<void> {
    const log = () => undefined;
    const worker = createDeliveryWorker({
      store: world.store,
      deliverers: {},
      retention: SETTINGS,
      outboxDir: world.outboxDir,
      jobs: [...caseRetentionJobs(SETTINGS, async () => world.vault, { outboxDir: world.outboxDir, log }), ...privacyWorkerJobs(SETTINGS, log)],
      now: () => NOW,
      log,
    });
    await worker.tick();
    await worker.stop();
  }

  test('a deleted case leaves only its id in the audit log', async () => {
    await CHECKS.cases(world, SETTINGS.caseDays + 1);
    const [gone] = await world.store.cases.list();
    await runRetention();
    const [entry] = await world.store.audit.list({ action: 'case-deleted' });
    expect(entry).toMatchObject({ actor: { email: 'worker' }, target: `case ${gone!._id}`, detail: `deleted ${SETTINGS.caseDays} days after it ended` });
    expect(JSON.stringify(entry)).not.toMatch(/Amal|amal@example\.com|0501234567|Japan/);
  });

  test.each(retentionMap(SETTINGS).map((place) => [place.label, place] as const))('%s', async (_label, place) => {
    const check = CHECKS[place.key];
    if (!check) throw new Error(`The retention map lists "${place.key}" and this test has no check for it.`);
    const age = keptDays(place);
    if (age === null) {
      // Kept while a condition holds: however old, the worker leaves it.
      const ancient = await check(world, 10 * 365);
      const before = await ancient();
      expect(before.length).toBeGreaterThan(0);
      await runRetention();
      expect(await ancient()).toEqual(before);
      return;
    }
    const older = await check(world, age + 1);
    const younger = await check(world, age - 1);
    const olderBefore = await older();
    const youngerBefore = await younger();
    expect(olderBefore.length).toBeGreaterThan(0);

    await runRetention();

    expect(await older()).toEqual([]);
    expect(await younger()).toEqual(youngerBefore);
  });
});
