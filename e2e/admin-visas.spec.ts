import { expect, test } from '@playwright/test';
import { seedVisas } from '../content/seed/visas';
import { e2eStore, logIn, pngImage, storedImageOf, uniqueSlug, workerIp } from './support/admin';
import { chooseImage, fillVisaFields, formReady, openForm, typeRichText } from './support/admin-forms';
import { expectFooterFollowsRule } from './support/public-site';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });

test.beforeEach(async ({ page }) => {
  test.slow(); // every test logs in through the login page and drives a long form, on shared machines
  await logIn(page);
});

test('an admin adds, edits and deletes a visa, and the public site follows each step at once', async ({ page, browser }) => {
  test.setTimeout(180_000); // the whole life of a visa, checked from both sides, on machines shared by four suites
  const slug = uniqueSlug('iceland');
  const title = `Iceland visa ${slug.slice(-8)}`;
  const words = {
    heading: 'Iceland for UAE residents',
    bold: 'a Schengen visa',
    items: ['A valid passport', 'Six months of bank statements'] as [string, string],
    link: { text: 'Official site', href: 'https://www.government.is/' },
  };
  const faqs = [
    { question: `How long can I stay in Iceland? ${slug}`, answer: 'Up to 90 days in any 180.' },
    { question: `Do I need travel insurance? ${slug}`, answer: 'Yes, with at least EUR 30,000 of cover.' },
  ];
  const visitor = await browser.newPage(); // no cookie: what the public sees

  // Add
  await page.getByRole('link', { name: 'Add visa' }).first().click();
  await expect(page).toHaveURL(/\/admin\/add-visas$/);
  await formReady(page);
  await typeRichText(page, 'Description', words);
  await chooseImage(page, 'iceland.png', await pngImage('#1d4e89'));
  await fillVisaFields(page, {
    country: 'Iceland',
    title,
    slug,
    metaTitle: `${title} | Ztart Visa`,
    metaKeywords: 'iceland visa, schengen',
    metaDescription: 'Apply for an Iceland visa from Dubai.',
    imageAlt: 'A blue test picture',
    faqs,
  });
  await page.route('**/admin/add-visas', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Create visa' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...', disabled: true })).toBeVisible();
  await expect(page.getByText('Visa created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage-visas$/);
  // The list streams in after the redirect: wait for both rows before reading their order.
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: seedVisas[0]!.title })).toBeVisible();
  const titles = await page.getByRole('row').allInnerTexts();
  expect(titles.findIndex((row) => row.includes(title))).toBeGreaterThan(0);
  expect(titles.findIndex((row) => row.includes(title))).toBeLessThan(titles.findIndex((row) => row.includes(seedVisas[0]!.title)));

  // Public pages, on the very next request
  await visitor.goto('/visa');
  await expect(visitor.getByRole('link', { name: `Read more about the ${title}` })).toBeVisible();
  await visitor.goto(`/visa/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const body = visitor.locator('.prose-rich').first();
  await expect(body.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
  await expect(body.locator('strong')).toHaveText(words.bold);
  await expect(body.getByRole('listitem')).toHaveText(words.items);
  await expect(body.getByRole('link', { name: words.link.text })).toHaveAttribute('href', words.link.href);
  for (const faq of faqs) await expect(visitor.getByText(faq.question)).toBeVisible();
  // The first image of that name is the page's hero (carousels further down may show other visas).
  const firstImage = storedImageOf(await visitor.getByRole('img', { name: 'A blue test picture' }).first().getAttribute('src'));
  expect(firstImage).toMatch(/^\/uploads\/.+\.webp$/);
  const inFooter = await expectFooterFollowsRule(visitor, slug);
  if ((await (await e2eStore()).visas.count()) <= 10) expect(inFooter).toBe(true);

  // Edit: new title and image
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manage-visas/${slug}/edit$`));
  await formReady(page);
  await expect(page.getByRole('link', { name: 'All visas' })).toHaveAttribute('href', '/admin/manage-visas');
  await expect(page.getByRole('img', { name: 'A blue test picture' })).toBeVisible(); // the current image
  const renamed = `${title} (renewed)`;
  await page.getByLabel('Title', { exact: true }).fill(renamed);
  await chooseImage(page, 'iceland-gold.png', await pngImage('#e0a526'));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Visa updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage-visas$/);
  await visitor.goto(`/visa/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(renamed);
  const secondImage = storedImageOf(await visitor.getByRole('img', { name: 'A blue test picture' }).first().getAttribute('src'));
  expect(secondImage).toMatch(/^\/uploads\/.+\.webp$/);
  expect(secondImage).not.toBe(firstImage);
  // The replaced file stays while the visa exists (version 1 is kept and may be restored), so a page loaded before the edit still shows it.
  expect((await visitor.request.get(firstImage!)).status()).toBe(200);

  // A stale form: saved elsewhere meanwhile, so this save is refused instead of overwriting
  const other = await page.context().newPage();
  await openForm(other, `/admin/manage-visas/${slug}/edit`);
  // Two tabs: the one being used must be in front, or headless Chromium pauses its frames.
  await page.bringToFront();
  await openForm(page, `/admin/manage-visas/${slug}/edit`);
  await page.getByLabel('Country', { exact: true }).fill('Iceland (Schengen)');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Visa updated successfully')).toBeVisible();
  await other.bringToFront();
  await other.getByLabel('Meta keywords', { exact: true }).fill('overwritten');
  await other.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(other.getByText('Failed to update the visa.')).toBeVisible();
  await expect(other.getByRole('alert').filter({ hasText: 'changed by someone else' }).first()).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`/admin/manage-visas/${slug}/edit$`));
  await expect(other.getByLabel('Meta keywords', { exact: true })).toHaveValue('overwritten'); // the admin's work stays
  await other.close();
  expect((await (await e2eStore()).visas.getBySlug(slug))?.metaKeywords).toBe('iceland visa, schengen');

  // Delete, after confirming
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete visa' });
  await expect(dialog).toContainText('Are you sure you want to delete this visa?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete ${renamed}` })).toBeFocused();
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Visa deleted successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);

  // Gone from every public page
  expect((await visitor.goto(`/visa/${slug}`))?.status()).toBe(404);
  await expect(visitor.getByText('The page you are looking for does not exits.')).toBeVisible();
  await visitor.goto('/visa');
  await expect(visitor.getByRole('link', { name: `Read more about the ${renamed}` })).toHaveCount(0);
  expect(await expectFooterFollowsRule(visitor, slug)).toBe(false);
  expect((await visitor.request.get(secondImage!)).status()).toBe(200); // retired, for pages loaded before
  await visitor.close();
});

test('the add form asks for every required field, turns the slug into a slug as it is typed and checks the image', async ({ page }) => {
  await openForm(page, '/admin/add-visas');
  await page.getByRole('button', { name: 'Create visa' }).click();
  for (const message of [
    'Country is required',
    'Title is required',
    'Slug is required',
    'Image alt is required',
    'Meta title is required',
    'Meta keywords is required',
    'Meta description is required',
    'Image is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Country', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const slug = page.getByLabel('Slug', { exact: true });
  await slug.pressSequentially('Iceland   Visa From DUBAI');
  await expect(slug).toHaveValue('iceland-visa-from-dubai');
  await expect(page.getByText('Generated Slug: iceland-visa-from-dubai')).toBeVisible();

  // A row with one side filled asks for the other; a row left empty is dropped, not refused.
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByLabel('FAQ 1 question', { exact: true }).fill('Asked without an answer');
  await page.getByRole('button', { name: 'Create visa' }).click();
  await expect(page.getByText('Each answer is required')).toHaveCount(1);
  await expect(page.getByText('Each question is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove FAQ 1' }).click();
  await page.getByRole('button', { name: 'Remove question 1' }).click();
  await expect(page.getByText('No FAQs yet.')).toBeVisible();
  await expect(page.getByText('No questions yet.')).toBeVisible();

  const image = page.getByLabel('Image', { exact: true });
  await expect(image).toHaveAttribute('accept', 'image/*');
  await expect(page.getByText('PNG, JPG, GIF up to 10MB')).toBeVisible();
  await image.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.getByText('The image must be 10 MB or smaller')).toBeVisible();
  await image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Choose a PNG, JPG, GIF or WebP image')).toBeVisible();
  await chooseImage(page, 'ok.png', await pngImage('#2a9d8f'));
  await page.getByRole('button', { name: 'Remove the chosen image' }).click();
  await expect(page.getByRole('img', { name: 'Preview of ok.png' })).toHaveCount(0);
});

test('the server checks the image by its content: a renamed file is refused and the form keeps its data', async ({ page }) => {
  const slug = uniqueSlug('fake-image');
  await openForm(page, '/admin/add-visas');
  await fillVisaFields(page, {
    country: 'Norway',
    title: 'Norway with a fake image',
    slug,
    metaTitle: 'Norway',
    metaKeywords: 'norway',
    metaDescription: 'Norway',
    imageAlt: 'Fake',
    faqs: [{ question: 'Kept?', answer: 'Yes.' }],
  });
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') });
  await page.getByRole('button', { name: 'Create visa' }).click();
  await expect(page.getByText('Error creating visa')).toBeVisible();
  await expect(page.getByText('The image must be a PNG, JPG, GIF or WebP file').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/add-visas$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Norway with a fake image');
  await expect(page.getByLabel('FAQ 1 answer', { exact: true })).toHaveValue('Yes.');
  expect(await (await e2eStore()).visas.getBySlug(slug)).toBeNull();
});

test('an image at the documented 10 MB limit goes through the admin form, as through the API', async ({ page }) => {
  const slug = uniqueSlug('ten-mb');
  await openForm(page, '/admin/add-visas');
  await fillVisaFields(page, {
    country: 'Finland',
    title: 'Finland with a 10 MB image',
    slug,
    metaTitle: 'Finland',
    metaKeywords: 'finland',
    metaDescription: 'Finland',
    imageAlt: 'Lakes',
    faqs: [],
  });
  // A real PNG followed by padding up to exactly 10 MB: decoders stop at its end.
  const png = await pngImage('#1d6fb8');
  const tenMegabytes = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 - png.length)]);
  await chooseImage(page, 'ten-megabytes.png', tenMegabytes);
  await page.getByRole('button', { name: 'Create visa' }).click();
  await expect(page).toHaveURL(/\/admin\/manage-visas$/, { timeout: 30_000 });
  const stored = await (await e2eStore()).visas.getBySlug(slug);
  expect(stored?.imageURL).toMatch(/^\/uploads\/[\w-]+\.webp$/);
  await (await e2eStore()).visas.delete(stored!._id);
});
