import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CAREER_NOTICE, CONTACT_NOTICE, MARKETING_CHOICE } from '../lib/privacy/consent-notices';
import type { PersonalDataCopy } from '../lib/privacy/personal-data';
import type { PrivacyRequest } from '../lib/privacy/request-repository';
import { pseudonymOf } from '../lib/privacy/subject';
import { consentFor, validFields } from '../test/leads/forms';
import { e2eStore, logIn, workerIp } from './support/admin';
import { runOnDesktopOnly, uniqueIp } from './support/api';
import { caseVisa, dataDir, mailsTo, seedPortalCase, uniqueEmail, waitForMail } from './support/cases';
import { e2eAdmin } from './support/server-env';
import { waitForHydration } from './support/public';

/**
 * Privacy as a visitor and staff live it: the consent a form records (its notice, the page, the
 * separate marketing box), the marketing list that follows the box and the do-not-contact marks,
 * and people's requests about their data on /privacy/my-data: a copy confirmed by the e-mailed
 * link, a copy and an erasure confirmed by the code staff read out on a call. Each step is checked
 * where it lands: the page, the downloaded JSON, the store, the files under DATA_DIR, the audit log.
 * The flows do not depend on the viewport: desktop only.
 */
test.describe.configure({ timeout: 120_000 });
runOnDesktopOnly();

/** A UAE mobile of its own per use (9 national digits), so no test sees another's submissions. */
const uniqueMobile = () => `58${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

const outbox = () => path.join(dataDir(), 'outbox');
const outboxFiles = (): string[] => {
  try {
    return readdirSync(outbox());
  } catch {
    return [];
  }
};

/** POST /api/forms/{kind} as the site's own forms send it, from `ip`; returns the stored id. */
async function submitForm(request: APIRequestContext, kind: 'contact' | 'career' | 'consultation', fields: Record<string, string>, ip: string, marketing = false): Promise<string> {
  const page = kind === 'consultation' ? '/visa' : `/${kind}`;
  const response = await request.post(`/api/forms/${kind}`, {
    data: { fields, idempotencyKey: randomUUID(), startedAt: Date.now() - 15_000, website: '', consent: { ...consentFor(kind, marketing), page } },
    headers: { 'x-forwarded-for': ip },
  });
  const text = await response.text();
  expect(response.status(), text).toBe(201);
  return (JSON.parse(text) as { data: { id: string } }).data.id;
}

/** The /contact form filled and sent in the browser; returns the stored submission's id. */
async function sendContactForm(page: Page, { name, mobile, marketing }: { name: string; mobile: string; marketing: boolean }): Promise<string> {
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  const form = page.locator('main form').filter({ has: page.getByRole('button', { name: 'send' }) });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Phone number').fill(`0${mobile}`);
  await form.getByLabel('Your message').fill('Please call me about a Schengen visa for August.');
  const box = form.getByRole('checkbox', { name: MARKETING_CHOICE.text });
  await expect(box).not.toBeChecked(); // unticked until the visitor ticks it
  if (marketing) await box.check();
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/api/forms/contact') && candidate.request().method() === 'POST'),
    form.getByRole('button', { name: 'send' }).click(),
  ]);
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The marketing list as staff download it. */
async function marketingCsv(staff: Page): Promise<string[][]> {
  const response = await staff.request.get('/admin/leads/marketing-export');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/csv');
  return (await response.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) => cell[1]!.replace(/""/g, '"')));
}

/** A staff member in a browser of their own (another context), signed in as the e2e admin. */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
  const page = await context.newPage();
  await logIn(page);
  return page;
}

/** Asks on /privacy/my-data, as the person does. */
async function askAboutMyData(page: Page, kind: 'copy' | 'erasure', subject: string): Promise<void> {
  await page.goto('/privacy/my-data', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await page.getByRole('radio', { name: kind === 'copy' ? /copy/i : /eras/i }).check();
  await page.getByLabel('Your e-mail address or UAE mobile number').fill(subject);
  await page.getByRole('button', { name: 'Send my request' }).click();
}

/** The code staff read out for the request made by `mobile`, from /admin/data-requests. */
async function codeFor(staff: Page, mobile: string): Promise<string> {
  await staff.goto('/admin/data-requests');
  const line = staff.getByText(`Call +971 ${mobile} and read out the code`);
  await expect(line).toBeVisible();
  return /read out the code (\d{6})/.exec((await line.textContent()) ?? '')![1]!;
}

/** The copy's JSON, downloaded through the page's link as the browser saves it. */
async function downloadedCopy(page: Page): Promise<PersonalDataCopy> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as JSON' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(readFileSync((await download.path())!, 'utf8')) as PersonalDataCopy;
}

/** The stored request behind a request page's address (the store keeps the token's hash only). */
async function requestOfPage(page: Page): Promise<PrivacyRequest> {
  const token = /\/privacy\/my-data\/([\w-]+)/.exec(page.url())![1]!;
  const request = await (await e2eStore()).privacyRequests.findByTokenHash(createHash('sha256').update(`privacy-request:${token}`).digest('hex'));
  expect(request, `a request for ${page.url()}`).toBeTruthy();
  return request!;
}

/**
 * The request's audit entries: each names it by id and the person by the pseudonym the server
 * keys with its session secret, never by their address or number.
 */
async function auditOf(request: PrivacyRequest, subject: { channel: 'email' | 'phone'; value: string }, hidden: string[]) {
  expect(request.pseudonym).toBe(pseudonymOf(subject, process.env.E2E_SESSION_SECRET!));
  const store = await e2eStore();
  const entries = (await Promise.all((['privacy-request', 'privacy-confirmed', 'privacy-done'] as const).map((action) => store.audit.list({ action, limit: 300 }))))
    .flat()
    .filter((entry) => entry.target === `request ${request._id}`);
  for (const entry of entries) {
    expect(entry.detail).toContain(request.pseudonym);
    for (const text of hidden) expect(JSON.stringify(entry)).not.toContain(text);
  }
  return entries;
}

test('a form records the notice it showed, the page, and the marketing box only when ticked', async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  const store = await e2eStore();
  const marker = randomUUID().slice(0, 8);

  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = page.locator('main form').filter({ has: page.getByRole('button', { name: 'send' }) });
  // The notice, with the privacy policy a click away, next to the button.
  const notice = form.getByText(CONTACT_NOTICE.text);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(form.getByRole('checkbox', { name: MARKETING_CHOICE.text })).not.toBeChecked();

  const without = { name: `E2E no offers ${marker}`, mobile: uniqueMobile(), marketing: false };
  const withOffers = { name: `E2E offers ${marker}`, mobile: uniqueMobile(), marketing: true };
  const withoutId = await sendContactForm(page, without);
  const withId = await sendContactForm(page, withOffers);

  const plain = (await store.submissions.getById(withoutId))!;
  expect(plain.fields).toMatchObject({ user_name: without.name, user_mobile: without.mobile });
  expect(plain.consent).toEqual({ notice: CONTACT_NOTICE.version, page: '/contact', at: plain.createdAt, language: 'en' });
  expect(plain.marketing).toBeNull();

  const ticked = (await store.submissions.getById(withId))!;
  expect(ticked.fields).toMatchObject({ user_name: withOffers.name, user_mobile: withOffers.mobile });
  expect(ticked.consent).toEqual({ notice: CONTACT_NOTICE.version, page: '/contact', at: ticked.createdAt, language: 'en' });
  expect(ticked.marketing).toEqual({ notice: MARKETING_CHOICE.version, at: ticked.createdAt });
});

test('the marketing list holds only who ticked the box, and loses a number marked “Do not contact”', async ({ page, browser }) => {
  const store = await e2eStore();
  const ip = uniqueIp();
  const marker = randomUUID().slice(0, 8);
  const ticked = uniqueMobile();
  const stays = uniqueMobile();
  const unticked = uniqueMobile();
  await submitForm(page.request, 'contact', { ...validFields.contact, user_name: `E2E ticked ${marker}`, user_mobile: ticked }, ip, true);
  await submitForm(page.request, 'contact', { ...validFields.contact, user_name: `E2E stays ${marker}`, user_mobile: stays }, ip, true);
  await submitForm(page.request, 'contact', { ...validFields.contact, user_name: `E2E unticked ${marker}`, user_mobile: unticked }, ip, false);

  const staff = await staffPage(browser);
  const before = await marketingCsv(staff);
  expect(before[0]).toEqual(['Name', 'Mobile', 'Marketing consent given (Dubai)', 'Consent text version', 'From page']);
  const rowOf = (rows: string[][], mobile: string) => rows.filter((row) => row[1] === mobile);
  expect(rowOf(before, ticked)).toEqual([[`E2E ticked ${marker}`, ticked, expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/), MARKETING_CHOICE.version, '/contact']]);
  expect(rowOf(before, stays)).toHaveLength(1);
  expect(rowOf(before, unticked)).toEqual([]);

  const admin = (await store.admins.findByEmail(e2eAdmin.email))!;
  await store.doNotContact.mark({ phone: ticked, markedBy: { id: admin._id, name: admin.displayName }, reason: 'Said no on the phone' });
  const after = await marketingCsv(staff);
  expect(rowOf(after, ticked)).toEqual([]);
  expect(rowOf(after, stays)).toHaveLength(1);
  expect(rowOf(after, unticked)).toEqual([]);
  await staff.context().close();
});

test('a copy confirmed by the e-mailed link holds the person’s application and case, and nobody else’s', async ({ page, context }) => {
  const ip = uniqueIp();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const marker = randomUUID().slice(0, 8);
  const email = uniqueEmail(`copy-${marker}`);
  const otherEmail = uniqueEmail(`other-${marker}`);
  const visa = await caseVisa();
  const seeded = await seedPortalCase(visa.slug, [`Traveller ${marker}`], marker, { email });
  const careerId = await submitForm(page.request, 'career', { ...validFields.career, usr_name: `E2E career ${marker}`, usr_email: email }, ip);
  const otherId = await submitForm(page.request, 'career', { ...validFields.career, usr_name: `E2E other ${marker}`, usr_email: otherEmail }, ip);

  // Typed in capitals, as people do: the request is about the address, in lower case.
  await askAboutMyData(page, 'copy', email.toUpperCase());
  const answer = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
  await expect(answer).toContainText(`We e-mailed a link to ${email[0]}•••@applicant.test. Open it within 7 days`);
  expect(page.url()).toMatch(/\/privacy\/my-data$/); // the link goes to the mailbox only

  const mail = await waitForMail(email, /^Confirm your request: /);
  const link = /https?:\/\/[^\s"<>]+\/privacy\/my-data\/[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname);
  const request = await requestOfPage(page);
  expect(request).toMatchObject({ kind: 'copy', channel: 'email', subject: email, status: 'unconfirmed' });
  expect(mail.file).toMatch(new RegExp(`-privacy-${request._id}\\.eml$`)); // the outbox file is named after the request
  await expect(page.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('heading', { name: 'Your data', exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
  // The e-mail's copy held a link that has done its work: it is gone from the outbox.
  expect(outboxFiles()).not.toContain(mail.file);
  expect(mailsTo(email).filter((each) => each.subject.startsWith('Confirm your request'))).toEqual([]);

  const copy = await downloadedCopy(page);
  expect(copy.about).toEqual({ kind: 'e-mail', value: email });
  expect(copy.submissions.map((submission) => submission.reference)).toEqual([careerId]);
  expect(copy.submissions[0]).toMatchObject({ consent: { version: CAREER_NOTICE.version, told: CAREER_NOTICE.text, page: '/career' }, marketing: null });
  expect(copy.cases.map((record) => record.reference)).toEqual([seeded.caseId]);
  expect(copy.cases[0]!.applicant.email).toBe(email);
  expect(copy.cases[0]!.documents).toEqual([expect.objectContaining({ fileName: 'passport.pdf', type: 'application/pdf' })]);
  const raw = JSON.stringify(copy);
  expect(raw).not.toContain(otherId);
  expect(raw).not.toContain(otherEmail);
  expect(raw).not.toContain(`E2E other ${marker}`);

  // Done, and in the audit log under a pseudonym: made, confirmed, done, downloaded.
  expect(await (await e2eStore()).privacyRequests.get(request._id)).toMatchObject({ status: 'done', outcome: 'copy made: 1 submission, 1 case' });
  const audited = await auditOf(request, { channel: 'email', value: email }, [email, `copy-${marker}`]);
  expect(audited.map((entry) => entry.action).sort()).toEqual(['privacy-confirmed', 'privacy-done', 'privacy-done', 'privacy-request']);
});

test('a copy confirmed by the code read out on a call holds exactly that number’s submissions', async ({ page, context, browser }) => {
  const ip = uniqueIp();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const marker = randomUUID().slice(0, 8);
  const mobile = uniqueMobile();
  const other = uniqueMobile();
  const contactId = await submitForm(page.request, 'contact', { ...validFields.contact, user_name: `E2E mine ${marker}`, user_mobile: `0${mobile}` }, ip, true);
  const consultationId = await submitForm(page.request, 'consultation', { ...validFields.consultation, user_name: `E2E mine ${marker}`, user_mobile: `+971 ${mobile}` }, ip);
  const otherId = await submitForm(page.request, 'contact', { ...validFields.contact, user_name: `E2E not mine ${marker}`, user_mobile: other }, ip);

  await askAboutMyData(page, 'copy', `0${mobile.slice(0, 2)} ${mobile.slice(2, 5)} ${mobile.slice(5)}`);
  await expect(page).toHaveURL(/\/privacy\/my-data\/[\w-]{20,}$/);
  await expect(page.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
  await expect(page.getByText(`+971 ${mobile.slice(0, 2)}• ••• ••${mobile.slice(-2)}`)).toBeVisible();
  const codeBox = page.getByLabel('Code read out on the call');
  await expect(codeBox).toBeVisible();

  const staff = await staffPage(browser);
  const code = await codeFor(staff, mobile);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  await waitForHydration(page);
  await codeBox.fill(wrong);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'That is not the code' })).toHaveText('That is not the code. 4 tries left.');
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await codeBox.fill(code);
  await page.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(page.getByRole('heading', { name: 'Your data', exact: true })).toBeVisible();

  const copy = await downloadedCopy(page);
  expect(copy.about).toEqual({ kind: 'mobile', value: `+971 ${mobile}` });
  expect(copy.submissions.map((submission) => submission.reference).sort()).toEqual([contactId, consultationId].sort());
  expect(copy.submissions.find((submission) => submission.reference === contactId)).toMatchObject({ marketing: { version: MARKETING_CHOICE.version } });
  expect(copy.cases).toEqual([]);
  const raw = JSON.stringify(copy);
  expect(raw).not.toContain(otherId);
  expect(raw).not.toContain(other);
  expect(raw).not.toContain(`E2E not mine ${marker}`);

  // Staff's list now shows the request answered, without a code to read out.
  await staff.goto('/admin/data-requests');
  await expect(staff.getByText(`Call +971 ${mobile} and read out the code`)).toHaveCount(0);
  await staff.context().close();
  const request = await requestOfPage(page);
  expect(request).toMatchObject({ kind: 'copy', channel: 'phone', status: 'done', code: null, outcome: 'copy made: 2 submissions, 0 cases' });
  const audited = await auditOf(request, { channel: 'phone', value: mobile }, [mobile, mobile.slice(1)]);
  expect(audited.map((entry) => entry.action)).toEqual(expect.arrayContaining(['privacy-request', 'privacy-confirmed', 'privacy-done']));
});

test('an erasure confirmed by the code removes the number’s submissions, case, document and e-mails, and keeps its do-not-contact mark', async ({ page, context, browser }) => {
  const ip = uniqueIp();
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  const store = await e2eStore();
  const marker = randomUUID().slice(0, 8);
  const mobile = uniqueMobile();
  const other = uniqueMobile();
  const firstId = await submitForm(page.request, 'contact', { ...validFields.contact, user_name: `E2E erase ${marker}`, user_mobile: mobile }, ip, true);
  const secondId = await submitForm(page.request, 'consultation', { ...validFields.consultation, user_name: `E2E erase ${marker}`, user_mobile: `0${mobile}` }, ip);
  const otherId = await submitForm(page.request, 'contact', { ...validFields.contact, user_name: `E2E keep ${marker}`, user_mobile: other }, ip);
  // The e-mails the worker writes about each submission (named with its id) are there first.
  const emlOf = (id: string) => outboxFiles().filter((name) => name.endsWith(`-${id}.eml`));
  await expect.poll(() => [firstId, secondId, otherId].map((id) => emlOf(id).length), { timeout: 30_000 }).toEqual([1, 1, 1]);

  const visa = await caseVisa();
  const seeded = await seedPortalCase(visa.slug, [`Traveller ${marker}`], marker, { phone: `0${mobile}`, email: uniqueEmail(`erase-${marker}`) });
  const files = await store.caseFiles.listForCase(seeded.caseId);
  expect(files).toHaveLength(1);
  const binFile = path.join(dataDir(), 'documents', `${files[0]!.location}.bin`);
  if (!process.env.MONGODB_URI) expect(existsSync(binFile)).toBe(true);
  expect((await store.caseEvents.list(seeded.caseId)).length).toBeGreaterThan(0);
  const admin = (await store.admins.findByEmail(e2eAdmin.email))!;
  const { mark } = await store.doNotContact.mark({ phone: mobile, markedBy: { id: admin._id, name: admin.displayName }, reason: null, submissionId: firstId });

  await askAboutMyData(page, 'erasure', `+971${mobile}`);
  await expect(page).toHaveURL(/\/privacy\/my-data\/[\w-]{20,}$/);
  const staff = await staffPage(browser);
  const code = await codeFor(staff, mobile);
  await staff.context().close();
  await waitForHydration(page);
  await page.getByLabel('Code read out on the call').fill(code);
  await page.getByRole('button', { name: 'Confirm my request' }).click();

  await expect(page.getByRole('heading', { name: 'Your data is erased' })).toBeVisible();
  await expect(page.getByText(/we erased 2 submissions and 1 case with 1 document; kept the do-not-contact mark/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we keep, and why' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Your mobile number on our do-not-contact list, marked ${mark.markedAt.slice(0, 10)}` })).toBeVisible();

  // In the store and on disk: the person's records are gone, the other number's stays.
  expect(await store.submissions.getById(firstId)).toBeNull();
  expect(await store.submissions.getById(secondId)).toBeNull();
  expect(await store.submissions.listAbout({ phone: mobile })).toEqual([]);
  expect((await store.submissions.getById(otherId))?.fields.user_mobile).toBe(other);
  expect(await store.cases.get(seeded.caseId)).toBeNull();
  expect(await store.caseEvents.list(seeded.caseId)).toEqual([]);
  expect(await store.caseFiles.listForCase(seeded.caseId)).toEqual([]);
  expect(await store.portalLinks.listForCase(seeded.caseId)).toEqual([]);
  if (!process.env.MONGODB_URI) expect(existsSync(binFile)).toBe(false);
  else {
    const db = (store.documents.driver() as { db: import('mongodb').Db }).db;
    expect(await db.collection('case_documents.files').countDocuments({ filename: files[0]!.location })).toBe(0);
  }
  expect(emlOf(firstId)).toEqual([]);
  expect(emlOf(secondId)).toEqual([]);
  expect(emlOf(otherId)).toHaveLength(1);
  expect(await store.doNotContact.find(mobile)).toMatchObject({ phone: mobile, markedAt: mark.markedAt });

  // The request keeps a pseudonym, not the number; so do its audit entries.
  const request = await requestOfPage(page);
  expect(request).toMatchObject({ kind: 'erasure', channel: 'phone', status: 'done', subject: null, code: null, keptMarkAt: mark.markedAt });
  expect(request.outcome).toBe('erased 2 submissions and 1 case with 1 document; kept the do-not-contact mark');
  const audited = await auditOf(request, { channel: 'phone', value: mobile }, [mobile, mobile.slice(1), marker]);
  expect(audited.map((entry) => entry.action).sort()).toEqual(['privacy-confirmed', 'privacy-done', 'privacy-request']);
  expect(JSON.stringify(request)).not.toContain(mobile);
});
