import { visaFactsDefinition } from '@/lib/visa-facts/visa-facts-definition';
import { company } from '@/content/company';
import { companyFactsItem, presentCompanyFacts } from '@/lib/site-lists/company-facts-definition';
import { validateJsonLd } from '@/test/schema-org';
import { seedVisaFacts } from '@/content/seed/visa-facts';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { blogPostingLd, breadcrumbLd, faqPageLd, travelAgencyLd, visaServiceLd, visaWebPageLd } from './json-ld';

const contact = { ...company, phoneHref: 'tel:+97143587410', whatsappHref: 'https://wa.me/971543587410' };
const factsOf = (stored: object) => ({ ...contact, ...presentCompanyFacts(companyFactsItem.parse({ ...company.facts, ...stored }), company.country) });
const facts = factsOf({});
const site = 'https://www.ztartvisa.ae';

describe('structured data', () => {
  test('a visa page with facts offers our service priced from its required fees in AED, each a price component', () => {
    const visaFacts: VisaFacts = { ...visaFactsDefinition.parse(seedVisaFacts['france-visa-dubai']), _id: 'a'.repeat(24), slug: 'france-visa-dubai', checkedBy: { id: null, name: 'Team' }, checkedAt: '2026-11-02T06:00:00.000Z', updatedAt: '2026-11-02T06:00:00.000Z' };
    const ld = visaServiceLd(site, { title: 'France visa from Dubai', path: '/visa/france-visa-dubai', country: 'France' }, visaFacts);
    expect(validateJsonLd(ld)).toEqual([]);
    expect(ld).toMatchObject({
      '@type': 'Service',
      url: `${site}/visa/france-visa-dubai`,
      provider: { '@id': `${site}/#organization` },
      // 367 + 120 + 399: the lounge and the courier are optional, so not in the price.
      offers: { price: 886, priceCurrency: 'AED', priceSpecification: [{ price: 367 }, { price: 120 }, { price: 399 }] },
    });
  });

  test('the business is a valid TravelAgency in Umm Hurair 2, Dubai, open Monday to Friday 9 to 6', () => {
    const ld = travelAgencyLd(facts, site);
    expect(validateJsonLd(ld)).toEqual([]);
    expect(ld).toMatchObject({
      '@type': 'TravelAgency',
      address: { streetAddress: 'Umm Hurair 2', addressLocality: 'Dubai', addressCountry: 'AE' },
      openingHoursSpecification: [{ opens: '09:00', closes: '18:00' }],
      knowsLanguage: ['en', 'ar'],
    });
    // An organisation has no inLanguage in schema.org: the validator refuses one.
    expect(validateJsonLd({ ...ld, inLanguage: 'ar' })).toEqual(['TravelAgency.inLanguage is not a property the site is meant to emit for TravelAgency']);
    expect((ld.openingHoursSpecification as { dayOfWeek: string[] }[])[0]!.dayOfWeek).toHaveLength(5);
    expect(ld.sameAs).toHaveLength(4);
    // The seed has no licence and no rating: none is claimed.
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('identifier');
  });

  test('the licence, map and rating owners entered are in the business block, the rating with its count', () => {
    const rated = factsOf({ licence: '1234567', mapUrl: 'https://maps.app.goo.gl/abc', ratingValue: '4.8', ratingCount: '212', ratingSource: 'Google', ratingUrl: 'https://g.page/r/ztart/review' });
    const ld = travelAgencyLd(rated, site);
    expect(validateJsonLd(ld)).toEqual([]);
    expect(ld).toMatchObject({
      hasMap: 'https://maps.app.goo.gl/abc',
      aggregateRating: { ratingValue: 4.8, reviewCount: 212, url: 'https://g.page/r/ztart/review' },
      identifier: { propertyID: 'Trade licence', value: '1234567' },
    });
  });

  test('breadcrumbs, FAQ pages and blog posts are valid', () => {
    expect(validateJsonLd(breadcrumbLd(site, [{ name: 'Home', path: '/' }, { name: 'Visas', path: '/visa' }]))).toEqual([]);
    expect(validateJsonLd(faqPageLd([{ question: 'How long?', answer: 'About a week.' }]))).toEqual([]);
    const post = { title: 'Japan e-visa', slug: 'japan', metaDescription: 'How to apply', imageURL: '/images/blogs/x.webp', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z' };
    expect(validateJsonLd(blogPostingLd(site, facts, post))).toEqual([]);
  });

  test('a post and a visa page name their author as a Person with role and photo, and their dates', () => {
    const author = { name: 'Mariam Al Hashimi', roleTitle: 'Senior visa consultant', photoURL: '/images/team/mariam-al-hashimi.webp' };
    const person = { '@type': 'Person', name: author.name, jobTitle: author.roleTitle, image: `${site}/images/team/mariam-al-hashimi.webp` };
    const post = { title: 'Japan e-visa', slug: 'japan', metaDescription: 'How to apply', imageURL: '/images/blogs/x.webp', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-02T10:00:00.000Z' };
    const posting = blogPostingLd(site, facts, post, author);
    expect(validateJsonLd(posting)).toEqual([]);
    expect(posting).toMatchObject({ author: person, datePublished: post.createdAt, dateModified: post.updatedAt });

    const page = visaWebPageLd(site, facts, { title: 'Germany visa', path: '/visa/germany', description: 'Apply', published: post.createdAt, reviewed: post.updatedAt }, author);
    expect(validateJsonLd(page)).toEqual([]);
    expect(page).toMatchObject({ '@type': 'WebPage', datePublished: post.createdAt, lastReviewed: post.updatedAt, reviewedBy: person, author: person });

    // A country guide: reviewed, with no author and no publishing date to claim.
    const guide = visaWebPageLd(site, facts, { title: 'Japan visa', path: '/visa/japan', description: 'Apply', reviewed: post.updatedAt }, null);
    expect(validateJsonLd(guide)).toEqual([]);
    expect(guide).not.toHaveProperty('reviewedBy');
    expect(guide).not.toHaveProperty('datePublished');
  });

  test('the checker catches what would make a block invalid', () => {
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'TravelAgncy', name: 'x' })).toEqual([expect.stringContaining('unknown')]);
    expect(validateJsonLd({ ...faqPageLd([{ question: 'Q', answer: '' }]) })).toEqual([expect.stringContaining('acceptedAnswer.text')]);
    expect(validateJsonLd(breadcrumbLd(site, []))).toEqual([expect.stringContaining('itemListElement')]);
  });
});
