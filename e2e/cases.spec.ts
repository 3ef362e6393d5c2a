import { type Browser, expect, type Page, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { minimalPdf, photoWithMetadata } from '../test/cases/sample-files';
import { e2eStore, logIn } from './support/admin';
import { caseVisa, codeIn, dataDir, linkIn, mailsTo, runRetentionDaysAhead, uniqueEmail, waitForMail, wonLead } from './support/cases';

/**
 * A case from the won lead to the deletion of its documents, as staff and the applicant live it:
 * staff open the case from the lead and send the private link; the applicant opens it from the
 * e-mail, only after the e-mailed code; uploads a passport PDF and a photo; staff ask again for
 * the photo with a reason; the applicant reads it and sends another; staff book the appointment
 * and mark it submitted; each change reaches the applicant's mailbox; 31 days on, the worker's
 * retention has deleted the files (store and disk or GridFS), the timeline stays, the audit log
 * names the deletion.
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const applicant = { name: `Amal ${stamp}`, email: uniqueEmail('amal') };

async function openPortal(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

const item = (page: Page, label: string) => page.getByRole('listitem', { name: label });

test('a case from the won lead to the deleted documents', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  applicant.email = uniqueEmail(`amal-${testInfo.project.name}`);
  const visa = await caseVisa();
  const leadId = await wonLead(applicant.name);

  // Staff open the case from the won lead.
  await logIn(page);
  await page.goto(`/admin/cases/new?lead=${leadId}`);
  await expect(page.getByText('From the won lead')).toBeVisible();
  await expect(page.getByLabel('Applicant’s name')).toHaveValue(applicant.name);
  await page.getByLabel('Visa', { exact: true }).selectOption(visa.slug);
  await page.getByLabel('Applicant’s e-mail').fill(applicant.email);
  await page.getByRole('button', { name: 'Open the case' }).click();
  await expect(page).toHaveURL(/\/admin\/cases\/[0-9a-f]{24}$/);
  const caseUrl = page.url();
  await expect(page.getByRole('heading', { name: `${applicant.name}: ${visa.title}` })).toBeVisible();
  await expect(item(page, 'Passport bio page')).toContainText('Waiting');

  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`Link e-mailed to ${applicant.email}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/971501234567\?text=.*%2Fcase%2F/);

  // The applicant's link, read from the written e-mail, opens nothing before the e-mailed code.
  const link = linkIn(await waitForMail(applicant.email, /application page$/));
  const portal = await openPortal(browser, link);
  await expect(portal.getByRole('heading', { name: visa.title })).toBeVisible();
  await expect(portal.getByText('Passport bio page')).toHaveCount(0);
  const fileAttempt = await portal.request.get(`${new URL(link).pathname}/files/${'a'.repeat(24)}`);
  expect(fileAttempt.status()).toBe(403);
  await portal.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(portal.getByText(/We e-mailed a 6-digit code to a•••@applicant\.test/)).toBeVisible();
  const code = codeIn(await waitForMail(applicant.email, /is your code/));
  await portal.getByLabel('Code from the e-mail').fill(code);
  await portal.getByRole('button', { name: 'Open my application' }).click();
  await expect(portal.getByRole('heading', { name: 'Now: Documents requested' })).toBeVisible();
  await expect(portal.getByText(/Expected decision|No estimate yet/).first()).toBeVisible();

  // The applicant uploads a passport PDF and a photo.
  await item(portal, 'Passport bio page').locator('input[type=file]').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: minimalPdf(`PASSPORT-${stamp}`) });
  await expect(item(portal, 'Passport bio page')).toContainText('Received');
  await expect(item(portal, 'Passport bio page')).toContainText('passport.pdf');
  await item(portal, 'Passport photo').locator('input[type=file]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoWithMetadata('#204080') });
  await expect(item(portal, 'Passport photo')).toContainText('Received');
  // A file that is not a PDF, named as one, is refused in words.
  await item(portal, 'Passport photo').locator('input[type=file]').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nnot really a pdf') });
  await expect(item(portal, 'Passport photo')).toContainText('This PDF has no content we can read');

  // Staff see both, accept the passport and ask again for the photo with a reason.
  await page.goto(caseUrl);
  await expect(item(page, 'Passport bio page')).toContainText('Received');
  await item(page, 'Passport bio page').getByRole('button', { name: 'Accept' }).click();
  await expect(item(page, 'Passport bio page')).toContainText('Accepted');
  await item(page, 'Passport photo').getByText('Ask again…').click();
  await item(page, 'Passport photo').getByLabel('Reason the applicant reads').fill('The photo is too dark: take it again in daylight');
  await item(page, 'Passport photo').getByRole('button', { name: 'Ask again' }).click();
  await expect(item(page, 'Passport photo')).toContainText('Please send again');
  await expect(page.getByRole('link', { name: 'Send on WhatsApp' }).first()).toBeVisible();

  // The applicant reads the reason and sends a new photo.
  await portal.reload();
  await expect(item(portal, 'Passport photo')).toContainText('Please send again: The photo is too dark: take it again in daylight');
  await item(portal, 'Passport photo').locator('input[type=file]').setInputFiles({ name: 'photo-2.png', mimeType: 'image/png', buffer: await photoWithMetadata('#f0f0f0').then((jpeg) => import('sharp').then(({ default: sharp }) => sharp(jpeg).png().toBuffer())) });
  await expect(item(portal, 'Passport photo')).toContainText('Received');
  await expect(item(portal, 'Passport photo')).toContainText('photo-2.png');

  // Staff accept it, book the appointment and mark the case submitted.
  await page.reload();
  await item(page, 'Passport photo').getByRole('button', { name: 'Accept' }).click();
  await expect(item(page, 'Passport photo')).toContainText('Accepted');
  await page.getByLabel('New stage').selectOption('appointment_booked');
  await page.getByLabel('Visa centre').fill('VFS Global, Wafi Mall');
  await page.getByLabel('Appointment date').fill('2030-01-15');
  await page.getByLabel('Appointment time').fill('09:30');
  await page.getByRole('button', { name: 'Change the stage' }).click();
  await expect(page.getByRole('heading', { name: 'Stage: Appointment booked' })).toBeVisible();
  await page.getByLabel('New stage').selectOption('submitted');
  await page.getByRole('button', { name: 'Change the stage' }).click();
  await expect(page.getByRole('heading', { name: 'Stage: Submitted' })).toBeVisible();
  await portal.reload();
  await expect(portal.getByRole('heading', { name: 'Now: Submitted' })).toBeVisible();
  await expect(portal.getByText('Tue, 15 Jan 2030 at 09:30')).toBeVisible();

  // Each change reached the applicant's mailbox; each mail leaves on its own, so in any order.
  for (const subject of [/^Appointment booked: /, /^Submitted: /]) await waitForMail(applicant.email, subject);
  const subjects = mailsTo(applicant.email).map((mail) => mail.subject);
  expect(subjects).toEqual(
    expect.arrayContaining([
      `Your ${visa.title} application page`,
      expect.stringMatching(/is your code/),
      'Please send again: Passport photo',
      `Appointment booked: your ${visa.title} application`,
      `Submitted: your ${visa.title} application`,
    ]),
  );

  // 31 days on, the worker's retention deletes the files; the timeline stays; the audit log names it.
  const store = await e2eStore();
  const caseId = caseUrl.split('/').pop()!;
  const files = await store.caseFiles.listForCase(caseId);
  expect(files).toHaveLength(2);
  const onDisk = () => {
    try {
      return readdirSync(path.join(dataDir(), 'documents'));
    } catch {
      return [];
    }
  };
  if (!process.env.MONGODB_URI) expect(onDisk()).toEqual(expect.arrayContaining(files.map((file) => `${file.location}.bin`)));
  expect(await runRetentionDaysAhead(31)).toBeGreaterThanOrEqual(2);
  expect(await store.caseFiles.listForCase(caseId)).toEqual([]);
  if (!process.env.MONGODB_URI) for (const file of files) expect(onDisk()).not.toContain(`${file.location}.bin`);
  else {
    const db = (store.documents.driver() as { db: import('mongodb').Db }).db;
    expect(await db.collection('case_documents.files').countDocuments({ filename: { $in: files.map((file) => file.location) } })).toBe(0);
  }
  await page.reload();
  await expect(page.getByText(/Your documents were deleted \(2 files\): 30 days after submission/)).toBeVisible();
  await expect(page.getByText('Case opened from the won lead: Documents requested.')).toBeVisible();
  const [entry] = await store.audit.list({ action: 'case-documents-deleted', limit: 50 }).then((entries) => entries.filter((one) => one.target === `case ${caseId}`));
  expect(entry).toMatchObject({ actor: { email: 'worker' }, detail: '2 files deleted: 30 days after submission' });
  await portal.reload();
  await expect(portal.getByText('Your documents were deleted, as our privacy policy promises.')).toBeVisible();
  await portal.context().close();
});
