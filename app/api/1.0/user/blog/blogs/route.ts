import { blogApi } from '@/lib/api/blog-api';

/** Public: every blog post, oldest first, from the cache. */
export const GET = blogApi.publicList;
