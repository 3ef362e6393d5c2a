import { blogApi } from '@/lib/api/blog-api';

export const GET = blogApi.adminList;
