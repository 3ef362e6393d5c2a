import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { totpCode, totpStep } from '../lib/auth/totp';
import { createThrowawayAdmin, e2eStore, logIn, workerIp } from './support/admin';
import { API } from './support/api';
import { filesHolding, invitationLink } from './support/outbox';

/**
 * Staff accounts, as the people using them: an owner invites an editor and a sales
 * person by e-mail, each joins through the link and sees exactly their part; the editor turns on
 * two-factor sign-in with a code computed here and signs in with it; the owner removes one and
 * disables the other, whose open sessions end at their next request; the audit log shows it all.
 * The owner is an account of this spec's own: its sign-outs touch no other spec.
 */

test.describe.configure({ mode: 'serial' });
test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'one pass at desktop size: the flows do not depend on the viewport');
  test.slow();
});

const suffix = Date.now().toString(36);
// Names are unique per run too: a retried serial group starts again with new people beside the old.
const editor = { email: `editor-${suffix}@ztartvisa.test`, name: `Eda Editor ${suffix}`, password: 'editor-pass-4821' };
const sales = { email: `sales-${suffix}@ztartvisa.test`, name: `Sami Sales ${suffix}`, password: 'sales-pass-7365' };
let owner: { email: string; password: string };
let ownerPage: Page;
let editorContext: BrowserContext;
let salesContext: BrowserContext;
let totpSecret: string;
let backupCode: string;

async function invite(email: string, role: 'editor' | 'sales') {
  await ownerPage.goto('/admin/staff');
  const form = ownerPage.locator('#invite');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ownerPage.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

async function join(browser: Browser, baseURL: string | undefined, person: typeof editor, link: URL): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
  const page = await context.newPage();
  // The link's host is the server's SITE_URL: the same server as baseURL.
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
  await expectAccessible(page, 'the invitation page');
  await page.getByLabel('Your name').fill(person.name);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Repeat the password').fill(person.password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Blog Admin Panel!' })).toBeVisible();
  // The link worked once: opened again, it says so.
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { name: 'This link does not work any more' })).toBeVisible();
  return context;
}

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), what).toEqual([]);
}

const navLinks = async (page: Page) => (await page.getByRole('navigation', { name: 'Admin' }).first().getByRole('link').allInnerTexts()).map((text) => text.trim());
const FORBIDDEN = 'Your role does not open this page';

/** A page the role does not open answers 403 with the 403 page, its text in the HTML, at the address asked for. */
async function expectRefused(page: Page, path: string) {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(403);
  expect(await answer?.text(), path).toContain(FORBIDDEN);
  await expect(page.getByRole('heading', { name: FORBIDDEN }), path).toBeVisible();
  await expect(page, path).toHaveTitle('Not allowed | Ztart Visa');
  expect(new URL(page.url()).pathname, path).toBe(path);
}

test.beforeAll(async ({ browser, baseURL }) => {
  owner = await createThrowawayAdmin();
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
  ownerPage = await context.newPage();
  await logIn(ownerPage, owner);
});

test.afterAll(async () => {
  await editorContext?.close();
  await salesContext?.close();
  await ownerPage?.context().close();
});

test('the owner invites an editor and a sales person; each joins through the e-mailed link', async ({ browser, baseURL }) => {
  await invite(editor.email, 'editor');
  await invite(sales.email, 'sales');
  await expect(ownerPage.getByRole('region', { name: 'Open invitations' })).toContainText(sales.email);
  const dataDir = process.env.E2E_DATA_DIR!;
  const links = [await invitationLink(dataDir, editor.email), await invitationLink(dataDir, sales.email)];
  const tokens = links.map((link) => link.pathname.split('/').pop()!);
  // Without SMTP each link is in an .eml under DATA_DIR/outbox until the invitation is used.
  for (const token of tokens) expect(filesHolding(dataDir, token), 'the outbox copy holds the link').toEqual([expect.stringMatching(/^outbox\/.*-invitation-[0-9a-f]{24}\.eml$/)]);
  editorContext = await join(browser, baseURL, editor, links[0]!);
  salesContext = await join(browser, baseURL, sales, links[1]!);
  // Accepted, no file under DATA_DIR holds a link any more (only the token's hash is kept).
  for (const token of tokens) expect(filesHolding(dataDir, token), 'files holding an accepted invitation link').toEqual([]);
  const store = await e2eStore();
  expect(await store.admins.findByEmail(editor.email)).toMatchObject({ role: 'editor', displayName: editor.name, disabled: false });
  expect(await store.admins.findByEmail(sales.email)).toMatchObject({ role: 'sales', displayName: sales.name });
});

test('the editor sees and can do only content; the sales person only leads and cases', async () => {
  const editorPage = await editorContext.newPage();
  await editorPage.goto('/admin');
  await expect.poll(() => navLinks(editorPage)).toEqual(['Dashboard', 'Add visa', 'Add blog', 'Manage blogs', 'Manage visas', 'Country pages', 'Visa facts', 'Redirects', 'Site content', 'Translations', 'My account']);
  await editorPage.goto('/admin/manage-visas');
  await expect(editorPage.getByRole('heading', { name: 'Manage visas' })).toBeVisible();
  for (const path of ['/admin/leads', '/admin/cases', '/admin/data-requests', '/admin/staff', '/admin/audit']) await expectRefused(editorPage, path);
  await expectAccessible(editorPage, 'the 403 page');
  expect((await editorPage.request.get('/admin/leads/export')).status()).toBe(403);

  const salesPage = await salesContext.newPage();
  await salesPage.goto('/admin');
  await expect.poll(() => navLinks(salesPage)).toEqual(['Dashboard', 'Leads', 'Cases', 'Data requests', 'My account']);
  await expect(salesPage.getByRole('link', { name: 'Add visa' })).toHaveCount(0);
  await salesPage.goto('/admin/leads');
  await expect(salesPage.getByRole('heading', { name: 'Leads inbox' })).toBeVisible();
  const csv = await salesPage.request.get('/admin/leads/export?days=7');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  for (const path of ['/admin/add-visas', '/admin/manage-blogs', '/admin/staff']) await expectRefused(salesPage, path);
  const api = await salesPage.request.get(`${API}/admin/blog/blogs`);
  expect(api.status()).toBe(403);
  expect(await api.json()).toEqual({ statusCode: 403, message: 'Your role does not allow this', data: null });
});

test('the editor turns on two-factor sign-in with a code from the app, then signs in with a code and with a backup code', async () => {
  const page = await editorContext.newPage();
  await page.goto('/admin/account');
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  totpSecret = (await page.locator('[data-totp-secret]').getAttribute('data-totp-secret'))!;
  expect(totpSecret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Your current password').fill(editor.password);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('That code does not match')).toBeVisible();
  await page.getByLabel('Code from the app').fill(totpCode(totpSecret, totpStep(Date.now())));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codeItems = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allInnerTexts();
  backupCode = codes[0]!;
  const apiBackupCode = codes[1]!;

  await page.goto('/admin/account');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/$/);

  const signIn = async () => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(editor.email);
    await page.getByLabel('Password', { exact: true }).fill(editor.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByLabel('Authentication code')).toBeVisible();
  };
  await signIn();
  // The password alone opens nothing.
  expect((await page.request.get('/admin/leads/export')).status()).toBe(401);
  await expectAccessible(page, 'the code step of the login');
  await page.getByLabel('Authentication code').fill('123 456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  // The enrolment used this step's code: the next step's (which apps show in a moment) signs in.
  await page.getByLabel('Authentication code').fill(totpCode(totpSecret, totpStep(Date.now()) + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signing out answers with a way home: going to /login before it arrives would be cut short by it.
  await expect(page).toHaveURL(/\/$/);
  await signIn();
  await page.getByLabel('Authentication code').fill(backupCode.toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect((await (await e2eStore()).admins.findByEmail(editor.email))!.backupCodes).toHaveLength(9);

  // The API's login asks for the code too, and takes a backup code.
  const login = (body: object) => page.request.post(`${API}/auth/login`, { data: body, headers: { 'x-forwarded-for': workerIp() } });
  const withoutCode = await login({ email: editor.email, password: editor.password });
  expect(withoutCode.status()).toBe(401);
  expect(await withoutCode.json()).toMatchObject({ data: { secondFactorRequired: true } });
  expect(withoutCode.headers()['set-cookie'] ?? '').not.toContain('zv_admin=Fe26');
  const withCode = await login({ email: editor.email, password: editor.password, code: apiBackupCode });
  expect(withCode.status()).toBe(200);
});

test('the sales person changes their password: the old one is needed, and this browser stays signed in', async () => {
  const page = await salesContext.newPage();
  await page.goto('/admin/account');
  const form = page.locator('#password');
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('sales-pass-new-2026');
  await form.getByLabel('Repeat the new password').fill('sales-pass-new-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('That is not your current password.')).toBeVisible();
  await form.getByLabel('Current password').fill(sales.password);
  await form.getByLabel('New password', { exact: true }).fill('sales-pass-new-2026');
  await form.getByLabel('Repeat the new password').fill('sales-pass-new-2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password changed.')).toBeVisible();
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { name: 'Leads inbox' })).toBeVisible();
  sales.password = 'sales-pass-new-2026';
});

test('an invitation replaced or withdrawn leaves no working link in the outbox', async () => {
  const dataDir = process.env.E2E_DATA_DIR!;
  const email = `late-${suffix}@ztartvisa.test`;
  await invite(email, 'editor');
  const first = (await invitationLink(dataDir, email)).pathname.split('/').pop()!;
  await invite(email, 'sales');
  expect(filesHolding(dataDir, first), 'the replaced invitation').toEqual([]);
  const second = (await invitationLink(dataDir, email)).pathname.split('/').pop()!;
  expect(filesHolding(dataDir, second)).toHaveLength(1);
  const invitations = ownerPage.getByRole('region', { name: 'Open invitations' });
  await invitations.getByRole('form', { name: `Withdraw the invitation of ${email}` }).getByRole('button', { name: 'Withdraw' }).click();
  // The invitation leaves the list (with it the answer shown under its button).
  await expect(invitations.getByText(email)).toHaveCount(0);
  expect(filesHolding(dataDir, second), 'the withdrawn invitation').toEqual([]);
});

test('a role the owner changes applies at the next request, to the pages and their status alike', async () => {
  const salesPage = await salesContext.newPage();
  const setRole = async (label: 'Editor' | 'Sales') => {
    await ownerPage.goto('/admin/staff');
    const card = ownerPage.getByRole('listitem', { name: sales.name });
    await card.getByLabel(`Role of ${sales.name}`).selectOption({ label });
    await card.getByRole('button', { name: 'Change role' }).click();
    await expect(card.getByText(`${sales.name} is now ${label}.`)).toBeVisible();
  };
  await setRole('Editor');
  expect((await salesPage.goto('/admin/manage-blogs'))?.status()).toBe(200);
  await expect(salesPage.getByRole('heading', { name: 'Manage blogs' })).toBeVisible();
  await expectRefused(salesPage, '/admin/leads');
  await setRole('Sales');
  expect((await salesPage.goto('/admin/leads'))?.status()).toBe(200);
  await expect(salesPage.getByRole('heading', { name: 'Leads inbox' })).toBeVisible();
  await expectRefused(salesPage, '/admin/manage-blogs');
  await salesPage.close();
});

test("the owner removes the sales person and disables the editor: their open sessions are refused at the next request", async () => {
  const salesPage = await salesContext.newPage();
  await salesPage.goto('/admin/leads');
  await expect(salesPage.getByRole('heading', { name: 'Leads inbox' })).toBeVisible();
  const editorPage = editorContext.pages().at(-1)!;
  await editorPage.goto('/admin/manage-blogs');
  await expect(editorPage.getByRole('heading', { name: 'Manage blogs' })).toBeVisible();

  await ownerPage.goto('/admin/staff');
  const salesCard = ownerPage.getByRole('listitem', { name: sales.name });
  await salesCard.getByRole('button', { name: 'Remove' }).click();
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Remove the account' }).click();
  // The account's card leaves the list (with it the answer shown under its button).
  await expect(salesCard).toHaveCount(0);
  const editorCard = ownerPage.getByRole('listitem', { name: editor.name });
  await editorCard.getByRole('button', { name: 'Disable' }).click();
  await expect(ownerPage.getByText(`${editor.email} is disabled and signed out everywhere.`)).toBeVisible();

  await salesPage.reload();
  await expect(salesPage).toHaveURL(/\/login$/);
  expect((await salesPage.request.get('/admin/leads/export')).status()).toBe(401);
  await editorPage.reload();
  await expect(editorPage).toHaveURL(/\/login$/);
  // A disabled account cannot sign in again, password and code or not.
  await editorPage.getByLabel('E-mail').fill(editor.email);
  await editorPage.getByLabel('Password', { exact: true }).fill(editor.password);
  await editorPage.getByRole('button', { name: 'Log in' }).click();
  await expect(editorPage.getByText('This account is disabled.')).toBeVisible();
  expect(await (await e2eStore()).admins.findByEmail(sales.email)).toBeNull();
});

test('the audit log shows who did each of these, and its filter finds one person', async () => {
  await ownerPage.goto(`/admin/audit?actor=${encodeURIComponent(owner.email)}`);
  const rows = ownerPage.locator('tbody tr');
  await expect(rows.filter({ hasText: 'Invited' }).filter({ hasText: editor.email })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Invited' }).filter({ hasText: sales.email })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Removed an account' }).filter({ hasText: sales.email })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Changed an account' }).filter({ hasText: 'disabled; sessions ended' })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: owner.email })).toHaveCount(0);

  await ownerPage.goto(`/admin/audit?actor=${encodeURIComponent(editor.email)}`);
  for (const [what, detail] of [
    ['Joined the staff', 'accepted an invitation as Editor'],
    ['Turned two-factor sign-in on', 'enrolled an authenticator app'],
    ['Failed sign-in', 'wrong second-factor code'],
    ['Signed in', 'with the authenticator app'],
    ['Signed in', 'with a backup code (9 left)'],
    ['Failed sign-in', 'account disabled'],
    ['Signed in', 'API, with a backup code (8 left)'],
  ]) {
    await expect(rows.filter({ hasText: what }).filter({ hasText: detail }), `${what}: ${detail}`).not.toHaveCount(0);
  }
  await ownerPage.goto(`/admin/audit?actor=${encodeURIComponent(sales.email)}&action=password-changed`);
  await expect(rows).toHaveCount(1);
  await ownerPage.goto(`/admin/audit?actor=${encodeURIComponent(sales.email)}&action=export`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('leads CSV');
  await expect(rows.first()).toContainText(/\d+\.\d+\.\d+\.\d+/);
});
