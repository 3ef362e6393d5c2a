'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { createContent } from '@/lib/content/content-actions';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { blogService } from '@/lib/content/blog-service';

/** Adds a blog post from the add form (fields as JSON text in `data`, the image in `file`). */
export async function createBlog(formData: FormData): Promise<ActionResult> {
  const { admin } = await requireAdminForAction({ capability: 'content' });
  return createContent(blogService, formData, admin);
}
