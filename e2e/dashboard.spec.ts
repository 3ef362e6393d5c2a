import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createThrowawayAdmin, e2eStore, logIn, uniqueSlug, workerIp } from './support/admin';
import { API, expectAnswer, logInAsAdmin, visaForm } from './support/api';

/**
 * The dashboard lists each role's waiting work under the spec's greeting, each item a link to
 * where it is done: an editor sees drafts, scheduled posts and visa facts due, and no leads; a
 * sales person sees the leads past the promised hour and the cases with documents to check,
 * and none of the content queues. The work is this spec's own, made through the store (a lead
 * with an old arrival time) or the API (a visa, which starts without facts).
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

const DAY = 24 * 60 * 60_000;
const queue = (page: Page, title: string) => page.getByRole('region', { name: title });

async function visaWithoutFacts(request: APIRequestContext) {
  const slug = uniqueSlug('dashboard-facts');
  const title = `Dashboard visa ${slug.slice(-8)}`;
  await logInAsAdmin(request);
  await expectAnswer(await request.post(`${API}/admin/testimonial/create-testimonial`, { multipart: await visaForm({ slug, title, country: 'Iceland' }) }), 200);
  return { slug, title };
}

test('an editor\'s dashboard lists a new draft and a visa page without facts, each linked, and nothing of the leads', async ({ page, request }) => {
  const store = await e2eStore();
  const editor = await createThrowawayAdmin('editor');
  const account = (await store.admins.findByEmail(editor.email))!;
  const draftTitle = `Dashboard draft ${randomUUID().slice(0, 8)}`;
  const draft = await store.drafts.save({ kind: 'blog', recordId: null, fields: { title: draftTitle }, savedBy: { id: account._id, name: 'Eda' }, savedAt: new Date().toISOString() });
  const visa = await visaWithoutFacts(request);
  try {
    await logIn(page, editor);
    const drafts = queue(page, 'Drafts waiting');
    await expect(drafts.getByRole('link', { name: draftTitle })).toHaveAttribute('href', `/admin/drafts/${draft._id}`);
    await expect(drafts).toContainText('New blog post · saved by Eda');
    await expect(queue(page, 'Scheduled to publish')).toBeVisible();

    const facts = queue(page, 'Visa facts to check');
    const factsLink = facts.getByRole('link', { name: visa.title });
    await expect(factsLink).toHaveAttribute('href', `/admin/visa-facts/${visa.slug}`);
    await expect(facts.getByText('No facts yet').first()).toBeVisible();
    await factsLink.click();
    await expect(page).toHaveURL(new RegExp(`/admin/visa-facts/${visa.slug}$`));

    await page.goto('/admin');
    await expect(queue(page, 'Leads waiting past the hour')).toHaveCount(0);
    await expect(queue(page, 'Cases with documents to check')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Leads by stage' })).toHaveCount(0);
  } finally {
    await store.drafts.remove(draft._id).catch(() => null);
    const stored = await store.visas.getBySlug(visa.slug);
    if (stored) await store.visas.delete(stored._id).catch(() => null);
  }
});

test('a sales person\'s dashboard lists a lead waiting past the hour with a link to it, and none of the editors\' queues', async ({ page }) => {
  const store = await e2eStore();
  const sales = await createThrowawayAdmin('sales');
  const name = `Dashboard late ${randomUUID().slice(0, 8)}`;
  const mobile = `50${String(Date.now()).slice(-7)}`;
  // Weeks ago: far past one hour of office time, still inside the leads' retention.
  const { submission } = await store.submissions.create({
    kind: 'consultation',
    fields: { user_name: name, user_mobile: mobile, user_cnty: 'Japan' },
    idempotencyKey: randomUUID(),
    deliveries: {},
    createdAt: new Date(Date.now() - 28 * DAY).toISOString(),
  });
  const fresh = `Dashboard fresh ${randomUUID().slice(0, 8)}`;
  await store.submissions.create({ kind: 'callback', fields: { user_name: fresh, user_mobile: '501234567' }, idempotencyKey: randomUUID(), deliveries: {} });
  try {
    await logIn(page, sales);
    const late = queue(page, 'Leads waiting past the hour');
    const link = late.getByRole('link', { name });
    await expect(link).toBeVisible();
    await expect(late).toContainText(/Consultation request · waiting \d+ h \d+ min of office time/);
    // A lead that came in a moment ago is within its hour.
    await expect(late.getByRole('link', { name: fresh })).toHaveCount(0);
    await expect(queue(page, 'Cases with documents to check')).toBeVisible();
    for (const title of ['Drafts waiting', 'Scheduled to publish', 'Visa facts to check']) await expect(queue(page, title)).toHaveCount(0);

    await link.click();
    await expect(page).toHaveURL(/\/admin\/leads\?stage=new&q=/);
    await expect(page.getByRole('article', { name: `Consultation request from ${name}` })).toBeVisible();
  } finally {
    await store.submissions.deleteMany([submission._id]);
  }
});

test('an owner names themselves on My account, and the admin shows the new name at once', async ({ page }) => {
  const owner = await createThrowawayAdmin('owner');
  const name = `Sara Khan ${randomUUID().slice(0, 6)}`;
  await logIn(page, owner);
  await page.goto('/admin/account');
  const form = page.locator('#name');
  await expect(form.getByLabel('Name')).toHaveValue('Admin');
  await form.getByLabel('Name').fill(`  ${name}  `);
  await form.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved. Colleagues see it from now on.')).toBeVisible();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Name')).toHaveValue(name);
});
