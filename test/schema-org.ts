/**
 * A small checker for the schema.org types the site emits, following schema.org's definitions
 * and Google's rich-result requirements: each known type lists its required properties and how
 * each property must look. Unknown @types fail, so a typo cannot pass silently.
 */
type Node = Record<string, unknown>;
type Check = (value: unknown, path: string) => string[];

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`);

const text: Check = (value, path) => (typeof value === 'string' && value.trim() !== '' ? [] : [`${path} must be non-empty text`]);
const absoluteUrl: Check = (value, path) =>
  typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) ? [] : [`${path} must be an absolute URL`];
const isoDate: Check = (value, path) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value) ? [] : [`${path} must be an ISO 8601 date`];
const time: Check = (value, path) => (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? [] : [`${path} must be HH:MM`]);
const nonNegative: Check = (value, path) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? [] : [`${path} must be a number of at least 0`]);
// A creative work's language (schema.org inLanguage): a BCP 47 tag such as en or ar.
const language: Check = (value, path) => (typeof value === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value) ? [] : [`${path} must be a BCP 47 language tag`]);
const currency: Check = (value, path) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? [] : [`${path} must be an ISO 4217 currency code`]);
const list =
  (item: Check, min = 1): Check =>
  (value, path) =>
    Array.isArray(value) && value.length >= min ? value.flatMap((entry, i) => item(entry, `${path}[${i}]`)) : [`${path} must be a list of at least ${min}`];
const node =
  (type: string): Check =>
  (value, path) =>
    typeof value === 'object' && value !== null ? validateNode(value as Node, path, type) : [`${path} must be a ${type}`];
const reference: Check = (value, path) =>
  typeof value === 'object' && value !== null && typeof (value as Node)['@id'] === 'string' ? [] : [`${path} must reference an @id`];
const oneOf =
  (...checks: Check[]): Check =>
  (value, path) => {
    const results = checks.map((check) => check(value, path));
    return results.some((errors) => errors.length === 0) ? [] : results[0]!;
  };

interface TypeRules {
  required: Record<string, Check>;
  optional?: Record<string, Check>;
}

const TYPES: Record<string, TypeRules> = {
  TravelAgency: {
    required: { name: text, url: absoluteUrl, telephone: text, address: node('PostalAddress'), openingHoursSpecification: list(node('OpeningHoursSpecification')) },
    optional: {
      '@id': absoluteUrl,
      legalName: text,
      logo: absoluteUrl,
      image: absoluteUrl,
      email: text,
      areaServed: node('Country'),
      sameAs: list(absoluteUrl),
      hasMap: absoluteUrl,
      aggregateRating: node('AggregateRating'),
      identifier: node('PropertyValue'),
      knowsLanguage: list(language),
    },
  },
  // Google: a rating needs its value and a count of reviews; the best rating defaults to 5.
  AggregateRating: {
    required: { ratingValue: (value, path) => (typeof value === 'number' && value >= 1 && value <= 5 ? [] : [`${path} must be a number from 1 to 5`]), reviewCount: nonNegative },
    optional: { bestRating: nonNegative, url: absoluteUrl },
  },
  PropertyValue: { required: { propertyID: text, value: text } },
  PostalAddress: { required: { streetAddress: text, addressLocality: text, addressCountry: text } },
  Country: { required: { name: text } },
  OpeningHoursSpecification: {
    required: {
      dayOfWeek: list((value, path) => (typeof value === 'string' && DAYS.includes(value) ? [] : [`${path} must be a schema.org DayOfWeek`])),
      opens: time,
      closes: time,
    },
  },
  BreadcrumbList: { required: { itemListElement: list(node('ListItem')) } },
  ListItem: {
    required: { position: (value, path) => (Number.isInteger(value) && (value as number) > 0 ? [] : [`${path} must be a positive integer`]), name: text, item: absoluteUrl },
  },
  FAQPage: { required: { mainEntity: list(node('Question')) }, optional: { inLanguage: language } },
  Question: { required: { name: text, acceptedAnswer: node('Answer') } },
  Answer: { required: { text } },
  BlogPosting: {
    required: {
      headline: (value, path) => [...text(value, path), ...(typeof value === 'string' && value.length > 110 ? [`${path} must be at most 110 characters`] : [])],
      image: absoluteUrl,
      datePublished: isoDate,
      author: oneOf(node('Organization'), node('Person')),
    },
    optional: { description: text, dateModified: isoDate, mainEntityOfPage: absoluteUrl, publisher: reference, inLanguage: language },
  },
  Organization: { required: { name: text }, optional: { url: absoluteUrl } },
  // A visa page's offer: our application service, priced in AED from its required fees.
  Service: {
    required: { name: text, provider: reference, offers: node('Offer') },
    optional: { serviceType: text, url: absoluteUrl, areaServed: node('Country') },
  },
  Offer: { required: { price: nonNegative, priceCurrency: currency }, optional: { priceSpecification: list(node('UnitPriceSpecification')) } },
  UnitPriceSpecification: { required: { name: text, price: nonNegative, priceCurrency: currency } },
  // An author: who they are at the company, with their photo.
  Person: { required: { name: text }, optional: { jobTitle: text, image: absoluteUrl, worksFor: node('Organization') } },
  // A visa page: when it was published and last reviewed, and by whom.
  WebPage: {
    required: { name: text, url: absoluteUrl, dateModified: isoDate },
    optional: { description: text, datePublished: isoDate, lastReviewed: isoDate, author: node('Person'), reviewedBy: node('Person'), publisher: reference, inLanguage: language },
  },
};

// The site's own pages (lib/seo/site-page-ld.ts) are kinds of web page, checked as one.
for (const kind of ['AboutPage', 'ContactPage', 'CollectionPage']) TYPES[kind] = TYPES.WebPage!;

function validateNode(value: Node, path: string, expected?: string): string[] {
  const type = value['@type'];
  if (typeof type !== 'string' || !TYPES[type]) return [`${path}: unknown or missing @type ${JSON.stringify(type)}`];
  if (expected && type !== expected && !(expected === 'Organization' && type === 'Organization')) return [`${path} must be a ${expected}, not ${type}`];
  const rules = TYPES[type]!;
  const errors: string[] = [];
  for (const [property, check] of Object.entries(rules.required)) errors.push(...check(value[property], `${path}.${property}`));
  for (const [property, check] of Object.entries(rules.optional ?? {})) {
    if (value[property] !== undefined) errors.push(...check(value[property], `${path}.${property}`));
  }
  const known = new Set(['@context', '@type', ...Object.keys(rules.required), ...Object.keys(rules.optional ?? {})]);
  for (const property of Object.keys(value)) if (!known.has(property)) errors.push(`${path}.${property} is not a property the site is meant to emit for ${type}`);
  return errors;
}

/** Problems of one top-level JSON-LD block; an empty list means valid. */
export function validateJsonLd(block: unknown): string[] {
  if (typeof block !== 'object' || block === null) return ['JSON-LD must be an object'];
  const value = block as Node;
  if (value['@context'] !== 'https://schema.org') return ['@context must be https://schema.org'];
  return validateNode(value, value['@type'] as string);
}
