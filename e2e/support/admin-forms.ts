import { expect, type Locator, type Page } from '@playwright/test';

/** Fills the admin forms the way an admin does: labels, the editor's toolbar, the file picker. */

export interface VisaInput {
  country: string;
  title: string;
  slug: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  imageAlt: string;
  faqs: { question: string; answer: string }[];
}

export interface BlogInput {
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  imageAlt: string;
  faqs: { question: string; answer: string }[];
}

/**
 * Opens an admin form and waits until it is interactive: the editor loads in the browser after
 * hydration, so once its text box shows, typing into any field sticks.
 */
export async function openForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await formReady(page);
}

/** Waits for a form reached by clicking a link (see openForm). */
export async function formReady(page: Page): Promise<void> {
  // Generous: on the shared test machines a cold page can take a while to hydrate.
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toBeVisible({ timeout: 20_000 });
}

export function editorOf(page: Page, label: string) {
  const toolbar = page.getByRole('toolbar', { name: `${label} formatting` });
  return {
    box: page.getByRole('textbox', { name: label, exact: true }),
    toolbar,
    button: (name: string): Locator => toolbar.getByRole('button', { name, exact: true }),
  };
}

/**
 * Types rich text through the toolbar: a heading, a sentence with bold words, a two-item bullet
 * list and a link. Returns what the page should then show.
 */
export async function typeRichText(page: Page, label: string, words: { heading: string; bold: string; items: [string, string]; link: { text: string; href: string } }) {
  const editor = editorOf(page, label);
  await editor.box.click();
  await editor.toolbar.getByRole('combobox', { name: 'Text style' }).selectOption('h2');
  await page.keyboard.type(words.heading);
  await page.keyboard.press('Enter');
  await expect(editor.toolbar.getByRole('combobox', { name: 'Text style' })).toHaveValue('p');
  await page.keyboard.type('Before you apply, get ');
  await editor.button('Bold').click();
  await expect(editor.button('Bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(words.bold);
  await editor.button('Bold').click();
  await expect(editor.button('Bold')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' ready.');
  await page.keyboard.press('Enter');
  await editor.button('Bullet list').click();
  await expect(editor.button('Bullet list')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(words.items[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(words.items[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // leaves the list
  await page.keyboard.type('Read more on ');
  await editor.button('Link').click();
  await page.getByLabel('Link address').fill(words.link.href);
  await page.getByLabel('Text to show').fill(words.link.text);
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(editor.box.getByRole('link', { name: words.link.text })).toBeVisible();
}

async function addFaqs(page: Page, faqs: { question: string; answer: string }[]) {
  for (const [index, faq] of faqs.entries()) {
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(page.getByLabel(`FAQ ${index + 1} question`, { exact: true })).toBeFocused();
    await page.getByLabel(`FAQ ${index + 1} question`, { exact: true }).fill(faq.question);
    await page.getByLabel(`FAQ ${index + 1} answer`, { exact: true }).fill(faq.answer);
  }
}

export async function chooseImage(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer });
  await expect(page.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
}

export async function fillVisaFields(page: Page, visa: VisaInput) {
  await page.getByLabel('Country', { exact: true }).fill(visa.country);
  await page.getByLabel('Title', { exact: true }).fill(visa.title);
  await page.getByLabel('Slug', { exact: true }).fill(visa.slug);
  await page.getByLabel('Image alt', { exact: true }).fill(visa.imageAlt);
  await page.getByLabel('Meta title', { exact: true }).fill(visa.metaTitle);
  await page.getByLabel('Meta keywords', { exact: true }).fill(visa.metaKeywords);
  await page.getByLabel('Meta description', { exact: true }).fill(visa.metaDescription);
  await addFaqs(page, visa.faqs);
}

export async function fillBlogFields(page: Page, blog: BlogInput) {
  await page.getByLabel('Title', { exact: true }).fill(blog.title);
  await page.getByLabel('Slug', { exact: true }).fill(blog.slug);
  await page.getByLabel('Image alt', { exact: true }).fill(blog.imageAlt);
  await page.getByLabel('Meta title', { exact: true }).fill(blog.metaTitle);
  await page.getByLabel('Meta description', { exact: true }).fill(blog.metaDescription);
  await addFaqs(page, blog.faqs);
}
