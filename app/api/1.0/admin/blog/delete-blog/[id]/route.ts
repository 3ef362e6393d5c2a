import { blogApi } from '@/lib/api/blog-api';

export const DELETE = blogApi.remove;
