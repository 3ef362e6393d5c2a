import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/auth/password';
import { e2eStore, logIn, uniqueSlug, workerIp } from './support/admin';
import { API, expectAnswer, logInAsAdmin, visaForm } from './support/api';

/**
 * Visa facts: a consultant enters a page's fees and times in the admin, the public
 * page shows them in a panel near the top with their name and the date, in its JSON-LD and in the
 * API record; facts older than the setting wait in the re-check queue until someone confirms them.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

/**
 * A visa of this test's own (the seed's pages are read by other specs), made through the API so
 * the server knows its address at once, and an editor to check it.
 */
async function setUp(request: APIRequestContext) {
  const store = await e2eStore();
  const slug = uniqueSlug('iceland-facts');
  const title = `Iceland visa ${slug.slice(-8)}`;
  await logInAsAdmin(request);
  await expectAnswer(await request.post(`${API}/admin/testimonial/create-testimonial`, { multipart: await visaForm({ slug, title, country: 'Iceland' }) }), 200);
  const name = `Mariam Haddad ${randomBytes(2).toString('hex')}`;
  const editor = { email: `facts-${randomBytes(5).toString('hex')}@ztartvisa.test`, password: randomBytes(12).toString('hex') };
  await store.admins.create({ email: editor.email, passwordHash: await hashPassword(editor.password), displayName: name, role: 'editor' });
  return { store, slug, title, name, editor };
}

/** The row of a page in one of the overview's lists. */
const rowOf = (page: Page, list: 'Facts to check' | 'Facts checked recently', title: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: title });

const today = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date());

test('an editor enters a page\'s facts; the public page, its JSON-LD and the API record show them with who checked them and when', async ({ page, browser, request }) => {
  test.slow();
  const { slug, title, name, editor } = await setUp(request);
  const visitor = await browser.newPage();
  await visitor.goto(`/visa/${slug}`);
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Fees and times at a glance' })).toHaveCount(0);

  await logIn(page, editor);
  await page.goto('/admin/visa-facts'); // the sidebar's link is checked with the others (admin-session.spec.ts)
  const row = rowOf(page, 'Facts to check', title);
  await expect(row).toContainText('No facts yet');
  await row.getByRole('link', { name: `Check facts of ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Enter the facts' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Tourist' }).check();
  // Not Schengen: the finder's spec counts the seeded Schengen visas exactly.
  await page.getByRole('checkbox', { name: 'Business' }).check();
  await page.getByLabel('Fee 1', { exact: true }).fill('Schengen visa fee (EUR 90)');
  await page.getByLabel('AED').nth(0).fill('367');
  await page.getByLabel('Paid to (fee 2)').selectOption('centre');
  await page.getByLabel('Fee 2', { exact: true }).fill('VFS Global service charge');
  await page.getByLabel('AED').nth(1).fill('135');
  // A refused save names the field: processing "to" shorter than "from".
  await page.getByRole('group', { name: /Processing time/ }).getByLabel('From (days)').fill('15');
  await page.getByRole('group', { name: /Processing time/ }).getByLabel('To (days)').fill('10');
  await page.getByRole('checkbox', { name: 'No appointment needed (e-visa)' }).check();
  await page.getByLabel('Validity', { exact: true }).fill('Up to 5 years');
  await page.getByLabel('Entries').selectOption('multiple');
  await page.getByLabel('Maximum stay', { exact: true }).fill('90 days in any 180');
  await page.getByRole('button', { name: `Save as checked by ${name}` }).click();
  await expect(page.getByText('Processing time: the longest time cannot be shorter than the shortest')).toBeVisible();
  await page.getByRole('group', { name: /Processing time/ }).getByLabel('To (days)').fill('20');
  await page.getByRole('button', { name: `Save as checked by ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `checked by ${name} today` })).toBeVisible();

  // The public page, on its next request.
  await visitor.reload();
  const panel = visitor.getByRole('region', { name: 'Fees and times at a glance' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`Checked by ${name} on ${today()}`);
  await expect(panel.getByRole('row', { name: /Schengen visa fee \(EUR 90\).*367/ })).toBeVisible();
  await expect(panel.getByRole('row', { name: /VFS Global service charge.*Visa centre fee · not refundable.*135/ })).toBeVisible();
  await expect(panel.getByRole('row', { name: /You pay from/ })).toContainText('AED 502');
  await expect(panel).toContainText('15–20 working days');
  await expect(panel).toContainText('No appointment needed');
  // Near the top: the first section of the page's article, before its own text.
  await expect(visitor.locator('article section').first()).toHaveAttribute('data-visa-facts');

  const ld = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(ld.find((thing) => thing['@type'] === 'Service')).toMatchObject({
    name: title,
    offers: { '@type': 'Offer', price: 502, priceCurrency: 'AED', priceSpecification: [{ name: 'Schengen visa fee (EUR 90)', price: 367 }, { name: 'VFS Global service charge', price: 135 }] },
  });

  const answer = await expectAnswer<{ facts: Record<string, unknown> }>(await request.get(`${API}/user/testimonial/testimonial/${slug}`), 200);
  expect(answer.data.facts).toMatchObject({ kinds: ['tourist', 'business'], feeFromAed: 502, processingDays: { min: 15, max: 20 }, appointmentDays: null, checkedBy: name });
  expect(JSON.stringify(answer.data.facts)).not.toMatch(/[0-9a-f]{24}/); // no staff id leaves the admin
  await visitor.close();
});

test('facts older than the setting wait in the re-check queue until a consultant confirms them', async ({ page, request }) => {
  test.slow();
  const { store, slug, title, name, editor } = await setUp(request);
  const facts = {
    kinds: ['tourist'] as const,
    fees: [{ kind: 'government' as const, label: 'Visa fee', amountAed: 300, refundable: false }],
    processingDays: { min: 5, max: 10 },
    appointmentDays: { min: 3, max: 7 },
    validity: '3 months',
    entries: 'single' as const,
    maxStay: 'Up to 30 days',
    feeNote: '',
  };
  const longAgo = new Date(Date.now() - 400 * 86_400_000).toISOString(); // older than any allowed setting
  // A check by a staff account (one without an account is the seed's, which the queue names as such).
  const omar = await store.admins.create({ email: `omar-${randomBytes(5).toString('hex')}@ztartvisa.test`, passwordHash: await hashPassword(randomBytes(12).toString('hex')), displayName: 'Omar Said', role: 'editor' });
  await store.visaFacts.save(slug, { ...facts, kinds: [...facts.kinds] }, { by: { id: omar._id, name: 'Omar Said' }, at: longAgo });

  await logIn(page, editor);
  await page.goto('/admin/visa-facts');
  const due = rowOf(page, 'Facts to check', title);
  await expect(due).toContainText('Due for a re-check');
  await expect(due).toContainText('Checked by Omar Said');
  await expect(due).toContainText('400 days ago');
  await due.getByRole('link', { name: `Check facts of ${title}` }).click();
  await page.getByRole('button', { name: 'Confirm unchanged' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Confirmed' })).toBeVisible();
  await page.goto('/admin/visa-facts');
  await expect(rowOf(page, 'Facts to check', title)).toHaveCount(0);
  await expect(rowOf(page, 'Facts checked recently', title)).toContainText(`Checked by ${name} on ${today()} (today)`);
  expect(await store.visaFacts.get(slug)).toMatchObject({ fees: facts.fees, maxStay: 'Up to 30 days', checkedBy: { name } });

  // The setting is checked and kept (the same value as the default: other runs share the store).
  const days = page.getByLabel('Re-check after (days)');
  await days.fill('0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('At least 1 day')).toBeVisible();
  await days.fill('90');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'after 90 days' })).toBeVisible();
});
