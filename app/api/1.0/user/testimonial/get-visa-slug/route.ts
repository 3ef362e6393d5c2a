import { visaSlugs } from '@/lib/api/old-calls';

/** Public: every stored visa's slug and last change, oldest first (the old sitemap script's call). */
export const GET = visaSlugs;
