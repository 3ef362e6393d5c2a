import { blogApi } from '@/lib/api/blog-api';

/** Public: one blog post by slug or id, from the cache. */
export const GET = blogApi.publicDetail;
