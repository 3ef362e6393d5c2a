import { expect, test } from '@playwright/test';
import { about } from '../content/about';
import { company } from '../content/company';
import { presentSeedCompanyFacts } from '../lib/site-lists/company-facts-definition';
import { companyFaqs } from '../content/company-faqs';
import { countryPages } from '../content/country-pages';
import { homeFaqs } from '../content/home-faqs';
import { keyPoints, landingAssurances, landingCommunity, reasons, standOutSteps, visaAnalysisCamp } from '../content/home';
import { jobs } from '../content/jobs';
import { landingFaqs } from '../content/landing-faqs';
import { privacyPolicy as policyWith } from '../content/privacy-policy';
import { policyRetentionSentences, retentionMap } from '../lib/privacy/retention-map';
import { RETENTION_DEFAULTS } from '../lib/privacy/retention-settings';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { testimonials } from '../content/testimonials';
import { htmlToText } from './support/public';

/** The policy as the test server's settings (the defaults) write it. */
const privacyPolicy = policyWith(policyRetentionSentences(retentionMap(RETENTION_DEFAULTS)));

/**
 * What a crawler (or curl) gets: every public route answers 200 with its main content in the
 * HTML itself, not filled in later by JavaScript.
 */
const storedVisa = seedVisas[0]!;
const countryPage = countryPages[0]!;
const blog = seedBlogs[0]!;

const routes: Record<string, string[]> = {
  '/': [
    'Visa on time, guaranteed',
    'Get free assistance',
    ...company.stats.map((stat) => stat.value),
    'Your Preferred Choice for the Most In-Demand Visa',
    'View more',
    'Explore',
    'How We Stand Out',
    ...standOutSteps.map((step) => step.title),
    ...keyPoints.flatMap((point) => [point.title, point.desc]),
    'Why Ztart Visa Is Your Trusted Choice',
    ...reasons.flatMap((reason) => [reason.title, reason.desc]),
    'Start your visa process',
    'Simplifying Your Visa Journey',
    'Contact now',
    'Thousands of Happy Travelers',
    ...testimonials.map((entry) => entry.name),
    ...homeFaqs.flatMap((faq) => [faq.question, faq.answer]),
    'Get in touch',
    '© 2024',
  ],
  '/about': [about.headline, about.intro, about.buddy.heading, ...about.buddy.paragraphs, 'Travel better'],
  '/faq': ['Frequently Asked Questions', ...companyFaqs.flatMap((faq) => [faq.title, faq.desc])],
  '/contact': ['Contact Us', company.phone, company.email, presentSeedCompanyFacts().address.display, 'send', 'Visa on Time, Guaranteed'],
  '/career': [...jobs.flatMap((job) => [job.title, job.desc, job.jobtype, job.jobtym]), 'Apply now', 'Select a location'],
  '/privacy-policy': [
    'Privacy Policy',
    'Last updated: 01 August 2024',
    // Written from the retention map: with the default settings it reads as it always has.
    'Copies and scans of your documents are deleted within 30 days after your visa application is submitted.',
    'including deletion within 30 days after submission.',
    ...privacyPolicy.sections.map((section) => `${section.number}. ${section.title}`),
    ...privacyPolicy.disclaimers,
  ],
  '/visa': ['The best visa agency in Dubai', ...seedVisas.map((visa) => visa.title), ...countryPages.map((page) => page.title)],
  [`/visa/${storedVisa.slug}`]: [
    storedVisa.title,
    storedVisa.about,
    'Apply now',
    'Contact us',
    ...storedVisa.questions.map((item) => item.question),
    ...storedVisa.faqs.map((item) => item.question),
    'get free visa consultation',
    'Start application',
    'Popular Visas from UAE',
    'Explore more',
  ],
  [`/visa/${countryPage.url}`]: [
    countryPage.title,
    countryPage.subtitle,
    // Its checked facts take the place of its own validity, entries and stay; the visa type stays.
    countryPage.methods[0],
    'How to apply',
    'Documents required',
    ...countryPage.documentSteps.map((step) => step.title),
    countryPage.whychooseztart,
    countryPage.speedup,
    'How it works',
    ...countryPage.partners.map((partner) => partner.name),
    ...(countryPage.faqList ?? []).map((item) => item.question),
    'get free visa consultation',
  ],
  '/blogs': ['Visa tips and guides', ...seedBlogs.map((post) => post.title)],
  [`/blogs/${blog.slug}`]: [blog.title, 'Apply now', 'Explore now', 'In this article'],
  '/visa-consultant-in-dubai': [
    'Your trusted visa consultant in Dubai',
    ...landingAssurances.map((point) => point.title),
    landingCommunity.heading,
    visaAnalysisCamp.heading,
    visaAnalysisCamp.linkLabel,
    'Our applicants say it all',
    ...landingFaqs.flatMap((faq) => [faq.question, faq.answer]),
    'Back to top',
  ],
};

test.describe('every public route serves its content in the HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML does not depend on the viewport');

  for (const [path, texts] of Object.entries(routes)) {
    test(`GET ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const text = htmlToText(await response.text());
      for (const expected of texts) expect(text, `${path} should contain "${expected.slice(0, 60)}"`).toContain(expected);
    });
  }

  test('the landing page has its own carousel headings', async ({ request }) => {
    const text = htmlToText(await (await request.get('/visa-consultant-in-dubai')).text());
    expect(text).not.toContain('Thousands of Happy Travelers');
    expect(text).not.toContain('Popular Visas from UAE');
    expect(text).toContain('Visas We Arrange for UAE Residents');
  });

  // React's payload repeats the page for hydration; a 404 boundary drawing the site's frame
  // again would make every page carry a second header and footer it never shows.
  test("a page's React payload carries the site footer once", async ({ request }) => {
    for (const path of ['/', '/visa', `/visa/${storedVisa.slug}`, '/blogs', '/ar', '/ar/visa']) {
      const html = await (await request.get(path)).text();
      // The page's own flight scripts, run against a stand-in for `self` that keeps what they push.
      const pushed: Array<[number, string?]> = [];
      for (const [, script] of html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)) {
        new Function('self', script!)({ __next_f: { push: (entry: [number, string?]) => pushed.push(entry) } });
      }
      const payload = pushed.map(([, text]) => text ?? '').join('');
      expect(payload.length, `${path} has React's payload`).toBeGreaterThan(1_000);
      expect(payload.split('["$","footer"').length - 1, `footers in the payload of ${path}`).toBe(1);
    }
  });

  test('an unknown page answers 404 with the not-found texts and a noindex hint', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(htmlToText(html)).toContain('Page Not Found');
    expect(htmlToText(html)).toContain('The page you are looking for does not exits.');
    expect(htmlToText(html)).toContain('Go to home');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  // Next matches an area's or a file's bare name to the language segment and would answer its own
  // unstyled 404; deeper unknown addresses in the areas get the app's global one.
  test("an area's or a file's name alone, or an unknown address in an area, answers the site's 404 page", async ({ request }) => {
    for (const path of ['/case', '/invite', '/uploads', '/og', '/images', '/fonts', '/api', '/_next', '/index.html', '/case/no-such/page', '/invite/no/such']) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<title>Page Not Found | Ztart Visa</title>');
      expect(htmlToText(html), path).toContain('The page you are looking for does not exits.');
      expect(htmlToText(html), `the site's footer on ${path}`).toContain('Popular visas');
    }
  });
});
