/**
 * People's requests about their own data, on each store: confirmed only through the channel they
 * name (the e-mailed link, the code read out on a call), answered by the system (a copy holding
 * everything about them and nothing about anyone else; an erasure reaching submissions, cases,
 * documents and e-mail files), with a pseudonymous trace in the audit log and the request.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { openCaseSchema } from '@/lib/cases/case-schemas';
import { openCase } from '@/lib/cases/case-service';
import { documentKeyring } from '@/lib/cases/document-key';
import { type DocumentVault, vaultFor } from '@/lib/cases/document-vault';
import { uploadDocument } from '@/lib/cases/upload-document';
import { outboxFileName } from '@/lib/leads/outbox';
import type { Store } from '@/lib/store/store';
import { minimalPdf } from '@/test/cases/sample-files';
import { newSubmission, visaFields } from '@/test/fixtures';
import { availableAdapters } from '@/test/store-adapters';
import { CODE_TRIES } from './constants';
import { keptAfterErasure } from './kept-after-erasure';
import { personalDataOf } from './personal-data';
import { sweepPrivacyRequests } from './request-retention';
import { requestCodeSchema } from './request-schemas';
import { confirmByCode, confirmByLink, makeRequest, type RequestDeps, tokenHashOf } from './request-service';
import { pseudonymOf } from './subject';

const NOW = new Date('2026-05-10T08:00:00.000Z');
const DAY = 86_400_000;
const SECRET = 's'.repeat(40);
const keyring = documentKeyring({ DOCUMENTS_KEY: 'd'.repeat(64), DOCUMENTS_OLD_KEYS: [], DATA_DIR: '/nonexistent', NODE_ENV: 'test', NEXT_PHASE: undefined });
const AMAL = '501112233';
const OTHER = '559998877';

describe.each(availableAdapters())('data requests [$name]', (adapter) => {
  let store: Store;
  let dispose: () => Promise<void>;
  let dataDir: string;
  let outboxDir: string;
  let vault: DocumentVault;
  let deps: RequestDeps;
  let mails: Array<{ to: string; text: string }>;
  /** Every confirmation e-mail whole, as the mailer gets it. */
  let sent: Array<{ subject: string; text: string; html: string }>;
  let consultantId: string;

  beforeEach(async () => {
    ({ store, dispose } = await adapter.open());
    dataDir = mkdtempSync(path.join(tmpdir(), 'data-requests-'));
    outboxDir = path.join(dataDir, 'outbox');
    mkdirSync(outboxDir, { recursive: true });
    vault = await vaultFor(store, dataDir);
    mails = [];
    sent = [];
    deps = {
      store,
      secret: SECRET,
      siteUrl: 'http://site.test',
      siteName: 'Ztart Visa',
      now: () => NOW,
      vault: async () => vault,
      outboxDir,
      async sendMail(mail) {
        mails.push({ to: mail.to, text: mail.text });
        sent.push({ subject: mail.subject, text: mail.text, html: mail.html });
        writeFileSync(path.join(outboxDir, outboxFileName(mail.at.toISOString(), 'privacy', mail.requestId)), mail.text);
        return { ok: true };
      },
    };
    consultantId = (await store.admins.create({ email: 'sales@ztart.test', passwordHash: 'x', displayName: 'Sara', role: 'sales' }))._id;
    await store.visas.create(visaFields({ slug: 'japan-visa', title: 'Japan tourist visa' }));
  });
  afterEach(async () => {
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A lead from `phone`, with its e-mail's copy in the outbox as the worker writes it. */
  async function leadFrom(phone: string, name: string) {
    const { submission } = await store.submissions.create(newSubmission({ fields: { user_name: name, user_mobile: phone, user_cnty: 'France' }, createdAt: NOW.toISOString() }));
    const file = path.join(outboxDir, outboxFileName(submission.createdAt, 'consultation', submission._id));
    writeFileSync(file, `Name: ${name}\r\nMobile: +971 ${phone}`);
    return { submission, file };
  }

  async function caseOf(email: string, phone: string) {
    const record = await openCase(
      { store, keyring, siteUrl: 'http://site.test', siteName: 'Ztart Visa', now: NOW },
      { id: null, name: 'Consultant' },
      openCaseSchema.parse({ visaSlug: 'japan-visa', applicantName: 'Amal', applicantEmail: email, applicantPhone: `0${phone}`, travellers: 'Amal', consultantId }),
    );
    const traveller = record.travellers[0]!;
    const { file } = await uploadDocument(
      { store, keyring, vault, siteUrl: 'http://site.test', now: () => NOW },
      record,
      { travellerId: traveller.id, itemId: traveller.checklist[0]!.id },
      { bytes: Readable.from([minimalPdf('AMAL-PASSPORT')]), fileName: 'passport.pdf' },
    );
    return { record, file };
  }

  const tokenOf = (text: string) => /\/privacy\/my-data\/([\w-]+)/.exec(text)![1]!;
  const requestOf = async (token: string) => (await store.privacyRequests.findByTokenHash(tokenHashOf(token)))!;

  test('a request made on an Arabic page is recorded with its language; its e-mail, link and refusals are Arabic', async () => {
    const { request } = await makeRequest(deps, { kind: 'erasure', subject: { channel: 'email', value: 'amal@example.com' }, correction: null, language: 'ar' });
    expect(request.language).toBe('ar');
    expect((await store.privacyRequests.get(request._id))!.language).toBe('ar');
    const [mail] = sent;
    expect(mail!.subject).toBe('أكّد طلبك: محو بياناتي');
    expect(mail!.text).toContain('تلقّى موقع Ztart Visa طلبًا للحصول على محو البيانات التي نحتفظ بها عن عنوان البريد الإلكتروني هذا.');
    expect(mail!.text).toMatch(/http:\/\/site\.test\/ar\/privacy\/my-data\/[\w-]+/);
    expect(mail!.html.startsWith('<div dir="rtl" lang="ar"')).toBe(true);
    expect(mail!.html).toContain('تأكيد طلبي');

    // A mobile's request: a wrong code is answered in Arabic, and the code typed in Arabic-Indic digits counts.
    const { pageToken, request: byPhone } = await makeRequest(deps, { kind: 'copy', subject: { channel: 'phone', value: AMAL }, correction: null, language: 'ar' });
    const code = byPhone.code!.value;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await confirmByCode(deps, await requestOf(pageToken!), wrong, 'ar')).toEqual({ ok: false, message: `الرمز غير صحيح. المحاولات المتبقية: ${CODE_TRIES - 1}.` });
    const arabicDigits = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const typed = requestCodeSchema.parse({ code: ` ${arabicDigits} ` }).code;
    expect(await confirmByCode(deps, await requestOf(pageToken!), typed, 'ar')).toMatchObject({ ok: true });

    // An English page's request is English, as before.
    const english = await makeRequest(deps, { kind: 'copy', subject: { channel: 'email', value: 'omar@example.com' }, correction: null });
    expect(english.request.language).toBe('en');
    expect(sent.at(-1)!.subject).toBe('Confirm your request: a copy of my data');
    expect(sent.at(-1)!.text).toMatch(/http:\/\/site\.test\/privacy\/my-data\/[\w-]+/);
  });

  test('an erasure keeps what it removed in counts, and tells what it keeps in the page’s language', async () => {
    await leadFrom(AMAL, 'Amal');
    const { pageToken, request } = await makeRequest(deps, { kind: 'erasure', subject: { channel: 'phone', value: AMAL }, correction: null, language: 'ar' });
    expect(await confirmByCode(deps, await requestOf(pageToken!), request.code!.value, 'ar')).toMatchObject({ ok: true });
    expect((await store.privacyRequests.get(request._id))!.erased).toEqual({ submissions: 1, cases: 0, documents: 0 });
    const kept = keptAfterErasure({ auditDays: 365, markedAt: null, locale: 'ar' });
    expect(kept).toHaveLength(3);
    expect(kept[0]).toBe('سجل التدقيق: قيود لا تشير إلى السجلات إلا برقمها المرجعي (دون اسم أو رقم أو بريد إلكتروني)، نحتفظ بها مدة 365 يومًا لحماية الموقع ولبيان من فعل ماذا.');
    expect(keptAfterErasure({ auditDays: 365, markedAt: null })[1]).toBe('This request, under a code name instead of your address or number, kept 3 years as proof that we answered it.');
  });

  test('a copy by e-mail: the link goes to that mailbox only, a click confirms, the copy holds that person’s records and nobody else’s', async () => {
    const { record } = await caseOf('amal@example.com', AMAL);
    const { submission: career } = await store.submissions.create(
      newSubmission({ kind: 'career', fields: { usr_name: 'Amal', usr_email: 'Amal@Example.com', usr_location: 'Dubai', usr_desig: 'Visa consultant', usr_msg: '' } }),
    );
    await store.submissions.create(newSubmission({ kind: 'career', fields: { usr_name: 'Kamal', usr_email: 'kamal.amal@example.com', usr_location: 'Dubai', usr_desig: 'Visa consultant', usr_msg: '' } }));

    const { request, pageToken } = await makeRequest(deps, { kind: 'copy', subject: { channel: 'email', value: 'amal@example.com' }, correction: null });
    expect(pageToken).toBeNull();
    expect(mails.map((mail) => mail.to)).toEqual(['amal@example.com']);
    const token = tokenOf(mails[0]!.text);
    expect(await confirmByCode(deps, await requestOf(token), '123456')).toEqual({ ok: false, message: 'This request can no longer be confirmed. Make it again.' });
    const confirmed = await confirmByLink(deps, await requestOf(token));
    expect(confirmed.ok).toBe(true);
    expect(await confirmByLink(deps, await requestOf(token))).toMatchObject({ ok: false });

    const done = (await store.privacyRequests.get(request._id))!;
    expect(done).toMatchObject({ status: 'done', subject: 'amal@example.com', outcome: 'copy made: 1 submission, 1 case', forgetAt: new Date(NOW.getTime() + 7 * DAY).toISOString() });
    const copy = await personalDataOf(store, { channel: 'email', value: 'amal@example.com' }, NOW);
    expect(copy.submissions.map((each) => each.reference)).toEqual([career._id]);
    expect(copy.cases.map((each) => [each.reference, each.documents.map((file) => file.fileName)])).toEqual([[record._id, ['passport.pdf']]]);
    expect(JSON.stringify(copy)).not.toContain('kamal');
    // The e-mail's copy held a link that has done its work.
    expect(existsSync(path.join(outboxDir, outboxFileName(NOW.toISOString(), 'privacy', request._id)))).toBe(false);

    // Seven days later the copy's page closes and the request forgets the address.
    await sweepPrivacyRequests(store, 1095, new Date(NOW.getTime() + 8 * DAY));
    expect((await store.privacyRequests.get(request._id))!.subject).toBeNull();
  });

  test('a copy by mobile: only the code read out confirms it, a few wrong tries use the request up', async () => {
    await leadFrom(AMAL, 'Amal');
    const { pageToken, request } = await makeRequest(deps, { kind: 'copy', subject: { channel: 'phone', value: AMAL }, correction: null });
    expect(mails).toEqual([]);
    expect(await confirmByLink(deps, await requestOf(pageToken!))).toMatchObject({ ok: false });
    const code = (await store.privacyRequests.get(request._id))!.code!.value;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await confirmByCode(deps, await requestOf(pageToken!), wrong)).toEqual({ ok: false, message: `That is not the code. ${CODE_TRIES - 1} tries left.` });
    expect(await confirmByCode(deps, await requestOf(pageToken!), code)).toMatchObject({ ok: true });

    const spent = await makeRequest(deps, { kind: 'copy', subject: { channel: 'phone', value: AMAL }, correction: null });
    for (let i = 0; i < CODE_TRIES; i++) await confirmByCode(deps, await requestOf(spent.pageToken!), wrong);
    const right = (await store.privacyRequests.get(spent.request._id))!.code!.value;
    expect(await confirmByCode(deps, await requestOf(spent.pageToken!), right)).toMatchObject({ ok: false, message: expect.stringContaining('last try') });
  });

  test('an erasure by mobile removes the submissions, the case, its documents and the e-mail files; others stay; the trace is pseudonymous', async () => {
    const first = await leadFrom(AMAL, 'Amal Haddad');
    const second = await leadFrom(`0${AMAL}`, 'Amal H.');
    const other = await leadFrom(OTHER, 'Omar');
    const { record, file } = await caseOf('amal@example.com', AMAL);
    await store.doNotContact.mark({ phone: AMAL, markedBy: { id: consultantId, name: 'Sara' }, reason: 'said no on the phone', submissionId: first.submission._id, markedAt: NOW.toISOString() });
    expect(await vault.exists(file.location)).toBe(true);

    const { pageToken, request } = await makeRequest(deps, { kind: 'erasure', subject: { channel: 'phone', value: AMAL }, correction: null });
    const code = (await store.privacyRequests.get(request._id))!.code!.value;
    expect(await confirmByCode(deps, await requestOf(pageToken!), code)).toMatchObject({ ok: true });

    for (const gone of [first, second]) {
      expect(await store.submissions.getById(gone.submission._id)).toBeNull();
      expect(existsSync(gone.file)).toBe(false);
    }
    expect(await store.cases.get(record._id)).toBeNull();
    expect(await store.caseEvents.list(record._id)).toEqual([]);
    expect(await store.caseFiles.get(file._id)).toBeNull();
    expect(await vault.exists(file.location)).toBe(false);
    expect(await store.submissions.getById(other.submission._id)).not.toBeNull();
    expect(existsSync(other.file)).toBe(true);
    expect(await store.doNotContact.find(AMAL)).not.toBeNull();

    const done = (await store.privacyRequests.get(request._id))!;
    expect(done).toMatchObject({ status: 'done', subject: null, keptMarkAt: NOW.toISOString(), pseudonym: pseudonymOf({ channel: 'phone', value: AMAL }, SECRET) });
    expect(done.outcome).toBe('erased 2 submissions and 1 case with 1 document; kept the do-not-contact mark');
    const trail = (await store.audit.list({})).filter((entry) => entry.target === `request ${request._id}`);
    expect(trail.map((entry) => entry.action).sort()).toEqual(['privacy-confirmed', 'privacy-done', 'privacy-request']);
    expect(JSON.stringify(trail)).not.toMatch(new RegExp(`${AMAL}|Amal|amal@`));
    expect(JSON.stringify(trail)).toContain(done.pseudonym);
  });

  test('a request nobody confirms lapses after 7 days and forgets its address; closed ones go after the kept days', async () => {
    const { request } = await makeRequest(deps, { kind: 'erasure', subject: { channel: 'email', value: 'late@example.com' }, correction: null });
    await sweepPrivacyRequests(store, 1095, new Date(NOW.getTime() + 6 * DAY));
    expect((await store.privacyRequests.get(request._id))!.status).toBe('unconfirmed');
    await sweepPrivacyRequests(store, 1095, new Date(NOW.getTime() + 8 * DAY));
    expect((await store.privacyRequests.get(request._id))!).toMatchObject({ status: 'lapsed', subject: null });
    expect(await confirmByLink({ ...deps, now: () => new Date(NOW.getTime() + 8 * DAY) }, (await store.privacyRequests.get(request._id))!)).toMatchObject({ ok: false });
    await sweepPrivacyRequests(store, 1095, new Date(NOW.getTime() + 1096 * DAY));
    expect(await store.privacyRequests.get(request._id)).toBeNull();
  });
});
