import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { WRONG_CODE } from '../lib/auth/login-schema';
import { newTotpSecret, totpCode, totpStep } from '../lib/auth/totp';
import { type AdminCredentials, createThrowawayAdmin, e2eStore, logIn, workerIp } from './support/admin';
import { API, uniqueIp } from './support/api';
import { waitForHydration } from './support/public';
import { CaseLog, specTotals, writeFigures } from './support/security-figures';
import { sealWithServerSecret } from './support/session-cookies';

/**
 * The second factor as somebody who has a staff member's password (or an open session of theirs)
 * would attack it: guessing codes stops at the account's lockout, on the API and on the login
 * page, and the right code is refused while it holds; turning the second factor on needs the
 * password and the key the server made, and signs the account's other devices out.
 */

const SPEC = 'second-factor-guessing';
let cases: CaseLog;

test.beforeEach(({}, testInfo) => {
  cases = new CaseLog(SPEC, testInfo.titlePath.join(' '));
  test.skip(testInfo.project.name === 'mobile', 'the rule does not depend on the viewport');
});
test.afterEach(({}, testInfo) => {
  if (testInfo.project.name !== 'mobile') cases.save();
});
test.afterAll(({}, testInfo) => {
  if (testInfo.project.name === 'mobile') return;
  const totals = specTotals(SPEC);
  console.log(`second-factor cases tried: ${totals.tried}, let through: ${totals.failed.length}`);
  writeFigures(SPEC, { casesTried: totals.tried, letThrough: totals.failed.length, failures: totals.failed.slice(0, 50) });
});

/** The account's lockout (lib/auth/login-throttle.ts): 5 failures in 15 minutes. */
const ACCOUNT_LIMIT = 5;
const wrongCode = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

async function enrolledAdmin(): Promise<AdminCredentials & { secret: string }> {
  const credentials = await createThrowawayAdmin('editor');
  const store = await e2eStore();
  const admin = (await store.admins.findByEmail(credentials.email))!;
  const secret = newTotpSecret();
  await store.admins.setSecondFactor(admin._id, { secret, backupCodes: [] });
  return { ...credentials, secret };
}

test('25 wrong codes through the API: refused with 429 within the account limit, and the right code too while locked', async ({ request }) => {
  const person = await enrolledAdmin();
  const statuses: number[] = [];
  // From 25 addresses, so only the account's count can stop them.
  for (let i = 0; i < 25; i++) {
    const code = wrongCode(totpCode(person.secret, totpStep(Date.now())));
    const answer = await request.post(`${API}/auth/login`, { data: { email: person.email, password: person.password, code }, headers: { 'x-forwarded-for': uniqueIp() } });
    statuses.push(answer.status());
    cases.record(`API wrong code #${i + 1}`, answer.status() === 200, `answered ${answer.status()}`);
  }
  const firstLock = statuses.indexOf(429);
  expect(firstLock, `statuses: ${statuses.join(' ')}`).toBeGreaterThan(0);
  expect(firstLock).toBeLessThanOrEqual(ACCOUNT_LIMIT);
  expect(statuses.slice(0, firstLock)).toEqual(Array(firstLock).fill(401));
  expect(statuses.slice(firstLock)).toEqual(Array(25 - firstLock).fill(429));

  const right = await request.post(`${API}/auth/login`, {
    data: { email: person.email, password: person.password, code: totpCode(person.secret, totpStep(Date.now())) },
    headers: { 'x-forwarded-for': uniqueIp() },
  });
  cases.record('API right code while locked', right.status() !== 429, `answered ${right.status()}`);
  expect(right.status()).toBe(429);
  expect(Number(right.headers()['retry-after'])).toBeGreaterThan(0);
  expect(right.headers()['set-cookie'] ?? '').not.toContain('zv_admin=Fe26');
});

test("the login page's code step locks within the account limit, and the right code does not open it while locked", async ({ page }) => {
  const person = await enrolledAdmin();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': workerIp() });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const codeBox = page.getByLabel('Authentication code');
  await expect(codeBox).toBeVisible();
  /** Types a code and returns the message the answer shows. */
  const verify = async (code: string) => {
    await codeBox.fill(code);
    await Promise.all([page.waitForResponse((answer) => answer.request().method() === 'POST'), page.getByRole('button', { name: 'Verify' }).click()]);
    // While the answer is applied the button reads "Checking"; back to "Verify", the message is the new one.
    await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled();
    return (await page.locator('#login-error').textContent()) ?? '';
  };
  const messages: string[] = [];
  while (messages.length < 25 && !messages.at(-1)?.startsWith('Too many failed attempts')) {
    messages.push(await verify(wrongCode(totpCode(person.secret, totpStep(Date.now())))));
    cases.record(`login page wrong code #${messages.length}`, page.url().endsWith('/admin'), messages.at(-1));
  }
  const wrong = messages.filter((message) => message === WRONG_CODE);
  expect(wrong.length, messages.join(' | ')).toBeLessThan(ACCOUNT_LIMIT);
  expect(messages.at(-1)).toMatch(/^Too many failed attempts/);
  expect(await verify(totpCode(person.secret, totpStep(Date.now())))).toMatch(/^Too many failed attempts/);
  cases.record('login page right code while locked', !page.url().includes('/login'), page.url());
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/admin/leads/export')).status()).toBe(401);
});

test.describe('turning the second factor on', () => {
  let person: AdminCredentials;
  let here: Page;
  let elsewhere: BrowserContext | undefined;

  test.beforeEach(async ({ browser, page }) => {
    person = await createThrowawayAdmin('sales');
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': workerIp() });
    await logIn(page, person);
    here = page;
    elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
    await logIn(await elsewhere.newPage(), person);
    await openForm();
  });
  test.afterEach(async () => {
    await elsewhere?.close();
  });

  // The form's fields are changed by hand below: before React takes the page over, hydration
  // would write the key the server rendered back into the hidden field.
  const openForm = async () => {
    await here.goto('/admin/account/two-factor');
    await waitForHydration(here);
  };
  const secretShown = () => here.locator('[data-totp-secret]').getAttribute('data-totp-secret').then((secret) => secret!);
  const submit = async ({ password, code }: { password: string; code: string }) => {
    await here.getByLabel('Your current password').fill(password);
    await here.getByLabel('Code from the app').fill(code);
    await here.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  };
  const factorOn = async () => Boolean((await (await e2eStore()).admins.findByEmail(person.email))!.totpSecret);

  test('without the current password it is refused', async () => {
    await here.getByLabel('Your current password').evaluate((input) => input.removeAttribute('required'));
    await submit({ password: '', code: totpCode(await secretShown(), totpStep(Date.now())) });
    await expect(here.getByText('Enter your current password.')).toBeVisible();
    cases.record('enrolment without a password', await factorOn());
    await submit({ password: 'not-the-password', code: totpCode(await secretShown(), totpStep(Date.now())) });
    await expect(here.getByText('That is not your current password.')).toBeVisible();
    cases.record('enrolment with a wrong password', await factorOn());
    expect(await factorOn()).toBe(false);
  });

  test('a key the client chose is refused: a plain key, a forged seal, or a key sealed for somebody else', async () => {
    const chosen = 'A'.repeat(32);
    const store = await e2eStore();
    const other = (await store.admins.findByEmail((await createThrowawayAdmin('sales')).email))!;
    const forgeries = { 'a plain key': chosen, 'a forged seal': `Fe26.2*1*${'a'.repeat(64)}`, "a key sealed for another account": await sealWithServerSecret({ adminId: other._id, secret: chosen }, 900) };
    for (const [what, forged] of Object.entries(forgeries)) {
      await here.locator('input[name="enrolment"]').evaluate((input, value) => ((input as HTMLInputElement).value = value), forged);
      await submit({ password: person.password, code: totpCode(chosen, totpStep(Date.now())) });
      await expect(here.getByText('The key changed: reload the page and scan the new code.').first()).toBeVisible();
      cases.record(`enrolment with ${what}`, await factorOn());
      expect(await factorOn()).toBe(false);
      await openForm();
    }
  });

  test("with the password and the server's key it is on, and the account's other sessions end", async () => {
    const secret = await secretShown();
    await submit({ password: person.password, code: totpCode(secret, totpStep(Date.now())) });
    await expect(here.getByRole('heading', { name: 'Your backup codes' })).toBeVisible();
    expect((await (await e2eStore()).admins.findByEmail(person.email))!.totpSecret).toBe(secret);
    // This browser stays signed in; the other one is signed out at its next request.
    expect((await here.request.get('/admin/leads/export')).status()).toBe(200);
    const other = await elsewhere!.request.get('/admin/leads/export');
    cases.record("the account's other session after enrolment", other.status() !== 401, `answered ${other.status()}`);
    expect(other.status()).toBe(401);
  });
});
