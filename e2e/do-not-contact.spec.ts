import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { FOLLOW_UP_REFUSED } from '../lib/privacy/do-not-contact-text';
import { consentFor } from '../test/leads/forms';
import { e2eStore, logIn } from './support/admin';
import { caseVisa, uniqueEmail, wonLead } from './support/cases';
import { e2eAdmin } from './support/server-env';

/**
 * "Do not contact", as staff meet it: a lead's number is marked from its card; a request the same
 * person sends later carries the mark; a follow-up saved from a page opened before the mark is
 * refused; the WhatsApp and call links give way to the mark, on the lead and on the case opened
 * from it. Each step is checked where it lands, in the store and the audit log.
 */
test.describe.configure({ timeout: 120_000 });

/** One entry, as the proxy in front appends it (the e2e server trusts one proxy). */
const visitor = () => `198.51.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

test('a marked number is flagged on every request from it, gets no follow-up and no WhatsApp button', async ({ page }, testInfo) => {
  const store = await e2eStore();
  const admin = (await store.admins.findByEmail(e2eAdmin.email))!;
  const marker = randomUUID().slice(0, 8);
  const name = `E2E no-contact ${marker}`;
  const mobile = `56${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const shown = `+971 ${mobile.slice(0, 2)} ${mobile.slice(2, 5)} ${mobile.slice(5)}`;
  const leadId = await wonLead(name, mobile);

  await logIn(page);
  const inbox = `/admin/leads?q=${mobile}`;
  await page.goto(inbox);
  const card = page.getByRole('article', { name: `Consultation request from ${name}` });
  await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/971${mobile}`);

  // A colleague's tab, opened before the mark, still shows the follow-up field.
  const stale = await page.context().newPage();
  await stale.goto(inbox);
  const staleCard = stale.getByRole('article', { name: `Consultation request from ${name}` });
  await staleCard.locator('summary').first().click();
  const staleForm = staleCard.getByRole('form', { name: 'Work this lead' });
  await expect(staleForm.getByLabel('Next follow-up (UAE time)')).toBeVisible();

  // Marked from the lead, with the keyboard: the disclosure, the reason, the button.
  await card.locator('summary').first().click();
  await card.getByText('Mark this number “Do not contact”…').focus();
  await page.keyboard.press('Enter');
  const markForm = card.getByRole('form', { name: 'Mark this number Do not contact' });
  await markForm.getByLabel('What they said (optional)').fill('Asked on the phone not to be called again');
  await markForm.getByRole('button', { name: 'Mark “Do not contact”' }).press('Enter');
  const flag = new RegExp(`^Do not contact — marked by ${admin.displayName} on \\d{1,2} \\w{3} \\d{4}`);
  await expect(card.getByText(flag).first()).toBeVisible();
  await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: shown })).toHaveCount(0); // no tap-to-call either
  await expect(card.getByText(shown).first()).toBeVisible(); // the number itself stays readable
  await expect(card.getByText('None: this number is marked “Do not contact”.')).toBeVisible();
  await expect(card.getByLabel('Next follow-up (UAE time)')).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Use the next office-hours slot/ })).toHaveCount(0);

  const mark = (await store.doNotContact.find(mobile))!;
  expect(mark).toMatchObject({ phone: mobile, submissionId: leadId, markedBy: { id: admin._id, name: admin.displayName }, reason: 'Asked on the phone not to be called again' });
  const audited = (await store.audit.list({ action: 'do-not-contact', limit: 50 })).find((entry) => entry.target === `lead ${leadId}`);
  expect(audited).toMatchObject({ actor: { id: admin._id, email: admin.email } });
  expect(JSON.stringify(audited)).not.toContain(mobile.slice(1));
  expect(JSON.stringify(audited)).not.toContain(marker);

  // The stale tab's follow-up is refused by the server, with the reason under the field.
  await staleForm.getByRole('button', { name: /Use the next office-hours slot/ }).click();
  await staleForm.getByRole('button', { name: 'Save lead' }).click();
  await expect(staleForm.getByRole('status')).toHaveText(FOLLOW_UP_REFUSED);
  await expect(staleForm.getByLabel('Next follow-up (UAE time)')).toHaveAttribute('aria-invalid', 'true');
  expect((await store.submissions.getById(leadId))!.pipeline.followUpAt).toBeNull();
  await stale.close();

  // The same person writes again later, through the contact form's endpoint: flagged on arrival.
  const laterName = `E2E later ${marker}`;
  const sent = await page.request.post('/api/forms/contact', {
    data: { fields: { user_name: laterName, user_mobile: `0${mobile}`, user_msg: 'Please send me your fees.' }, idempotencyKey: randomUUID(), startedAt: Date.now() - 15_000, website: '', consent: consentFor('contact') },
    headers: { 'x-forwarded-for': visitor() },
  });
  expect(sent.status()).toBe(201);
  await page.goto(inbox);
  const later = page.getByRole('article').filter({ hasText: laterName });
  await expect(later.getByText(flag).filter({ visible: true })).toBeVisible(); // on the row, the lead closed
  await expect(later.getByText('Do not contact', { exact: true })).toBeVisible(); // the badge on the closed row
  await expect(later.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0); // nor on any request from the number

  // The case opened from the won lead offers no WhatsApp message to the applicant.
  const visa = await caseVisa();
  await page.goto(`/admin/cases/new?lead=${leadId}`);
  await expect(page.getByLabel('Applicant’s mobile (for WhatsApp)')).toHaveValue(/\d/);
  await page.getByLabel('Visa', { exact: true }).selectOption(visa.slug);
  await page.getByLabel('Applicant’s e-mail').fill(uniqueEmail(`dnc-${testInfo.project.name}`));
  await page.getByRole('button', { name: 'Open the case' }).click();
  await expect(page).toHaveURL(/\/admin\/cases\/[0-9a-f]{24}$/);
  await expect(page.getByText(flag).filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/^Link e-mailed to /)).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
});
