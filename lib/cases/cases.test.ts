/**
 * Cases on each store: a case opened from a won lead with the visa page's checklist, uploads
 * checked by content and sealed in the vault (GridFS or DATA_DIR), the review and stage changes
 * that e-mail the applicant through the outbox, the portal's link and codes, racing changes, and
 * the deletion of documents 30 days after submission.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { createMailer } from '@/lib/leads/mailer';
import type { Store } from '@/lib/store/store';
import { newSubmission, visaFields } from '@/test/fixtures';
import { minimalPdf, photoWithMetadata } from '@/test/cases/sample-files';
import { availableAdapters } from '@/test/store-adapters';
import { SENT_BODY } from './case-notice-repository';
import type { Case } from './case-repository';
import { openCaseSchema } from './case-schemas';
import { addItem, type CaseDeps, changeStage, openCase, reviewItem } from './case-service';
import { openingStream } from './document-cipher';
import { documentKeyring } from './document-key';
import { deleteDueDocuments } from './document-retention';
import { type DocumentVault, GRIDFS_BUCKET, vaultFor } from './document-vault';
import { deliverDueNotices } from './notice-delivery';
import { checkPortalCode, createPortalLink, currentPortalUrl, resolvePortalLink, sendPortalCode } from './portal-access';
import { uploadDocument } from './upload-document';

const KEY = 'b'.repeat(64);
const keyring = documentKeyring({ DOCUMENTS_KEY: KEY, DOCUMENTS_OLD_KEYS: [], DATA_DIR: '/nonexistent', NODE_ENV: 'test', NEXT_PHASE: undefined });
const staff = { id: null, name: 'Consultant' };
const DAY = 86_400_000;

const documentsOnDisk = (dir: string) => {
  try {
    return readdirSync(path.join(dir, 'documents'));
  } catch {
    return []; // nothing written yet
  }
};

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe.each(availableAdapters())('cases [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let dataDir: string;
  let vault: DocumentVault;
  let deps: CaseDeps;
  let consultantId: string;

  beforeEach(async () => {
    ({ store, dispose } = await adapter.open());
    dataDir = mkdtempSync(path.join(tmpdir(), 'cases-test-'));
    vault = await vaultFor(store, dataDir);
    deps = { store, keyring, siteUrl: 'http://site.test', siteName: 'Ztart Visa', now: new Date('2026-03-02T08:00:00.000Z') };
    const consultant = await store.admins.create({ email: 'sales@ztart.test', passwordHash: 'x', displayName: 'Sara', role: 'sales' });
    consultantId = consultant._id;
    await store.visas.create(
      visaFields({
        slug: 'japan-visa',
        title: 'Japan tourist visa',
        titleAr: 'تأشيرة اليابان السياحية',
        questions: [{ question: 'Which documents are required?', answer: '<ul><li>Passport</li><li>Photograph 45x35</li><li>Bank statement</li></ul>' }],
      }),
    );
  });
  afterEach(async () => {
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function wonLead(): Promise<string> {
    const { submission } = await store.submissions.create(newSubmission({ kind: 'consultation' }));
    await store.submissions.updatePipeline(submission._id, { stage: 'won', at: new Date().toISOString() });
    return submission._id;
  }

  const input = (extra: Record<string, string> = {}) =>
    openCaseSchema.parse({ visaSlug: 'japan-visa', applicantName: 'Amal', applicantEmail: 'amal@example.com', applicantPhone: '0501234567', travellers: 'Amal\nYousef', consultantId, ...extra });

  const upload = (record: Case, traveller: number, item: number, bytes: Buffer, fileName = 'scan.pdf') =>
    uploadDocument({ store, keyring, vault, siteUrl: deps.siteUrl, now: () => deps.now }, record, { travellerId: record.travellers[traveller]!.id, itemId: record.travellers[traveller]!.checklist[item]!.id }, { bytes: Readable.from([bytes]), fileName });

  test('a won lead opens a case with each traveller’s checklist from the visa page; a lead not won does not', async () => {
    const leadId = await wonLead();
    const record = await openCase(deps, staff, input({ leadId }));
    expect(record.travellers.map((traveller) => traveller.name)).toEqual(['Amal', 'Yousef']);
    expect(record.travellers[1]!.checklist.map((item) => [item.label, item.status])).toEqual([
      ['Passport', 'waiting'],
      ['Photograph 45x35', 'waiting'],
      ['Bank statement', 'waiting'],
    ]);
    expect(record).toMatchObject({ stage: 'documents_requested', leadId, waitingOnApplicant: true, toReview: 0, consultant: { id: consultantId, name: 'Sara' } });
    await expect(openCase(deps, staff, input({ leadId }))).rejects.toThrow('A case is open for this lead already.');
    const { submission } = await store.submissions.create(newSubmission({ kind: 'consultation' }));
    await expect(openCase(deps, staff, input({ leadId: submission._id }))).rejects.toThrow('Only a won lead becomes a case');
    expect((await store.caseEvents.list(record._id)).map((event) => event.text)).toEqual(['Case opened from the won lead: Documents requested.']);
  });

  test('a PDF and a photo are sealed in the vault: no clear byte on disk or in GridFS, read back with the key, photo without its metadata', async () => {
    const record = await openCase(deps, staff, input());
    const pdf = minimalPdf('PASSPORT-MARKER-7731');
    const { file } = await upload(record, 0, 0, pdf, 'passport.pdf');
    expect(file).toMatchObject({ contentType: 'application/pdf', size: pdf.length, fileName: 'passport.pdf', keyId: keyring.current.id });

    const raw = await bytesOf(vault.read(file.location));
    expect(raw.length).toBe(pdf.length);
    expect(raw.includes(Buffer.from('PASSPORT-MARKER-7731'))).toBe(false);
    expect(raw.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    if (adapter.name === 'sqlite') {
      expect(documentsOnDisk(dataDir)).toEqual([`${file.location}.bin`]);
      expect(readFileSync(path.join(dataDir, 'documents', `${file.location}.bin`)).includes(Buffer.from('PASSPORT-MARKER'))).toBe(false);
    } else {
      const db = (store.documents.driver() as { db: import('mongodb').Db }).db;
      const chunks = await db.collection(`${GRIDFS_BUCKET}.chunks`).find({}).toArray();
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.some((chunk) => Buffer.from((chunk.data as import('mongodb').Binary).buffer).includes(Buffer.from('PASSPORT-MARKER')))).toBe(false);
    }
    expect(await bytesOf(vault.read(file.location).pipe(openingStream(keyring, file)))).toEqual(pdf);
    const wrongKey = documentKeyring({ DOCUMENTS_KEY: 'c'.repeat(64), DOCUMENTS_OLD_KEYS: [], DATA_DIR: '/x', NODE_ENV: 'test', NEXT_PHASE: undefined });
    expect(() => openingStream(wrongKey, file)).toThrow('a key the server no longer has');

    const photo = await photoWithMetadata();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { file: image, record: after } = await upload(record, 0, 1, photo, 'me.jpg');
    const clear = await bytesOf(vault.read(image.location).pipe(openingStream(keyring, image)));
    const meta = await sharp(clear).metadata();
    expect([meta.format, meta.width, meta.exif, clear.includes(Buffer.from('SecretCam'))]).toEqual(['jpeg', 800, undefined, false]);
    expect(after.travellers[0]!.checklist.slice(0, 2).map((item) => item.status)).toEqual(['received', 'received']);
    expect(after.toReview).toBe(2);
    const notices = await store.caseNotices.listForCase(record._id);
    expect(notices.map((notice) => [notice.to, notice.subject])).toEqual([
      ['sales@ztart.test', 'New document: Passport (Amal)'],
      ['sales@ztart.test', 'New document: Photograph 45x35 (Amal)'],
    ]);
  });

  test.each([
    ['PNG', 'png', (image: import('sharp').Sharp) => image.png()],
    ['WebP', 'webp', (image: import('sharp').Sharp) => image.webp()],
  ] as const)('a %s is re-encoded in its own format, without its metadata, at most 3000 px a side', async (_name, format, encode) => {
    const record = await openCase(deps, staff, input());
    const wide = await encode(sharp({ create: { width: 4000, height: 3200, channels: 3, background: '#5577aa' } }))
      .withExif({ IFD0: { Make: 'SecretCam', Model: 'Passport Phone 9' } })
      .toBuffer();
    expect(wide.includes(Buffer.from('SecretCam'))).toBe(true);
    const { file } = await upload(record, 0, 1, wide, `scan.${format}`);
    const clear = await bytesOf(vault.read(file.location).pipe(openingStream(keyring, file)));
    const meta = await sharp(clear).metadata();
    expect([file.contentType, meta.format, meta.width, meta.height, meta.exif, clear.includes(Buffer.from('SecretCam'))]).toEqual([
      `image/${format}`, format, 3000, 2400, undefined, false,
    ]);
  });

  test.each([
    ['a PDF header over other bytes', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 7)]), 'This PDF has no content we can read'],
    ['a PDF cut short', minimalPdf('x').subarray(0, 300), 'This PDF is incomplete'],
    ['a PDF whose trailer points nowhere', Buffer.from(minimalPdf('x').toString('latin1').replace(/startxref\n\d+/, 'startxref\n17'), 'latin1'), 'This PDF is damaged'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'Send a PDF, JPEG, PNG or WebP file'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'Send a PDF, JPEG, PNG or WebP file'],
    ['a damaged JPEG', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 1)]), 'This image could not be read'],
    ['a file over 10 MB', minimalPdf('big', 10 * 1024 * 1024 + 10), 'The file is larger than 10 MB'],
  ])('%s is refused with a clear message and nothing is stored', async (_name, bytes, message) => {
    const record = await openCase(deps, staff, input());
    await expect(upload(record, 0, 0, bytes)).rejects.toThrow(message);
    expect(await store.caseFiles.countAll()).toBe(0);
    if (adapter.name === 'sqlite') expect(documentsOnDisk(dataDir)).toEqual([]);
    expect((await store.cases.get(record._id))!.travellers[0]!.checklist[0]!.status).toBe('waiting');
  });

  test('a PNG of 70 megapixels in a small file is refused before it is decoded', async () => {
    const record = await openCase(deps, staff, input());
    const bomb = await sharp({ create: { width: 10_000, height: 7000, channels: 3, background: '#fff' } }).png().toBuffer();
    await expect(upload(record, 0, 1, bomb, 'bomb.png')).rejects.toThrow('The image has too many pixels (60 megapixels at most).');
    expect(await store.caseFiles.countAll()).toBe(0);
  });

  test('an item of another traveller’s or another case’s checklist is refused', async () => {
    const record = await openCase(deps, staff, input());
    const other = await openCase(deps, staff, input());
    const pdf = minimalPdf('x');
    const crossed = { travellerId: record.travellers[0]!.id, itemId: record.travellers[1]!.checklist[0]!.id };
    const uploadDeps = { store, keyring, vault, siteUrl: deps.siteUrl, now: () => deps.now };
    await expect(uploadDocument(uploadDeps, record, crossed, { bytes: Readable.from([pdf]), fileName: null })).rejects.toThrow('not on this case');
    const foreign = { travellerId: other.travellers[0]!.id, itemId: other.travellers[0]!.checklist[0]!.id };
    await expect(uploadDocument(uploadDeps, record, foreign, { bytes: Readable.from([pdf]), fileName: null })).rejects.toThrow('not on this case');
  });

  test('asking again e-mails the reason; the new file replaces the old one; stage changes e-mail the applicant through the outbox', async () => {
    const record = await openCase(deps, staff, input());
    const { token } = await createPortalLink(store, keyring, record, staff, deps.now);
    const { file: first } = await upload(record, 0, 1, await photoWithMetadata('#111111'));
    const ref = { caseId: record._id, travellerId: record.travellers[0]!.id, itemId: record.travellers[0]!.checklist[1]!.id };
    const asked = await reviewItem(deps, staff, { ...ref, verdict: 'resend', reason: 'The photo is blurred' });
    expect(asked.record.travellers[0]!.checklist[1]).toMatchObject({ status: 'resend', reason: 'The photo is blurred' });
    expect(asked.chatText).toContain(`/case/${token}`);
    const { file: second, record: resent } = await upload(asked.record, 0, 1, await photoWithMetadata('#222222'));
    expect(resent.travellers[0]!.checklist[1]).toMatchObject({ status: 'received', fileId: second._id });
    expect(await store.caseFiles.get(first._id)).toBeNull();
    expect(await vault.exists(first.location)).toBe(false);
    await reviewItem(deps, staff, { ...ref, verdict: 'accepted' });
    await changeStage(deps, staff, { caseId: record._id, stage: 'appointment_booked', centre: 'VFS Dubai', date: '2026-03-10', time: '09:30' });
    await expect(changeStage(deps, staff, { caseId: record._id, stage: 'documents_complete' })).rejects.toThrow('choose a later stage');

    const outbox = path.join(dataDir, 'outbox');
    const mailer = createMailer({ smtpUrl: null, outboxDir: outbox, from: 'no-reply@ztart.test', to: 'inbox@ztart.test' });
    const policy = { backoffMs: [1000], maxAttempts: 3, jitter: 0 };
    const sent = await deliverDueNotices(store, new Date(deps.now.getTime() + 1000), { mailer, messageIdDomain: 'ztart.test', policy, leaseMs: 60_000 });
    expect(await deliverDueNotices(store, new Date(deps.now.getTime() + 2000), { mailer, messageIdDomain: 'ztart.test', policy, leaseMs: 60_000 })).toBe(0);
    const mails = readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, ''));
    expect(mails).toHaveLength(sent);
    const toApplicant = mails.filter((mail) => mail.includes('To: amal@example.com'));
    expect(toApplicant.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1])).toEqual(
      expect.arrayContaining(['Please send again: Photograph 45x35', 'Appointment booked: your Japan tourist visa application']),
    );
    expect(toApplicant.find((mail) => mail.includes('Appointment booked'))).toContain('VFS Dubai, Tue, 10 Mar 2026 at 09:30');
    expect(toApplicant.every((mail) => mail.includes(`/case/${token}`))).toBe(true);
    // Once sent, the store keeps no copy of the link: only its hash and the sealed token.
    const stored = await store.caseNotices.listForCase(record._id);
    expect(stored.every((notice) => notice.delivery.status === 'delivered' && notice.text === SENT_BODY && !notice.html.includes(token))).toBe(true);
  });

  test('a case from an Arabic lead writes to its applicant in Arabic, right to left; the consultant still reads English', async () => {
    const { submission } = await store.submissions.create({ ...newSubmission({ kind: 'consultation' }), language: 'ar' });
    await store.submissions.updatePipeline(submission._id, { stage: 'won', at: new Date().toISOString() });
    const record = await openCase(deps, staff, input({ leadId: submission._id }));
    expect(record.language).toBe('ar');
    expect(record.visa).toMatchObject({ title: 'Japan tourist visa', titleAr: 'تأشيرة اليابان السياحية' });
    expect((await openCase(deps, staff, input())).language).toBe('en');
    const { link, token } = await createPortalLink(store, keyring, record, staff, deps.now);
    await changeStage(deps, staff, { caseId: record._id, stage: 'appointment_booked', centre: 'VFS Dubai', date: '2026-03-10', time: '09:30' });
    await sendPortalCode(store, link, record, 'Ztart Visa', deps.now);
    await upload(record, 0, 0, minimalPdf('passport'));

    const outbox = path.join(dataDir, 'outbox');
    const mailer = createMailer({ smtpUrl: null, outboxDir: outbox, from: 'no-reply@ztart.test', to: 'inbox@ztart.test' });
    const notices = await store.caseNotices.listForCase(record._id);
    const toApplicant = notices.filter((notice) => notice.to === 'amal@example.com');
    expect(toApplicant.map((notice) => notice.subject)).toEqual([
      'تم حجز الموعد: طلبك للحصول على تأشيرة اليابان السياحية',
      expect.stringMatching(/^\d{6} هو رمز الدخول إلى صفحة طلبك لدى Ztart Visa$/),
    ]);
    const [stage, code] = toApplicant;
    expect(stage!.text).toContain('مرحبًا Amal،');
    expect(stage!.text).toContain('تم حجز موعدك لطلب تأشيرة اليابان السياحية: VFS Dubai، الثلاثاء، 10 مارس 2026 الساعة 09:30.');
    expect(stage!.text).toContain(`افتح صفحة طلبك:\n\nhttp://site.test/case/${token}`);
    expect(stage!.html.startsWith('<div dir="rtl" lang="ar"')).toBe(true);
    expect(code!.text).toMatch(/رمزك هو \d{6}/);
    // The consultant's "new document" e-mail stays English.
    expect(notices.find((notice) => notice.to === 'sales@ztart.test')?.subject).toMatch(/^New document: Passport \(Amal\)$/);
    // The WhatsApp update staff send carries the same Arabic words.
    const asked = await reviewItem(deps, staff, { caseId: record._id, travellerId: record.travellers[0]!.id, itemId: record.travellers[0]!.checklist[0]!.id, verdict: 'resend', reason: 'الصفحة غير واضحة' });
    expect(asked.chatText).toMatch(/^مرحبًا Amal، معك Ztart Visa\./);

    await deliverDueNotices(store, new Date(deps.now.getTime() + 1000), { mailer, messageIdDomain: 'ztart.test', policy: { backoffMs: [1000], maxAttempts: 3, jitter: 0 }, leaseMs: 60_000 });
    const mails = readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), 'utf8'));
    // Each e-mail's HTML part, as a mail client reads it (base64 or quoted-printable, as the mailer chose).
    const htmlOf = (mail: string) => {
      const [, encoding, body = ''] = /Content-Type: text\/html; charset=utf-8\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n----/.exec(mail) ?? [];
      if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
      return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
    };
    const applicantMails = mails.filter((mail) => mail.includes('To: amal@example.com'));
    expect(applicantMails).toHaveLength(3);
    expect(applicantMails.every((mail) => htmlOf(mail).startsWith('<div dir="rtl" lang="ar"'))).toBe(true);
  });

  test('the link opens its case until revoked; a code works once and only for a few tries', async () => {
    const record = await openCase(deps, staff, input());
    const { link, token } = await createPortalLink(store, keyring, record, staff, deps.now);
    expect((await resolvePortalLink(store, token, deps.now))?.record._id).toBe(record._id);
    expect(await resolvePortalLink(store, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, deps.now)).toBeNull();
    expect(await resolvePortalLink(store, token, new Date(deps.now.getTime() + 121 * DAY))).toBeNull();
    expect(await checkPortalCode(store, link, '123456', deps.now)).toEqual({ verdict: 'no-code' });

    await sendPortalCode(store, link, record, 'Ztart Visa', deps.now);
    const codeMail = (await store.caseNotices.listForCase(record._id)).at(-1)!;
    const code = /Your code is (\d{6})/.exec(codeMail.text)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => checkPortalCode(store, link, wrong, deps.now)));
    expect(verdicts.filter(({ verdict }) => verdict === 'wrong').map((one) => ('triesLeft' in one ? one.triesLeft : -1)).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await checkPortalCode(store, link, code, deps.now)).toEqual({ verdict: 'no-code' }); // tries used up

    await sendPortalCode(store, link, record, 'Ztart Visa', deps.now);
    const fresh = /Your code is (\d{6})/.exec((await store.caseNotices.listForCase(record._id)).at(-1)!.text)![1]!;
    expect(await checkPortalCode(store, link, fresh, new Date(deps.now.getTime() + 16 * 60_000))).toEqual({ verdict: 'no-code' }); // expired
    await sendPortalCode(store, link, record, 'Ztart Visa', deps.now);
    const third = /Your code is (\d{6})/.exec((await store.caseNotices.listForCase(record._id)).at(-1)!.text)![1]!;
    expect(await checkPortalCode(store, link, third, deps.now)).toEqual({ verdict: 'ok' });
    expect(await checkPortalCode(store, link, third, deps.now)).toEqual({ verdict: 'no-code' });

    const { token: newer } = await createPortalLink(store, keyring, record, staff, deps.now);
    expect(await resolvePortalLink(store, token, deps.now)).toBeNull();
    expect(await currentPortalUrl(store, keyring, deps.siteUrl, record._id, deps.now)).toBe(`http://site.test/case/${newer}`);
  });

  test('changes made at the same moment are all kept (compare-and-set on the case)', async () => {
    const record = await openCase(deps, staff, input());
    const travellerId = record.travellers[0]!.id;
    await Promise.all(Array.from({ length: 6 }, (_, index) => addItem(deps, staff, { caseId: record._id, travellerId, label: `Extra ${index}` })));
    const labels = (await store.cases.get(record._id))!.travellers[0]!.checklist.map((item) => item.label);
    expect(labels.filter((label) => label.startsWith('Extra')).sort()).toEqual(['Extra 0', 'Extra 1', 'Extra 2', 'Extra 3', 'Extra 4', 'Extra 5']);
  });

  test('documents go 30 days after submission, from the vault and the store; the case and its timeline stay; the audit log names it', async () => {
    const record = await openCase(deps, staff, input());
    const { file } = await upload(record, 0, 0, minimalPdf('x'));
    await upload(record, 1, 0, await photoWithMetadata());
    await changeStage(deps, staff, { caseId: record._id, stage: 'submitted' });
    const kept = await openCase(deps, staff, input());
    const { file: keptFile } = await upload(kept, 0, 0, minimalPdf('y'));

    expect(await deleteDueDocuments(store, vault, new Date(deps.now.getTime() + 29 * DAY))).toBe(0);
    expect(await deleteDueDocuments(store, vault, new Date(deps.now.getTime() + 31 * DAY))).toBe(2);
    expect(await vault.exists(file.location)).toBe(false);
    expect(await store.caseFiles.listForCase(record._id)).toEqual([]);
    expect(await vault.exists(keptFile.location)).toBe(true);
    if (adapter.name === 'sqlite') expect(documentsOnDisk(dataDir)).toEqual([`${keptFile.location}.bin`]);
    const after = (await store.cases.get(record._id))!;
    expect(after.documentsDeletedAt).not.toBeNull();
    expect(after.travellers.flatMap((traveller) => traveller.checklist).every((item) => item.fileId === null)).toBe(true);
    const timeline = (await store.caseEvents.list(record._id, { forApplicant: true })).map((event) => event.text);
    expect(timeline[0]).toMatch(/^Case opened/);
    expect(timeline.at(-1)).toBe('Your documents were deleted (2 files): 30 days after submission, as our privacy policy promises.');
    const [entry] = await store.audit.list({ action: 'case-documents-deleted' });
    expect(entry).toMatchObject({ actor: { email: 'worker' }, target: `case ${record._id}`, detail: '2 files deleted: 30 days after submission' });
    expect(await deleteDueDocuments(store, vault, new Date(deps.now.getTime() + 32 * DAY))).toBe(0);
  });

  test('the store counts cases by stage and filters them', async () => {
    const a = await openCase(deps, staff, input());
    await openCase(deps, staff, input());
    await changeStage(deps, staff, { caseId: a._id, stage: 'appointment_booked', centre: 'VFS', date: '2026-03-04', time: '10:00' });
    expect(await store.cases.countByStage()).toMatchObject({ documents_requested: 1, appointment_booked: 1, submitted: 0 });
    expect(await store.cases.count({ appointmentFrom: '2026-03-02', appointmentBefore: '2026-03-09' })).toBe(1);
    expect(await store.cases.count({ waitingOnApplicant: true, consultantId })).toBe(2);
    expect(await store.cases.count({ visaSlug: 'other' })).toBe(0);
  });
});

test('a 10 MB upload streams: sealed without holding it whole', async () => {
  const { diskVault } = await import('./document-vault');
  const { sealDocument } = await import('./seal-document');
  const dir = mkdtempSync(path.join(tmpdir(), 'cases-stream-'));
  const pdf = minimalPdf('big', 9.9 * 1024 * 1024);
  const chunks = Array.from({ length: Math.ceil(pdf.length / 65536) }, (_, index) => pdf.subarray(index * 65536, (index + 1) * 65536));
  const sealed = await sealDocument(Readable.from(chunks), { vault: diskVault(dir), keyring, location: 'a'.repeat(24) });
  expect(sealed.size).toBe(pdf.length);
  const back: Buffer[] = [];
  await pipeline(diskVault(dir).read('a'.repeat(24)), openingStream(keyring, sealed), async function* (source) {
    for await (const chunk of source) back.push(chunk as Buffer);
  });
  expect(Buffer.concat(back).equals(pdf)).toBe(true);
  rmSync(dir, { recursive: true, force: true });
});
