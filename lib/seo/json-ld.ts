import type { CompanyFacts } from '@/lib/company';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { feeFromAed } from '@/lib/visa-facts/visa-facts-definition';
import { type Locale, LOCALES } from '@/lib/i18n/locales';

/**
 * schema.org structured data for search engines (DESIGN.md "Caching and SEO"). Builders return
 * plain objects; components/seo/json-ld.tsx writes them into the page.
 */
type Thing = Record<string, unknown>;

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

/** The business: a travel agency, with the office, hours, licence and rating the contact page shows. */
export function travelAgencyLd(company: CompanyFacts, siteUrl: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': absolute(siteUrl, '/#organization'),
    name: company.name,
    legalName: company.legalName,
    url: absolute(siteUrl, '/'),
    logo: absolute(siteUrl, '/images/brand/logo-mark.svg'),
    image: absolute(siteUrl, '/images/og-default.png'),
    telephone: company.phone,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressCountry: company.address.countryCode,
    },
    areaServed: { '@type': 'Country', name: company.address.country },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: company.hours.days.map((day) => `https://schema.org/${day}`),
        opens: company.hours.opens,
        closes: company.hours.closes,
      },
    ],
    hasMap: company.address.mapHref,
    // The business's languages, the same on every page (schema.org has no inLanguage for an organisation).
    knowsLanguage: [...LOCALES],
    ...(company.rating && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: company.rating.value, reviewCount: company.rating.count, bestRating: 5, url: company.rating.href },
    }),
    ...(company.licence && {
      identifier: { '@type': 'PropertyValue', propertyID: 'Trade licence', value: company.licence.number },
    }),
    sameAs: company.social.map((profile) => profile.href),
  };
}

export function breadcrumbLd(siteUrl: string, trail: { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

export function faqPageLd(items: { question: string; answer: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A page's author as structured data: who they are and what they do at the company. */
export interface AuthorLd {
  name: string;
  roleTitle: string;
  photoURL: string;
}

export function personLd(siteUrl: string, company: Pick<CompanyFacts, 'name'>, author: AuthorLd): Thing {
  return {
    '@type': 'Person',
    name: author.name,
    ...(author.roleTitle ? { jobTitle: author.roleTitle } : {}),
    ...(author.photoURL ? { image: absolute(siteUrl, author.photoURL) } : {}),
    worksFor: { '@type': 'Organization', name: company.name, url: absolute(siteUrl, '/') },
  };
}

/** The author when the post has one; the company for posts written before authors were recorded. */
const authorOrCompany = (siteUrl: string, company: Pick<CompanyFacts, 'name'>, author: AuthorLd | null): Thing =>
  author ? personLd(siteUrl, company, author) : { '@type': 'Organization', name: company.name, url: absolute(siteUrl, '/') };

export function blogPostingLd(
  siteUrl: string,
  company: Pick<CompanyFacts, 'name'>,
  post: { title: string; slug: string; metaDescription: string; imageURL: string; createdAt: string; updatedAt: string; path?: string },
  author: AuthorLd | null = null,
): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    image: absolute(siteUrl, post.imageURL),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    // The page in the language it is written in (`/ar/blogs/…`); the English address by default.
    mainEntityOfPage: absolute(siteUrl, post.path ?? `/blogs/${post.slug}`),
    author: authorOrCompany(siteUrl, company, author),
    publisher: { '@id': absolute(siteUrl, '/#organization') },
  };
}

/**
 * A visa page as a web page: when it was published and last reviewed, and by whom. `published`
 * is left out for a country guide, whose stored date is not when it was written.
 */
export function visaWebPageLd(
  siteUrl: string,
  company: Pick<CompanyFacts, 'name'>,
  page: { title: string; path: string; description: string; published?: string; reviewed: string },
  author: AuthorLd | null,
): Thing {
  const person = author ? personLd(siteUrl, company, author) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    url: absolute(siteUrl, page.path),
    ...(page.published ? { datePublished: page.published } : {}),
    dateModified: page.reviewed,
    lastReviewed: page.reviewed,
    ...(person ? { author: person, reviewedBy: person } : {}),
    publisher: { '@id': absolute(siteUrl, '/#organization') },
  };
}

/**
 * A visa page's offer: our application service for this visa, priced from the total of
 * its required fees in AED, each fee a price component. Search engines show a price this way.
 */
export function visaServiceLd(siteUrl: string, page: { title: string; path: string; country: string; serviceType?: string }, facts: VisaFacts): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.title,
    // In the page's language where the page gives it ("طلب تأشيرة اليابان").
    serviceType: page.serviceType ?? `${page.country} visa application`,
    url: absolute(siteUrl, page.path),
    provider: { '@id': absolute(siteUrl, '/#organization') },
    areaServed: { '@type': 'Country', name: 'United Arab Emirates' },
    offers: {
      '@type': 'Offer',
      price: feeFromAed(facts.fees),
      priceCurrency: 'AED',
      priceSpecification: facts.fees
        .filter((fee) => fee.kind !== 'optional')
        .map((fee) => ({ '@type': 'UnitPriceSpecification', name: fee.label, price: fee.amountAed, priceCurrency: 'AED' })),
    },
  };
}

/** A page's or a work's structured data in the language it is written in (schema.org `inLanguage`, for creative works). */
export const inLanguage = <Data extends Thing>(data: Data, locale: Locale): Data => ({ ...data, inLanguage: locale });
