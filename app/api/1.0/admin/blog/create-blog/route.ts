import { blogApi } from '@/lib/api/blog-api';

export const POST = blogApi.create;
