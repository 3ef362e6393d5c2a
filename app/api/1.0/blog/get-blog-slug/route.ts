import { blogSlugs } from '@/lib/api/old-calls';

/** Public: every blog post's slug and last change, oldest first (the old sitemap script's call). */
export const GET = blogSlugs;
