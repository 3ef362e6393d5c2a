import { blogApi } from '@/lib/api/blog-api';

export const PUT = blogApi.update;
