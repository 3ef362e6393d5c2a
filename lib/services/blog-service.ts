import { cacheTags } from '@/lib/data/cache-tags';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import type { Blog, BlogFields } from '@/lib/store/types';
import { blogFieldsSchema, blogPatchSchema } from '@/lib/validation/content';
import { defineContentService } from './content-service';

export const blogService = defineContentService<BlogFields, Blog>({
  label: 'blog post',
  repository: (store) => store.blogs,
  createSchema: blogFieldsSchema,
  patchSchema: blogPatchSchema,
  sanitize: (fields) => ({
    ...fields,
    ...(fields.description !== undefined && { description: sanitizeRichText(fields.description) }),
  }),
  tags: (slug) => [cacheTags.blogs, cacheTags.blog(slug)],
});
