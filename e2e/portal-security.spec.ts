import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createThrowawayAdmin, e2eStore, workerIp } from './support/admin';
import { runOnDesktopOnly } from './support/api';
import { caseVisa, codeIn, dataDir, type SeededCase, seedPortalCase, waitForMail } from './support/cases';
import { rawRequest } from './support/raw-http';
import { E2E_BASE_URL } from './support/server-env';
import { CaseLog, specTotals, writeFigures } from './support/security-figures';
import { cookieHeader, sealWithServerSecret } from './support/session-cookies';

/**
 * The applicant's portal and its files as somebody who is not that applicant would try them:
 * another case's file through one's own link, a guessed file id, another traveller's item, a link
 * expired, revoked or made up, a device that never typed the code, an upload from another site,
 * codes guessed, and staff whose role does not work cases. Every case is counted; none may be let
 * through. The files themselves are not readable without the key.
 */

runOnDesktopOnly();
test.describe.configure({ mode: 'serial' });

const SPEC = 'portal';
let cases: CaseLog;
const marker = `portal${randomBytes(3).toString('hex')}`;
let a: SeededCase;
let b: SeededCase;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'HTTP requests do not depend on the viewport');
  const visa = await caseVisa();
  a = await seedPortalCase(visa.slug, ['Traveller One', 'Traveller Two'], `${marker}a`);
  b = await seedPortalCase(visa.slug, ['Other Family'], `${marker}b`);
});
test.beforeEach(({}, testInfo) => {
  cases = new CaseLog(SPEC, testInfo.titlePath.join(' '));
});
test.afterEach(({}, testInfo) => {
  // The mobile project skips every test before its log is made.
  if (testInfo.project.name !== 'mobile') cases.save();
});
test.afterAll(({}, testInfo) => {
  if (testInfo.project.name === 'mobile') return;
  const totals = specTotals(SPEC);
  console.log(`portal cases tried: ${totals.tried}, let through: ${totals.failed.length}`);
  writeFigures(SPEC, { casesTried: totals.tried, letThrough: totals.failed.length, failures: totals.failed.slice(0, 50) });
});

/** The device cookie of one who typed the code of these links (sealed as the server seals it). */
const deviceOf = async (...linkIds: string[]) =>
  `zv_case=${await sealWithServerSecret({ links: Object.fromEntries(linkIds.map((id) => [id, Date.now() + 86_400_000])) }, 90 * 86_400)}`;

const secretOf = (seeded: SeededCase) => `SECRET-${seeded === a ? `${marker}a` : `${marker}b`}`;

async function upload(token: string, travellerId: string, itemId: string, cookie: string, origin: string | null = E2E_BASE_URL) {
  return rawRequest(
    'POST',
    `/case/${token}/upload?traveller=${travellerId}&item=${itemId}`,
    { cookie, 'content-type': 'application/octet-stream', 'x-forwarded-for': workerIp(), ...(origin ? { origin } : {}) },
    readFileSync(path.resolve('public/images/brand/logo-mark.svg')),
  );
}

test('the own device reads its own file; nothing else of the portal opens', async () => {
  const store = await e2eStore();
  const mine = await deviceOf(a.linkId);

  const own = await rawRequest('GET', `/case/${a.token}/files/${a.fileId}`, { cookie: mine });
  expect(own.status, 'the control: the applicant reads their own passport').toBe(200);
  expect(own.body).toContain(secretOf(a));

  const tried: [string, Promise<{ status: number; body: string }>, string[]][] = [
    ['another case’s file through my link', rawRequest('GET', `/case/${a.token}/files/${b.fileId}`, { cookie: mine }), [secretOf(b)]],
    ['my file through another case’s link, my device', rawRequest('GET', `/case/${b.token}/files/${a.fileId}`, { cookie: mine }), [secretOf(a)]],
    ['another case’s file through its link, my device', rawRequest('GET', `/case/${b.token}/files/${b.fileId}`, { cookie: mine }), [secretOf(b)]],
    ['my file without the device cookie', rawRequest('GET', `/case/${a.token}/files/${a.fileId}`, {}), [secretOf(a)]],
    ['my file with a forged device cookie', rawRequest('GET', `/case/${a.token}/files/${a.fileId}`, { cookie: 'zv_case=Fe26.2**forged' }), [secretOf(a)]],
    ['my file through a made-up token', rawRequest('GET', `/case/${randomBytes(32).toString('base64url')}/files/${a.fileId}`, { cookie: mine }), [secretOf(a)]],
    ['my file through my token, one letter changed', rawRequest('GET', `/case/${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}/files/${a.fileId}`, { cookie: mine }), [secretOf(a)]],
    ['the staff route without a session', rawRequest('GET', `/admin/cases/${a.caseId}/files/${a.fileId}`, { cookie: mine }), [secretOf(a)]],
    ['the staff route with another case’s id', rawRequest('GET', `/admin/cases/${b.caseId}/files/${a.fileId}`, { cookie: mine }), [secretOf(a)]],
  ];
  for (let i = 0; i < 25; i++) {
    tried.push([`a guessed file id #${i + 1}`, rawRequest('GET', `/case/${a.token}/files/${randomBytes(12).toString('hex')}`, { cookie: mine }), []]);
  }
  for (const id of ['x', '..%2F..%2Fsite.db', '%00', 'a'.repeat(25), '%7B%22%24ne%22%3Anull%7D', a.caseId, a.linkId]) {
    tried.push([`a malformed file id ${id.slice(0, 30)}`, rawRequest('GET', `/case/${a.token}/files/${id}`, { cookie: mine }), []]);
  }
  for (const [name, answer, secrets] of tried) {
    const { status, body } = await answer;
    const leaked = secrets.find((secret) => body.includes(secret));
    cases.record(name, status < 400 || Boolean(leaked), `${status}${leaked ? ' with the file' : ''}`);
    expect([401, 403, 404], name).toContain(status);
  }
  expect(cases.failures).toEqual([]);
  // Nothing was deleted or moved by any of it.
  expect((await store.caseFiles.get(b.fileId))?.caseId).toBe(b.caseId);
});

test('uploads: another traveller’s item, another case’s item, another site, no code typed: all refused, nothing stored', async () => {
  const store = await e2eStore();
  const mine = await deviceOf(a.linkId);
  const before = (await store.caseFiles.listForCase(a.caseId)).length + (await store.caseFiles.listForCase(b.caseId)).length;
  const [one, two] = a.travellers;
  const attempts: [string, Promise<{ status: number }>][] = [
    ['an item of traveller two under traveller one', upload(a.token, one!.id, two!.items[0]!.id, mine)],
    ['an item of another case', upload(a.token, b.travellers[0]!.id, b.travellers[0]!.items[0]!.id, mine)],
    ['another case’s link with my device', upload(b.token, b.travellers[0]!.id, b.travellers[0]!.items[1]!.id, mine)],
    ['no device cookie', upload(a.token, one!.id, one!.items[1]!.id, '')],
    ['from another site', upload(a.token, one!.id, one!.items[1]!.id, mine, 'https://evil.example')],
    ['without an Origin', upload(a.token, one!.id, one!.items[1]!.id, mine, null)],
    ['a made-up token', upload(randomBytes(32).toString('base64url'), one!.id, one!.items[1]!.id, mine)],
    ['an SVG on my own item', upload(a.token, one!.id, one!.items[1]!.id, mine)],
  ];
  for (const [name, answer] of attempts) {
    const { status } = await answer;
    cases.record(`upload: ${name}`, status < 400, String(status));
    expect(status, name).toBeGreaterThanOrEqual(400);
  }
  const after = (await store.caseFiles.listForCase(a.caseId)).length + (await store.caseFiles.listForCase(b.caseId)).length;
  expect(after).toBe(before);
  expect(cases.failures).toEqual([]);
});

test('a revoked or expired link opens nothing, even on the device that typed its code', async ({ browser }) => {
  const store = await e2eStore();
  const visa = await caseVisa();
  const revoked = await seedPortalCase(visa.slug, ['R'], `${marker}r`);
  const expired = await seedPortalCase(visa.slug, ['E'], `${marker}e`);
  await store.portalLinks.revokeForCase(revoked.caseId, new Date().toISOString());
  // The link's expiry moved into the past, as time would.
  await store.documents.collection((await import('../lib/cases/portal-link-repository')).portalLinkRecord).updateOne({ _id: expired.linkId }, { $set: { expiresAt: new Date(Date.now() - 1000).toISOString() } });
  for (const [name, seeded] of [['revoked', revoked], ['expired', expired]] as const) {
    const device = await deviceOf(seeded.linkId);
    const file = await rawRequest('GET', `/case/${seeded.token}/files/${seeded.fileId}`, { cookie: device });
    cases.record(`${name} link: file`, file.status < 400 || file.body.includes(secretOf(seeded)), String(file.status));
    const sent = await upload(seeded.token, seeded.travellers[0]!.id, seeded.travellers[0]!.items[1]!.id, device);
    cases.record(`${name} link: upload`, sent.status < 400, String(sent.status));
    const context = await browser.newContext({ extraHTTPHeaders: { cookie: device } });
    const page = await context.newPage();
    await page.goto(`/case/${seeded.token}`);
    await expect(page.getByRole('heading', { name: 'This link does not work any more' })).toBeVisible();
    const shown = await page.content();
    cases.record(`${name} link: page`, shown.includes(seeded.travellers[0]!.items[0]!.label) || shown.includes('Applicant'), 'the page showed the case');
    await context.close();
  }
  expect(cases.failures).toEqual([]);
});

test('codes: a few wrong tries use the code up, the right one is then refused; a new code opens the page once', async ({ page }) => {
  const store = await e2eStore();
  const visa = await caseVisa();
  const seeded = await seedPortalCase(visa.slug, ['C'], `${marker}c`);
  const email = (await store.cases.get(seeded.caseId))!.applicant.email;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': workerIp() });
  await page.goto(`/case/${seeded.token}`);
  await expect(page.getByText('Passport bio page')).toHaveCount(0);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  const code = codeIn(await waitForMail(email, /is your code/));
  const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
  const status = page.locator('#portal-code-message');
  // Each answer says how many tries are left, so each is waited for by its own words.
  const answers = ['4 tries left', '3 tries left', '2 tries left', '1 try left', 'it has been tried too often'];
  for (const [index, answer] of answers.entries()) {
    await page.getByLabel('Code from the e-mail').fill(wrong(index + 1));
    await page.getByRole('button', { name: 'Open my application' }).click();
    await expect(status).toContainText(answer);
    cases.record(`wrong code #${index + 1}`, await page.getByRole('heading', { name: /^Now:/ }).isVisible(), 'the page opened');
  }
  // The right code of the used-up round is refused.
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Open my application' }).click();
  await expect(status).toContainText('This code has expired or was tried too often');
  cases.record('the right code after the tries ran out', await page.getByRole('heading', { name: /^Now:/ }).isVisible(), 'the page opened');
  // A new code opens the page, once.
  await page.goto(`/case/${seeded.token}`);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  const fresh = codeIn(await waitForMail(email, /is your code/, 2));
  expect(fresh).not.toBe(code);
  await page.getByLabel('Code from the e-mail').fill(fresh);
  await page.getByRole('button', { name: 'Open my application' }).click();
  await expect(page.getByRole('heading', { name: 'Now: Documents requested' })).toBeVisible();
  expect(cases.failures).toEqual([]);
});

test('staff: a role without cases is refused the pages and the files; one with it opens them, and each view is in the audit log', async () => {
  const store = await e2eStore();
  const editor = await createThrowawayAdmin('editor');
  const sales = await createThrowawayAdmin('sales');
  const seal = async (email: string) => {
    const admin = (await store.admins.findByEmail(email))!;
    return cookieHeader(await sealWithServerSecret({ adminId: admin._id, sessionVersion: admin.sessionVersion }));
  };
  const editorCookie = await seal(editor.email);
  for (const target of [`/admin/cases`, `/admin/cases/${a.caseId}`, `/admin/cases/new`, `/admin/cases/${a.caseId}/files/${a.fileId}`, `/admin/cases/${a.caseId}/files/${a.fileId}?download=1`]) {
    const answer = await rawRequest('GET', target, { cookie: editorCookie, accept: 'text/html' });
    const leaked = answer.body.includes(secretOf(a)) || answer.body.includes(`Applicant ${marker}a`);
    cases.record(`editor: ${target}`, answer.status !== 403 || leaked, `${answer.status}`);
    expect(answer.status, target).toBe(403);
  }
  const salesCookie = await seal(sales.email);
  const opened = await rawRequest('GET', `/admin/cases/${a.caseId}/files/${a.fileId}?download=1`, { cookie: salesCookie });
  expect(opened.status).toBe(200);
  expect(opened.headers['content-disposition']).toContain('attachment');
  expect(opened.body).toContain(secretOf(a));
  const entries = await store.audit.list({ action: 'case-document-viewed', actorEmail: sales.email });
  expect(entries[0]).toMatchObject({ target: `case ${a.caseId} document ${a.fileId}` });
  expect(cases.failures).toEqual([]);
});

test('a stored document is not readable without the key: the raw bytes hold none of it', async () => {
  const store = await e2eStore();
  const file = (await store.caseFiles.get(a.fileId))!;
  let raw: Buffer;
  if (process.env.MONGODB_URI) {
    const db = (store.documents.driver() as { db: import('mongodb').Db }).db;
    const stored = await db.collection('case_documents.files').findOne({ filename: file.location });
    const chunks = await db.collection('case_documents.chunks').find({ files_id: stored!._id }).sort({ n: 1 }).toArray();
    raw = Buffer.concat(chunks.map((chunk) => Buffer.from((chunk.data as import('mongodb').Binary).buffer)));
  } else {
    raw = readFileSync(path.join(dataDir(), 'documents', `${file.location}.bin`));
  }
  expect(raw.length).toBe(a.pdf.length);
  expect(raw.includes(Buffer.from(secretOf(a)))).toBe(false);
  expect(raw.includes(Buffer.from('%PDF-'))).toBe(false);
  expect(raw.equals(a.pdf)).toBe(false);
});
