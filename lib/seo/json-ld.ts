import type { CompanyFacts } from '@/lib/company';
import type { VisaFacts } from '@/lib/visa-facts/visa-facts-repository';
import { feeFromAed } from '@/lib/visa-facts/visa-facts-definition';

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

export function blogPostingLd(
  siteUrl: string,
  company: Pick<CompanyFacts, 'name'>,
  post: { title: string; slug: string; metaDescription: string; imageURL: string; createdAt: string; updatedAt: string },
): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    image: absolute(siteUrl, post.imageURL),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: absolute(siteUrl, `/blogs/${post.slug}`),
    author: { '@type': 'Organization', name: company.name, url: absolute(siteUrl, '/') },
    publisher: { '@id': absolute(siteUrl, '/#organization') },
  };
}

/**
 * A visa page's offer: our application service for this visa, priced from the total of
 * its required fees in AED, each fee a price component. Search engines show a price this way.
 */
export function visaServiceLd(siteUrl: string, page: { title: string; path: string; country: string }, facts: VisaFacts): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.title,
    serviceType: `${page.country} visa application`,
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
