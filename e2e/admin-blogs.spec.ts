import { expect, test } from '@playwright/test';
import { seedBlogs } from '../content/seed/blogs';
import { e2eStore, logIn, pngImage, storedImageOf, uniqueSlug, workerIp } from './support/admin';
import { chooseImage, fillBlogFields, formReady, openForm, typeRichText } from './support/admin-forms';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

test.beforeEach(async ({ page }) => {
  test.slow(); // every test logs in through the login page and drives a long form, on shared machines
  await logIn(page);
});

test('an admin adds, edits and deletes a blog post, and the public site follows each step at once', async ({ page, browser }) => {
  test.setTimeout(180_000); // the whole life of a post, checked from both sides, on machines shared by four suites
  const slug = uniqueSlug('packing-tips');
  const title = `Packing your documents ${slug.slice(-8)}`;
  const words = {
    heading: 'Start three weeks early',
    bold: 'every original document',
    items: ['Passport and copies', 'Salary certificate'] as [string, string],
    link: { text: 'contact us', href: '/contact' },
  };
  const faqs = [
    { question: `When should I start? ${slug}`, answer: 'Three weeks before your appointment.' },
    { question: `Do you collect documents? ${slug}`, answer: 'Yes, from your door in Dubai.' },
  ];
  const visitor = await browser.newPage();

  await openForm(page, '/admin/add-blog');
  await typeRichText(page, 'Description', words);
  await chooseImage(page, 'folder.png', await pngImage('#13315c'));
  await fillBlogFields(page, {
    title,
    slug,
    metaTitle: title,
    metaDescription: 'How to gather visa documents in time.',
    imageAlt: 'A navy test picture',
    faqs,
  });
  await page.getByRole('button', { name: 'Create blog' }).click();
  await expect(page.getByText('Blog created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage-blogs$/);
  // The list streams in after the redirect: wait for both rows before reading their order.
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: seedBlogs[0]!.title })).toBeVisible();
  const rows = await page.getByRole('row').allInnerTexts();
  expect(rows.findIndex((row) => row.includes(title))).toBeLessThan(rows.findIndex((row) => row.includes(seedBlogs[0]!.title)));

  await visitor.goto('/blogs');
  await expect(visitor.getByRole('link', { name: `Read more about ${title}` })).toBeVisible();
  await visitor.goto(`/blogs/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const body = visitor.locator('.prose-rich').first();
  await expect(body.getByRole('heading', { level: 2, name: words.heading })).toHaveAttribute('id', 'heading-0');
  await expect(visitor.getByRole('navigation', { name: 'In this article' }).getByRole('link', { name: words.heading })).toBeVisible();
  await expect(body.locator('strong')).toHaveText(words.bold);
  await expect(body.getByRole('listitem')).toHaveText(words.items);
  await expect(body.getByRole('link', { name: words.link.text })).toHaveAttribute('href', words.link.href);
  for (const faq of faqs) await expect(visitor.getByText(faq.question)).toBeVisible();
  const firstImage = storedImageOf(await visitor.getByRole('img', { name: 'A navy test picture' }).getAttribute('src'));

  // Edit
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await formReady(page);
  await expect(page.getByRole('link', { name: 'All blogs' })).toHaveAttribute('href', '/admin/manage-blogs');
  const renamed = `${title} for 2025`;
  await page.getByLabel('Title', { exact: true }).fill(renamed);
  await chooseImage(page, 'folder-gold.png', await pngImage('#ebb93f'));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Blog updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage-blogs$/);
  await visitor.goto(`/blogs/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(renamed);
  expect(storedImageOf(await visitor.getByRole('img', { name: 'A navy test picture' }).getAttribute('src'))).not.toBe(firstImage);

  // A stale form is refused with the reason
  const other = await page.context().newPage();
  await openForm(other, `/admin/manage-blogs/${slug}/edit`);
  // Two tabs: the one being used must be in front, or headless Chromium pauses its frames.
  await page.bringToFront();
  await openForm(page, `/admin/manage-blogs/${slug}/edit`);
  await page.getByLabel('Meta title', { exact: true }).fill('Saved first');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Blog updated successfully!')).toBeVisible();
  await other.bringToFront();
  await other.getByLabel('Meta title', { exact: true }).fill('Saved second');
  await other.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(other.getByText('Failed to update the blog.')).toBeVisible();
  await expect(other.getByRole('alert').filter({ hasText: 'changed by someone else' }).first()).toBeVisible();
  await other.close();
  expect((await (await e2eStore()).blogs.getBySlug(slug))?.metaTitle).toBe('Saved first');

  // Delete
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete blog post' });
  await expect(dialog).toContainText('Are you sure you want to delete this Blog?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Blog deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);

  expect((await visitor.goto(`/blogs/${slug}`))?.status()).toBe(404);
  await visitor.goto('/blogs');
  await expect(visitor.getByRole('link', { name: `Read more about ${renamed}` })).toHaveCount(0);
  await visitor.close();
});

test('a failed create stays on the form with everything typed, and says why', async ({ page }) => {
  const taken = seedBlogs[0]!.slug;
  await openForm(page, '/admin/add-blog');
  await typeRichText(page, 'Description', {
    heading: 'Kept heading',
    bold: 'kept words',
    items: ['one', 'two'],
    link: { text: 'kept link', href: 'https://example.com/' },
  });
  await chooseImage(page, 'dupe.png', await pngImage('#e4572e'));
  await fillBlogFields(page, {
    title: 'A post with a taken slug',
    slug: taken,
    metaTitle: 'Taken',
    metaDescription: 'Taken slug',
    imageAlt: 'Taken',
    faqs: [{ question: 'Still here?', answer: 'Yes.' }],
  });
  await page.getByRole('button', { name: 'Create blog' }).click();
  await expect(page.getByText('Error creating blog')).toBeVisible();
  await expect(page.getByText(`A blog post with the slug "${taken}" already exists.`).first()).toBeVisible();
  await expect(page.getByLabel('Slug', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/admin\/add-blog$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('A post with a taken slug');
  await expect(page.getByLabel('FAQ 1 question', { exact: true })).toHaveValue('Still here?');
  await expect(page.getByRole('img', { name: 'Preview of dupe.png' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description', exact: true }).getByRole('heading', { name: 'Kept heading' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create blog' })).toBeEnabled();
});
