/**
 * Cache tags of the public data. Data functions tag what they read; admin writes revalidate the
 * tags they touch, so the next request shows the change.
 */
export const cacheTags = {
  visas: 'visas',
  visa: (slug: string) => `visa:${slug}`,
  /** Every page's visa facts (the finder's cards read them all). */
  visaFacts: 'visa-facts',
  blogs: 'blogs',
  blog: (slug: string) => `blog:${slug}`,
  /** One list staff edit under "Site content" (testimonials, jobs, FAQs: lib/validation/site-lists.ts). */
  siteList: (name: string) => `site-list:${name}`,
  /** Old addresses and where they lead (server/redirects.mjs, the sitemap). */
  redirects: 'redirects',
} as const;
