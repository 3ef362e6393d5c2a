import { type APIRequestContext, expect, test } from '@playwright/test';
import { workerIp } from './support/admin';
import { API, expectAnswer, logInAsAdmin, visaForm } from './support/api';
import { E2E_BASE_URL } from './support/server-env';

/**
 * A stored visa in Arabic at /ar/visa/{slug}: the words it has in Arabic shown right to left, the
 * ones it lacks shown in English and marked so; a visa with no Arabic at all is kept out of the
 * search engines' Arabic (noindex, no alternates, not in the Arabic sitemap), and a translated one
 * names its two pages to each other. Each test makes its own Chile visas through the API (which
 * expires the cached pages and sitemap as the admin does) and deletes them afterwards.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': workerIp() } });
test.skip(({ isMobile }) => isMobile, 'what a page says and names does not depend on the viewport');

const ARABIC = {
  countryAr: 'تشيلي',
  titleAr: 'تأشيرة تشيلي من دبي',
  aboutAr: 'تمتد تشيلي على طول المحيط الهادئ.',
  imageAltAr: 'رسم لجبال الأنديز',
  descriptionAr: '<p>نجهّز طلب تأشيرة تشيلي من دبي. <a href="/contact">تواصل معنا</a> أو راجع <a href="https://www.chile.gob.cl/">الموقع الرسمي</a>.</p>',
  metaTitleAr: 'تأشيرة تشيلي من دبي | Ztart Visa',
  metaDescriptionAr: 'قدّم طلب تأشيرة زيارة تشيلي من دبي مع مراجعة المستندات.',
};

const made: string[] = [];

async function createVisa(request: APIRequestContext, overrides: Record<string, string> = {}) {
  const created = await expectAnswer<{ _id: string; slug: string; title: string }>(
    await request.post(`${API}/admin/testimonial/create-testimonial`, { multipart: await visaForm(overrides) }),
    200,
  );
  made.push(created.data._id);
  return created.data;
}

test.beforeEach(async ({ request }) => {
  made.length = 0;
  await logInAsAdmin(request);
});

test.afterEach(async ({ request }) => {
  for (const id of made) expect([200, 404]).toContain((await request.delete(`${API}/admin/testimonial/delete-testimonial/${id}`)).status());
});

const alternates = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1]!, new URL(match[2]!).pathname]));
};

test('a visa with Arabic shows it right to left at /ar/visa/{slug}, its two pages naming each other', async ({ page, request }) => {
  const visa = await createVisa(request, ARABIC);
  await page.goto(`/ar/visa/${visa.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const hero = page.getByTestId('visa-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(ARABIC.titleAr);
  await expect(hero).toContainText(ARABIC.countryAr);
  await expect(hero).toContainText(ARABIC.aboutAr);
  // The hero's words are all the visa's Arabic (the byline names the e2e admin, whose profile has none).
  await expect(hero.getByRole('heading', { level: 1 }).locator('[lang]')).toHaveCount(0);
  await expect(hero.locator('img[lang="en"], .eyebrow [lang="en"], p[lang="en"]')).toHaveCount(0);
  await expect(page).toHaveTitle(ARABIC.metaTitleAr);
  // A link of the site inside the description leads to its Arabic page; another site's is left as written.
  const body = page.getByTestId('visa-body');
  await expect(body.getByRole('link', { name: 'تواصل معنا' }).first()).toHaveAttribute('href', '/ar/contact');
  await expect(body.getByRole('link', { name: 'الموقع الرسمي' })).toHaveAttribute('href', 'https://www.chile.gob.cl/');
  // The questions have no Arabic yet: they show in English, marked as English.
  await expect(page.getByTestId('visa-faq').locator('[lang="en"][dir="ltr"]')).toContainText('How long can I stay?');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const english = { en: `/visa/${visa.slug}`, ar: `/ar/visa/${visa.slug}`, 'x-default': `/visa/${visa.slug}` };
  expect(await alternates(request, `/ar/visa/${visa.slug}`)).toEqual(english);
  expect(await alternates(request, `/visa/${visa.slug}`)).toEqual(english);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${E2E_BASE_URL}/ar/visa/${visa.slug}</loc>`);
});

test('a visa with no Arabic shows its English marked, is not indexed in Arabic and is left out of the Arabic sitemap', async ({ page, request }) => {
  const visa = await createVisa(request);
  await page.goto(`/ar/visa/${visa.slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = page.getByTestId('visa-hero').getByRole('heading', { level: 1 });
  await expect(title).toHaveText(visa.title);
  await expect(title.locator('[lang="en"][dir="ltr"]')).toHaveText(visa.title);
  await expect(page.getByTestId('visa-body').locator('[lang="en"][dir="ltr"]').first()).toContainText('Visit Chile');
  // The page's own words are Arabic all the same.
  await expect(page.getByRole('heading', { name: 'الأسئلة الشائعة' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await alternates(request, `/ar/visa/${visa.slug}`)).toEqual({});
  expect(await alternates(request, `/visa/${visa.slug}`)).toEqual({ en: `/visa/${visa.slug}`, 'x-default': `/visa/${visa.slug}` });
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${E2E_BASE_URL}/visa/${visa.slug}</loc>`);
  expect(sitemap).not.toContain(`/ar/visa/${visa.slug}`);
});
