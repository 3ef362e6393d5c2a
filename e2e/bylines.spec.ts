import { expect, type Page, test } from '@playwright/test';
import { countryPages } from '../content/country-pages';
import { seedBlogs } from '../content/seed/blogs';
import { seedAuthor } from '../content/seed/team';
import { seedVisas } from '../content/seed/visas';
import { validateJsonLd } from '../test/schema-org';
import { createThrowawayAdmin, e2eStore, logIn, pngImage, storedImageOf, uniqueSlug, workerIp } from './support/admin';
import { chooseImage, fillBlogFields, openForm, typeRichText } from './support/admin-forms';

/**
 * Who wrote a page and when: every post and visa page names its author (name, role, photo) with
 * its publishing and last-review dates, in the page and in its structured data; a staff member's
 * profile edits show on what they wrote; the About page lists the people the owner turns on.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

/** The day as bylines show it: "27 November 2026", Dubai's calendar. */
const today = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date());

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

const byline = (page: Page) => page.locator('[data-byline]');

test.describe('seeded pages', () => {
  test('a seeded post and visa page show the consultant who wrote them, with their dates and structured data', async ({ page }) => {
    await page.goto(`/blogs/${seedBlogs[0]!.slug}`);
    await expect(byline(page)).toContainText(seedAuthor.name);
    await expect(byline(page)).toContainText(seedAuthor.roleTitle);
    await expect(byline(page)).toContainText(/Published \d{1,2} \w+ \d{4}/);
    await expect(byline(page)).toContainText(/Last reviewed \d{1,2} \w+ \d{4}/);
    expect(storedImageOf(await byline(page).locator('img').getAttribute('src'))).toBe(seedAuthor.photoURL);
    const posting = (await jsonLd(page)).find((block) => block['@type'] === 'BlogPosting')!;
    expect(validateJsonLd(posting)).toEqual([]);
    expect(posting.author).toMatchObject({ '@type': 'Person', name: seedAuthor.name, jobTitle: seedAuthor.roleTitle, image: expect.stringMatching(/\/images\/team\/.+\.webp$/) });

    await page.goto(`/visa/${seedVisas[0]!.slug}`);
    await expect(byline(page)).toContainText(`${seedAuthor.name}, ${seedAuthor.roleTitle}`);
    await expect(byline(page)).toContainText('Published');
    const webPage = (await jsonLd(page)).find((block) => block['@type'] === 'WebPage')!;
    expect(validateJsonLd(webPage)).toEqual([]);
    expect(webPage).toMatchObject({ reviewedBy: { name: seedAuthor.name }, lastReviewed: expect.any(String), datePublished: expect.any(String) });
  });

  test('a country guide shows when it was last reviewed, and claims no author or publishing date', async ({ page }) => {
    await page.goto(`/visa/${countryPages[0]!.url}`);
    await expect(byline(page)).toContainText(/^Last reviewed \d{1,2} \w+ \d{4}$/);
    const webPage = (await jsonLd(page)).find((block) => block['@type'] === 'WebPage')!;
    expect(validateJsonLd(webPage)).toEqual([]);
    expect(webPage).not.toHaveProperty('reviewedBy');
  });

  test('the About page lists the team the owner chose', async ({ page }) => {
    await page.goto('/about');
    const team = page.getByRole('region', { name: 'Meet the team' });
    await expect(team.getByText(seedAuthor.name, { exact: true })).toBeVisible();
    await expect(team.getByText(seedAuthor.roleTitle, { exact: true })).toBeVisible();
  });
});

test.describe('a staff member’s own profile', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'one pass at desktop size: the flow does not depend on the viewport');
    test.slow();
  });

  const suffix = Date.now().toString(36);
  const person = { name: `Layla Rahman ${suffix}`, role: 'Schengen visa consultant', bio: 'Twelve years of Schengen files for UAE residents.' };
  let profileId = '';

  test('they set their name, role and photo; a post they create is signed with it', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const writer = await createThrowawayAdmin('editor');
    await logIn(page, writer);
    await page.goto('/admin/account');
    const form = page.locator('#profile');
    await form.getByLabel('Public name', { exact: true }).fill(person.name);
    await form.getByLabel('Role', { exact: true }).fill(person.role);
    await form.getByLabel('Short bio', { exact: true }).fill(person.bio);
    await form.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngImage('#2a9d8f', 200, 200) });
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByRole('status')).toHaveText('Profile saved. Your posts and visa pages show it now.');
    const store = await e2eStore();
    const account = (await store.admins.findByEmail(writer.email))!;
    const profile = (await store.profiles.findByAccount(account._id))!;
    expect(profile).toMatchObject({ name: person.name, roleTitle: person.role, bio: person.bio, photoURL: expect.stringMatching(/\.webp$/) });
    profileId = profile._id;

    // A file that is not an image is refused by its content, whatever its name says.
    await form.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') });
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.locator('#profile-photo-error')).toHaveText('The image must be a PNG, JPG, GIF or WebP file');

    const slug = uniqueSlug('signed-post');
    await openForm(page, '/admin/add-blog');
    // The author starts as the person creating the post.
    await expect(page.getByLabel('Author')).toHaveValue(profileId);
    await expect(page.getByLabel('Author').locator('option:checked')).toHaveText(`${person.name}, ${person.role} (you)`);
    await typeRichText(page, 'Description', { heading: 'Book early', bold: 'every original', items: ['Passport', 'Photos'], link: { text: 'contact us', href: '/contact' } });
    await chooseImage(page, 'signed.png', await pngImage('#13315c'));
    await fillBlogFields(page, { title: `A signed post ${slug}`, slug, metaTitle: 'A signed post', metaDescription: 'Who wrote it and when.', imageAlt: 'A folder', faqs: [] });
    await page.getByRole('button', { name: 'Create blog' }).click();
    await expect(page).toHaveURL(/\/admin\/manage-blogs$/);

    const visitor = await browser.newPage();
    await visitor.goto(`/blogs/${slug}`);
    await expect(byline(visitor)).toContainText(`${person.name}, ${person.role}`);
    await expect(byline(visitor)).toContainText(`Published ${today()}`);
    await expect(byline(visitor)).toContainText(`Last reviewed ${today()}`);
    expect(storedImageOf(await byline(visitor).locator('img').getAttribute('src'))).toBe(profile.photoURL);
    const posting = (await jsonLd(visitor)).find((block) => block['@type'] === 'BlogPosting')!;
    expect(posting.author).toMatchObject({ name: person.name, jobTitle: person.role });

    // A visa page they are named on shows the same byline.
    const visaSlug = uniqueSlug('signed-visa');
    await store.visas.create({ ...seedVisas[0]!, slug: visaSlug, title: `A signed visa ${visaSlug}`, authorId: profileId });
    await visitor.goto(`/visa/${visaSlug}`);
    await expect(byline(visitor)).toContainText(`${person.name}, ${person.role}`);
    await expect(byline(visitor)).toContainText(`Published ${today()}`);
    const webPage = (await jsonLd(visitor)).find((block) => block['@type'] === 'WebPage')!;
    expect(webPage).toMatchObject({ author: { name: person.name, jobTitle: person.role }, reviewedBy: { name: person.name } });

    // A later profile change shows on what they already wrote.
    await page.goto('/admin/account');
    await form.getByLabel('Role', { exact: true }).fill('Head of Schengen visas');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByRole('status')).toHaveText('Profile saved. Your posts and visa pages show it now.');
    person.role = 'Head of Schengen visas';
    await visitor.goto(`/blogs/${slug}`);
    await expect(byline(visitor)).toContainText(`${person.name}, ${person.role}`);
    await visitor.close();
  });

  test('the owner lists them on the About page, and can take them off again', async ({ page }) => {
    expect(profileId, 'the profile of the test before').not.toBe('');
    await logIn(page);
    await page.goto('/about');
    await expect(page.getByText(person.name, { exact: true })).toHaveCount(0);

    await page.goto('/admin/staff');
    const row = page.locator('li').filter({ hasText: person.name });
    await row.getByRole('button', { name: 'Show on About' }).click();
    await expect(row.getByRole('status')).toHaveText(`${person.name} is listed on the About page.`);
    await page.goto('/about');
    const team = page.getByRole('region', { name: 'Meet the team' });
    await expect(team.getByText(person.name, { exact: true })).toBeVisible();
    await expect(team.getByText(person.role, { exact: true })).toBeVisible();

    await page.goto('/admin/staff');
    await page.locator('li').filter({ hasText: person.name }).getByRole('button', { name: 'Take off About' }).click();
    await expect(page.locator('li').filter({ hasText: person.name }).getByRole('status')).toHaveText(`${person.name} is no longer on the About page.`);
    await page.goto('/about');
    await expect(page.getByText(person.name, { exact: true })).toHaveCount(0);
  });
});
