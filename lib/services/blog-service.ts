import { cacheTags } from '@/lib/data/cache-tags';
import type { Blog, BlogFields } from '@/lib/store/types';
import { blogDefinition, blogFieldsSchema, blogPatchSchema } from '@/lib/validation/content';
import { defineContentService } from './content-service';

export const blogService = defineContentService<BlogFields, Blog>({
  kind: 'blog',
  label: 'blog post',
  repository: (store) => store.blogs,
  definition: blogDefinition,
  createSchema: blogFieldsSchema,
  patchSchema: blogPatchSchema,
  tags: (slug) => [cacheTags.blogs, cacheTags.blog(slug)],
  path: (slug) => `/blogs/${slug}`,
});
