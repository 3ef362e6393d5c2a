import { validateJsonLd } from '@/test/schema-org';
import { faqPageLd, inLanguage } from './json-ld';
import { sitePageLd } from './site-page-ld';

const site = 'https://www.ztartvisa.ae';

test('a page of the site names its address and language in each language, and is valid structured data', () => {
  const english = sitePageLd(site, { type: 'AboutPage', path: '/about', name: 'Your visa buddy in Dubai', description: 'About us.', locale: 'en' });
  const arabic = sitePageLd(site, { type: 'AboutPage', path: '/about', name: 'رفيقك في رحلة التأشيرة في دبي', description: 'من نحن.', locale: 'ar' });
  expect(english).toMatchObject({ '@type': 'AboutPage', url: `${site}/about`, inLanguage: 'en', dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  expect(arabic).toMatchObject({ url: `${site}/ar/about`, inLanguage: 'ar', publisher: { '@id': `${site}/#organization` } });
  for (const type of ['AboutPage', 'ContactPage', 'CollectionPage', 'WebPage'] as const) {
    expect(validateJsonLd(sitePageLd(site, { type, path: '/contact', name: 'تواصل معنا', description: 'اتصل بنا.', locale: 'ar' }))).toEqual([]);
  }
});

test('an FAQ page in Arabic says so', () => {
  const ld = inLanguage(faqPageLd([{ question: 'هل الاستشارة مجانية؟', answer: 'نعم.' }]), 'ar');
  expect(ld.inLanguage).toBe('ar');
  expect(validateJsonLd(ld)).toEqual([]);
  expect(validateJsonLd({ ...ld, inLanguage: 'Arabic' })).toEqual(['FAQPage.inLanguage must be a BCP 47 language tag']);
});
