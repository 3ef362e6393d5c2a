import 'server-only';
import { getBlogByKey, getBlogRecords } from '@/lib/content/blog-records';
import { blogService } from '@/lib/content/blog-service';
import { blogFieldsSchema } from '@/lib/content/content-definition';
import { contentApi } from './content-api';
import { createFieldsOf } from './content-input';
import { OLD_CLIENT_DEFAULTS } from './old-client-input';

/** /api/1.0/{user,admin}/blog/... */
export const blogApi = contentApi({
  noun: 'Blog',
  label: 'blog post',
  service: blogService,
  publicList: getBlogRecords,
  publicFind: getBlogByKey,
  createFields: createFieldsOf(blogFieldsSchema),
  oldClientDefaults: OLD_CLIENT_DEFAULTS.blog,
});
