import { cacheTags } from '@/lib/data/cache-tags';
import type { Blog } from '@/lib/content/content-repository';
import type { BlogFields } from '@/lib/content/content-definition';
import { blogDefinition, blogFieldsSchema, blogPatchSchema } from '@/lib/content/content-definition';
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
