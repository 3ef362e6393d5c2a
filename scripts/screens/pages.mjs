// The pages `npm run screens` takes: one of every public page type and the main admin screens.
// Records with an address of their own (a visa, a country guide, a post, an editor) are found by
// following the site's own links, so the list needs no slugs.
import { COUNTRY_PAGE_SLUGS } from '../../content/country-pages/slugs.mjs';

const PUBLIC = [
  ['home', '/'],
  ['about', '/about'],
  ['faq', '/faq'],
  ['contact', '/contact'],
  ['career', '/career'],
  ['privacy-policy', '/privacy-policy'],
  ['my-data', '/privacy/my-data'],
  ['visa-list', '/visa'],
  ['blog-list', '/blogs'],
  ['landing', '/visa-consultant-in-dubai'],
];

const ADMIN = [
  ['admin-dashboard', '/admin'],
  ['admin-leads', '/admin/leads'],
  ['admin-cases', '/admin/cases'],
  ['admin-manage-visas', '/admin/manage-visas'],
  ['admin-add-visa', '/admin/add-visas'],
  ['admin-manage-blogs', '/admin/manage-blogs'],
  ['admin-country-pages', '/admin/country-pages'],
  ['admin-visa-facts', '/admin/visa-facts'],
  ['admin-site-content', '/admin/site-content'],
  ['admin-staff', '/admin/staff'],
  ['admin-account', '/admin/account'],
  ['admin-data-requests', '/admin/data-requests'],
];

/** The first link on `path` whose address matches `pattern`, or null. */
async function firstLink(page, path, pattern) {
  await page.goto(path);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/** Every page to take, as { name, path }, the linked records found through `page` (signed in). */
export async function screenPages(page) {
  await page.goto('/visa');
  const visaLinks = await page.locator('main a[href^="/visa/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const isCountryGuide = (href) => COUNTRY_PAGE_SLUGS.includes(href.split('/').pop());
  const countryGuide = visaLinks.find(isCountryGuide) ?? null;
  const storedVisa = visaLinks.find((href) => !isCountryGuide(href)) ?? null;
  const linked = [
    ['visa-page', storedVisa],
    ['country-guide', countryGuide],
    ['blog-post', await firstLink(page, '/blogs', /^\/blogs\/[a-z0-9-]+$/)],
    ['admin-visa-editor', await firstLink(page, '/admin/manage-visas', /^\/admin\/manage-visas\/[a-z0-9-]+\/edit$/)],
    ['admin-country-editor', await firstLink(page, '/admin/country-pages', /^\/admin\/country-pages\/[a-z0-9-]+/)],
    ['admin-lead', await firstLink(page, '/admin/leads', /^\/admin\/leads\/[0-9a-f]{24}$/)],
  ];
  for (const [name, path] of linked) if (!path) console.warn(`  (no link found for ${name}: not taken)`);
  const publicPages = [...PUBLIC, ...linked.filter(([name, path]) => path && !name.startsWith('admin-'))];
  // Every public page type in Arabic too, right to left, at the same widths (ar-home-phone.webp...).
  const arabic = publicPages.map(([name, path]) => [`ar-${name}`, `/ar${path === '/' ? '' : path}`]);
  const pairs = [...publicPages, ...arabic, ...linked.filter(([name, path]) => path && name.startsWith('admin-')), ...ADMIN];
  return pairs.map(([name, path]) => ({ name, path }));
}

/** Leaves one enquiry through the contact form, so the lead screens show a lead. */
export async function leaveEnquiry(page) {
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const main = page.locator('main');
  await main.getByLabel('Your name').fill('Mariam Al Suwaidi');
  await main.getByLabel('Phone number').fill('501234567');
  await main.getByLabel('Your message').fill('I need a Schengen visit visa for a family trip in March. Can someone call me after 5 pm?');
  // The form refuses what is sent faster than a person types.
  await page.waitForTimeout(4000);
  await main.getByRole('button', { name: 'send' }).click();
  await page.waitForResponse((response) => response.url().endsWith('/api/forms/contact'));
}
