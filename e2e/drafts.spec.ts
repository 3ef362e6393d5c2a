import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { e2eStore, logIn, pngImage, uniqueSlug, workerIp } from './support/admin';
import { e2eAdmin } from './support/server-env';
import { chooseImage, editorOf, fillBlogFields, formReady, openForm } from './support/admin-forms';
import { API, blogForm, expectAnswer, visaForm } from './support/api';

/**
 * Drafts, preview, scheduled publishing and revisions, as staff and visitors see
 * them: a draft changes nothing public until it is published, its preview is for signed-in staff
 * only, a scheduled post appears at its time with nobody visiting, and restoring a kept version
 * brings its text back once it is published. Each test makes its own records (a Chile visa and
 * blog posts, so the seeded counts other specs read are untouched while they run) and deletes
 * them, with any draft left behind, at the end.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

/** What a test made: deleted after it, whether it passed or not. */
const made = { records: [] as { kind: 'visa' | 'blog'; id: string }[], drafts: [] as string[], slugs: [] as string[] };

test.beforeEach(async ({ page }) => {
  test.slow(); // logs in through the login page and saves long forms, on shared machines
  made.records = [];
  made.drafts = [];
  made.slugs = [];
  await logIn(page);
});

test.afterEach(async ({ page }) => {
  const store = await e2eStore();
  for (const id of made.drafts) await store.drafts.remove(id).catch(() => null);
  // A post created by a draft (published by hand or by the scheduler) is known by its slug only.
  for (const slug of made.slugs) {
    const blog = await store.blogs.getBySlug(slug);
    if (blog) made.records.push({ kind: 'blog', id: blog._id });
  }
  for (const { kind, id } of made.records) {
    const path = kind === 'visa' ? `${API}/admin/testimonial/delete-testimonial/${id}` : `${API}/admin/blog/delete-blog/${id}`;
    const response = await page.request.delete(path);
    expect([200, 404]).toContain(response.status());
  }
});

/** A published record made through the API as the signed-in admin. */
async function createVisa(page: Page, overrides: Record<string, string> = {}) {
  const created = await expectAnswer<{ _id: string; slug: string; title: string }>(await page.request.post(`${API}/admin/testimonial/create-testimonial`, { multipart: await visaForm(overrides) }), 200);
  made.records.push({ kind: 'visa', id: created.data._id });
  return created.data;
}

async function createBlog(page: Page, overrides: Record<string, string> = {}) {
  const created = await expectAnswer<{ _id: string; slug: string; title: string }>(await page.request.post(`${API}/admin/blog/create-blog`, { multipart: await blogForm(overrides) }), 200);
  made.records.push({ kind: 'blog', id: created.data._id });
  return created.data;
}

/** The draft's id from the draft page the browser is on, remembered for the clean-up. */
async function onDraftPage(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/drafts\/[^/?#]+$/, { timeout: 20_000 });
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  made.drafts.push(id);
  await formReady(page);
  return id;
}

/** Replaces the whole text of a rich-text field with one sentence. */
async function replaceRichText(page: Page, label: string, text: string) {
  const editor = editorOf(page, label);
  await editor.box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(editor.box).toHaveText(text);
}

/** A visitor with no cookie: what the public sees. */
const visitorOf = (browser: Browser) => browser.newPage();

/** A Date as the Dubai wall clock (UTC+4, no summer time), with seconds: `2026-11-30T10:00:15`. */
const dubaiLocal = (date: Date) => new Date(date.getTime() + 4 * 3_600_000).toISOString().slice(0, 19);

async function expectNoAxeViolations(page: Page, what: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  expect(summary, what).toEqual([]);
}

test('a draft is invisible publicly and visible in its preview, for staff only, until it is published', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const visa = await createVisa(page);
  const draftTitle = `${visa.title} (2026 rules)`;
  const visitor = await visitorOf(browser);

  // "Save as draft" on the edit form: the draft page opens.
  await openForm(page, `/admin/manage-visas/${visa.slug}/edit`);
  await page.getByLabel('Title', { exact: true }).fill(draftTitle);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft saved. The website still shows the published version.')).toBeVisible();
  const draftId = await onDraftPage(page);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(draftTitle);
  await expect(page.getByRole('complementary', { name: 'About this draft' })).toContainText('Not scheduled.');

  // The public page and the public API still show the published title.
  await visitor.goto(`/visa/${visa.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(visa.title);
  await expect(visitor.getByText(draftTitle)).toHaveCount(0);
  const publicRecord = await expectAnswer<{ title: string }>(await visitor.request.get(`${API}/user/testimonial/testimonial/${visa.slug}`), 200);
  expect(publicRecord.data.title).toBe(visa.title);

  // The list shows the waiting draft.
  await page.goto('/admin/manage-visas');
  const drafts = page.getByRole('region', { name: /^Drafts \(\d+\)$/ });
  await expect(drafts.getByRole('link', { name: draftTitle })).toBeVisible();
  await drafts.getByRole('link', { name: draftTitle }).click();
  await onDraftPage(page);

  // The preview (a new tab) shows the draft with the public page's own layout, never indexed.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview (opens in a new tab)', exact: true }).click()]);
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(new RegExp(`/preview/${draftId}$`));
  await expect(preview.getByRole('note').filter({ hasText: 'Preview of a draft.' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
  await preview.close();
  await page.bringToFront();

  // Without a session the preview is the login page, never the draft.
  const raw = await visitor.request.get(`/preview/${draftId}`, { maxRedirects: 0, headers: { accept: 'text/html' } });
  expect([302, 303, 307, 308]).toContain(raw.status());
  expect(new URL(raw.headers().location!, 'http://x').pathname).toBe('/login');
  // Asked for otherwise (proxy.ts redirects page visits only), the page's own session check keeps the draft out.
  expect(await (await visitor.request.get(`/preview/${draftId}`, { maxRedirects: 0 })).text()).not.toContain(draftTitle);
  await visitor.goto(`/preview/${draftId}`);
  await expect(visitor).toHaveURL(/\/login(\?|$)/);
  await expect(visitor.getByText(draftTitle)).toHaveCount(0);

  // "Publish" on the draft page: the public page and the API show the new title, the draft is gone.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the website shows it now.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage-visas$/);
  await expect(page.getByRole('row').filter({ hasText: draftTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Drafts \(\d+\)$/ }).getByRole('link', { name: draftTitle })).toHaveCount(0);
  expect(await (await e2eStore()).drafts.get(draftId)).toBeNull();

  await visitor.goto(`/visa/${visa.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
  const published = await expectAnswer<{ title: string }>(await visitor.request.get(`${API}/user/testimonial/testimonial/${visa.slug}`), 200);
  expect(published.data.title).toBe(draftTitle);
  await visitor.close();
});

test('a scheduled post appears at its time with nobody visiting', async ({ page, browser }) => {
  test.setTimeout(240_000); // a real wait for the scheduled time, on shared machines
  const slug = uniqueSlug('scheduled-post');
  made.slugs.push(slug);
  const title = `Eid travel checklist ${slug.slice(-8)}`;
  const visitor = await visitorOf(browser);

  // A new post kept as a draft.
  await openForm(page, '/admin/add-blog');
  await editorOf(page, 'Description').box.click();
  await page.keyboard.type('Book your appointment before the Eid holidays.');
  await chooseImage(page, 'eid.png', await pngImage('#2a9d8f'));
  await fillBlogFields(page, { title, slug, metaTitle: title, metaDescription: 'What to do before Eid.', imageAlt: 'A green test picture', faqs: [] });
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Draft saved. Nothing changed on the website.')).toBeVisible();
  await onDraftPage(page);
  await expect(page.getByRole('complementary', { name: 'About this draft' })).toContainText('nobody sees it until it is published');

  // Scheduled ~15 s ahead, in Dubai time with seconds.
  const publishAt = new Date(Date.now() + 15_000);
  await page.getByLabel('Publish at (Dubai time)').fill(dubaiLocal(publishAt));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Schedule publishing' }).getByRole('status')).toContainText('Scheduled: it will be published on');
  await expect(page.getByRole('complementary', { name: 'About this draft' })).toContainText(/Scheduled for .+ \(Dubai time\)/);
  await expect(page.getByRole('button', { name: 'Cancel the schedule' })).toBeVisible();

  // Not public before its time.
  expect((await visitor.goto(`/blogs/${slug}`))?.status()).toBe(404);
  await visitor.goto('/blogs');
  await expect(visitor.getByRole('link', { name: `Read more about ${title}` })).toHaveCount(0);
  expect(Date.now(), 'the checks before the time took longer than the 15 s ahead: schedule further ahead').toBeLessThan(publishAt.getTime());

  // Nobody visits: no page is asked for until a few seconds after the time (the worker runs every 5 s).
  await page.goto('about:blank');
  await visitor.goto('about:blank');
  await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() + 8_000 - Date.now()));

  const response = await visitor.goto(`/blogs/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitor.goto('/blogs');
  await expect(visitor.getByRole('link', { name: `Read more about ${title}` })).toBeVisible();
  await visitor.close();

  // The draft went with its publishing: the list has the post and no draft of it.
  await page.goto('/admin/manage-blogs');
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  // Each step is in the audit log, the publish with the scheduler as actor for the person who set the time.
  const entries = (await (await e2eStore()).audit.list({ limit: 500 })).filter((entry) => entry.target === `blog post ${slug}`);
  expect(entries.map((entry) => [entry.action, entry.actor.email]).reverse()).toEqual([
    ['draft-saved', e2eAdmin.email],
    ['draft-scheduled', e2eAdmin.email],
    ['publish', 'scheduler'],
  ]);
  expect(entries[0]!.detail).toMatch(/^at the time .+ scheduled$/);
});

test('restoring a kept version brings back its text once it is published', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const textA = 'Bring two passport photos on a white background.';
  const textB = 'Bring four passport photos on a blue background.';
  const blog = await createBlog(page, { description: `<p>${textA}</p>` }); // version 1: text A
  const visitor = await visitorOf(browser);

  // Version 2: text B, published from the edit form.
  await openForm(page, `/admin/manage-blogs/${blog.slug}/edit`);
  await replaceRichText(page, 'Description', textB);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Blog updated successfully!')).toBeVisible();
  await visitor.goto(`/blogs/${blog.slug}`);
  await expect(visitor.locator('.prose-rich').first()).toHaveText(textB);

  // The history compares them: A's words struck through, B's marked.
  await openForm(page, `/admin/manage-blogs/${blog.slug}/edit`);
  await page.getByRole('link', { name: 'Published versions' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manage-blogs/${blog.slug}/history$`));
  await expect(page.getByRole('heading', { name: 'Versions (2)' })).toBeVisible();
  const older = page.getByLabel('Older');
  const newer = page.getByLabel('Newer');
  await older.selectOption((await older.locator('option', { hasText: /^Version 1,/ }).getAttribute('value'))!);
  await newer.selectOption((await newer.locator('option', { hasText: /^Version 2,/ }).getAttribute('value'))!);
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/[?&]from=.+&to=/);
  await expect(page.getByText('From version 1 to version 2')).toBeVisible();
  const description = page.locator('dd').filter({ has: page.locator('del') }).first();
  await expect(description.locator('del')).toHaveText(['two', 'white']);
  await expect(description.locator('ins')).toHaveText(['four', 'blue']);

  // Restore version 1: its draft opens, with text A, and publishing it puts A back.
  await expect(page.getByRole('button', { name: 'Restore version 2 as a draft' })).toHaveCount(0); // on the website
  await page.getByRole('button', { name: 'Restore version 1 as a draft' }).click();
  await onDraftPage(page);
  await expect(editorOf(page, 'Description').box).toHaveText(textA);
  await visitor.goto(`/blogs/${blog.slug}`);
  await expect(visitor.locator('.prose-rich').first()).toHaveText(textB); // restoring never publishes
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the website shows it now.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage-blogs$/);

  await visitor.goto(`/blogs/${blog.slug}`);
  await expect(visitor.locator('.prose-rich').first()).toHaveText(textA);
  await visitor.close();

  // The history lists the new version, on the website.
  await page.goto(`/admin/manage-blogs/${blog.slug}/history`);
  await expect(page.getByRole('heading', { name: 'Versions (3)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'On the website' }).getByRole('cell').first()).toHaveText(/^3\s*On the website/);
  await expect(page.getByRole('button', { name: 'Restore version 2 as a draft' })).toBeVisible();
});

test('the history page with a diff and the draft page pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  const blog = await createBlog(page, { description: '<p>Apply six weeks before you travel.</p>' });
  await expectAnswer(await page.request.put(`${API}/admin/blog/update-blog/${blog._id}`, { multipart: { data: JSON.stringify({ description: '<p>Apply eight weeks before you travel.</p>' }) } }), 200);

  await page.goto(`/admin/manage-blogs/${blog.slug}/history`);
  await expect(page.getByText('From version 1 to version 2')).toBeVisible();
  await expect(page.locator('ins')).toHaveText(['eight']);
  await expectNoAxeViolations(page, 'the history page');

  await page.getByRole('button', { name: 'Restore version 1 as a draft' }).click();
  await onDraftPage(page);
  await expect(page.getByLabel('Publish at (Dubai time)')).toBeVisible();
  await expectNoAxeViolations(page, 'the draft page');

  // Discarded from its page: the post keeps its published text and has no draft.
  await page.getByRole('button', { name: 'Discard this draft' }).click();
  await expect(page.getByText('This draft no longer exists')).toBeVisible();
  expect(await (await e2eStore()).drafts.findFor('blog', blog._id)).toBeNull();
});
