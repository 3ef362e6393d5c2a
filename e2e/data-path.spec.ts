import { expect, test } from '@playwright/test';
import { countryPages } from '../content/country-pages';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { watchConsole } from './support/console';

/** Decodes the few entities React escapes in text, to compare titles against raw HTML. */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

test.describe('the data path, server-rendered from the store', () => {
  test('the HTML of /visa lists every seeded visa and every country page, newest first', async ({ request }) => {
    const html = await (await request.get('/visa')).text();
    for (const visa of seedVisas) expect(html).toContain(htmlText(visa.title));
    for (const page of countryPages) expect(html).toContain(`/visa/${page.url}`);
    expect(html.indexOf(htmlText(seedVisas[0]!.title))).toBeLessThan(html.indexOf(htmlText(seedVisas[1]!.title)));
  });

  test('the HTML of a stored visa page holds its description, questions and FAQs', async ({ request }) => {
    const visa = seedVisas[0]!;
    const response = await request.get(`/visa/${visa.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1 [^>]*>${htmlText(visa.title)}</h1>`));
    expect(html).toContain(htmlText(visa.faqs[0]!.question));
    expect(html).toContain(htmlText(visa.questions[0]!.question));
  });

  test('the HTML of a country page holds its facts', async ({ request }) => {
    const page = countryPages[0]!;
    const html = await (await request.get(`/visa/${page.url}`)).text();
    expect(html).toContain(htmlText(page.title));
    for (const fact of page.methods) expect(html).toContain(htmlText(fact));
  });

  test('the HTML of a blog post holds its body with numbered heading anchors', async ({ request }) => {
    const blog = seedBlogs[0]!;
    const html = await (await request.get(`/blogs/${blog.slug}`)).text();
    expect(html).toContain(htmlText(blog.title));
    expect(html).toMatch(/<h2 id="heading-0"/);
    expect(html).toContain('href="#heading-0"');
  });

  test('an unknown visa or post answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/visa/no-such-visa', '/blogs/no-such-post', '/no-such-page']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('The page you are looking for does not exits.');
    }
  });

  test('a visitor opens a visa from the list without console errors', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/visa');
    const visa = seedVisas[0]!;
    await page.getByRole('link', { name: `Read more about the ${visa.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/visa/${visa.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visa.title);
    expect(problems).toEqual([]);
  });
});
