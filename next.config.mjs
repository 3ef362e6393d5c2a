/** @type {import('next').NextConfig} */
const nextConfig = {
  // Public data is read through 'use cache' functions tagged per record (lib/data); admin writes
  // revalidate those tags.
  cacheComponents: true,
  // Unlisted slugs render completely on their first request (full HTML for crawlers, a real 404
  // status for unknown ones) instead of streaming into a shared shell.
  partialPrefetching: false,
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'res.cloudinary.com' }],
  },
  serverExternalPackages: ['better-sqlite3', 'mongoose'],
};

export default nextConfig;
