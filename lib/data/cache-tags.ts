/**
 * Cache tags of the public data. Data functions tag what they read; admin writes revalidate the
 * tags they touch, so the next request shows the change.
 */
export const cacheTags = {
  visas: 'visas',
  /** A visa page's own data: a stored visa's, or the country page's at that slug (and its facts). */
  visa: (slug: string) => `visa:${slug}`,
  /** The lists that show the country pages (the /visa directory, the cards, the sitemap). */
  countryPages: 'country-pages',
  /** Every page's visa facts (the finder's cards read them all). */
  visaFacts: 'visa-facts',
  blogs: 'blogs',
  blog: (slug: string) => `blog:${slug}`,
  /** One list staff edit under "Site content" (testimonials, jobs, FAQs: lib/site-lists/site-list-definitions.ts). */
  siteList: (name: string) => `site-list:${name}`,
  /** Staff public profiles: the bylines of every post and visa page, and the About page's team. */
  profiles: 'staff-profiles',
  /** Old addresses and where they lead (proxy.ts, the sitemap). */
  redirects: 'redirects',
} as const;
