/**
 * The public pages that are not records, with the date their content last changed (for the
 * sitemap's lastmod). Update a date when you change that page's text.
 */
export const staticPublicPages = [
  { path: '/', lastModified: '2026-11-22', priority: 1 },
  { path: '/visa', lastModified: '2026-11-22', priority: 0.9 },
  { path: '/visa-consultant-in-dubai', lastModified: '2026-11-22', priority: 0.9 },
  { path: '/blogs', lastModified: '2026-11-22', priority: 0.7 },
  { path: '/about', lastModified: '2026-11-22', priority: 0.6 },
  { path: '/faq', lastModified: '2026-11-22', priority: 0.6 },
  { path: '/contact', lastModified: '2026-11-22', priority: 0.7 },
  { path: '/career', lastModified: '2026-11-22', priority: 0.4 },
  { path: '/privacy-policy', lastModified: '2024-08-01', priority: 0.2 },
  { path: '/privacy/my-data', lastModified: '2026-11-27', priority: 0.2 },
] as const;

/**
 * When the country pages' seed text (content/country-pages) was written: their sitemap date until
 * staff edit them (lib/country-pages/country-pages.ts).
 */
export const COUNTRY_PAGES_UPDATED = '2026-11-22';
