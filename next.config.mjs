import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { COUNTRY_PAGE_SLUGS } from './content/country-pages/slugs.mjs';
import { contentSecurityPolicy, PAGE_PATHS, securityHeaders } from './security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Public data is read through 'use cache' functions tagged per record (lib/data); admin writes
  // revalidate those tags.
  cacheComponents: true,
  // Next's own caches, with cache tags' expiry times kept in the store, so an edit made through
  // one instance (or before a restart) expires the cached pages of every instance.
  cacheHandler: fileURLToPath(new URL('./cache-handlers/pages.mjs', import.meta.url)),
  cacheHandlers: { default: fileURLToPath(new URL('./cache-handlers/use-cache.mjs', import.meta.url)) },
  // Unlisted slugs render completely on their first request (full HTML for crawlers, a real 404
  // status for unknown ones) instead of streaming into a shared shell.
  partialPrefetching: false,
  poweredByHeader: false,
  // Under server.mjs, which reads the finished HTML for its script hashes, it compresses after
  // that; anywhere else (next start, a platform) Next compresses.
  compress: !globalThis[Symbol.for('ztart.productionServer')],
  async headers() {
    const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
    const isDev = process.env.NODE_ENV === 'development';
    return [
      { source: '/:path*', headers: securityHeaders({ siteUrl, isDev }) },
      // Pages, when no server.mjs adds their scripts' hashes (security-headers.mjs): a later
      // entry's header replaces an earlier one's of the same name.
      { source: PAGE_PATHS, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ siteUrl, isDev, pageFallback: true }) }] },
    ];
  },
  // The country pages' old top-level addresses, still linked from elsewhere, move for good.
  async redirects() {
    const slugs = COUNTRY_PAGE_SLUGS.join('|');
    return [
      { source: `/:slug(${slugs})`, destination: '/visa/:slug', permanent: true },
      { source: `/ar/:slug(${slugs})`, destination: '/ar/visa/:slug', permanent: true },
    ];
  },
  reactStrictMode: true,
  // The dev server answers its own scripts and hot reload only to pages opened at localhost; a
  // page opened at 127.0.0.1 would load and then silently stop updating. Development only.
  allowedDevOrigins: ['127.0.0.1'],
  images: {
    // The optimiser only ever resizes this site's own files (/images, /uploads): Cloudinary images
    // are resized by Cloudinary itself (components/ui/site-image.tsx), so no remote host is
    // allowed and it cannot be used to fetch another account's images. The variants it offers are
    // bounded: the widths the layouts ask for, one format (WebP: AVIF took
    // ~0.4 s of CPU per cold variant) and one quality, so each image has at most 12 variants.
    formats: ['image/webp'],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    // The spec's card widths (313, and 626 for sharp screens) and the small fixed sizes.
    imageSizes: [64, 128, 256, 313, 384, 626],
    qualities: [75],
    // Uploads never change under their name; the team's images change only with a deploy.
    minimumCacheTTL: 7 * 24 * 3600,
  },
  serverExternalPackages: ['better-sqlite3', 'mongoose'],
  experimental: {
    // unauthorized() answers 401 from admin server actions and route handlers without a session.
    authInterrupts: true,
    // The 404 of addresses outside both root layouts (app/global-not-found.tsx): public pages
    // live under app/[locale], the staff's area and the portal under app/(private).
    globalNotFound: true,
    // Admin forms carry one image of up to 10 MB (checked exactly in lib/images); a little room
    // for the other fields. Larger bodies are cut off while they arrive.
    serverActions: { bodySizeLimit: '11mb' },
    // proxy.ts runs on every route and Next silently cuts a body passing through it at
    // this size (10 MB by default): an image at the documented 10 MB limit failed through the admin
    // form. It is set above the handlers' own 11 MB limit so that a larger body
    // still reaches them larger than 11 MB, and they answer 413 rather than parse a cut-off body.
    proxyClientMaxBodySize: '12mb',
  },
};

// Interface strings: next-intl reads the page's language from its [locale] root param (lib/i18n).
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

export default withNextIntl(nextConfig);
