'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { removeContent, updateContent } from '@/lib/content/content-actions';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { blogService } from '@/lib/content/blog-service';

/** Saves the edit form of the blog post with this slug; the form's `version` refuses a stale save. */
export async function updateBlog(slug: string, formData: FormData): Promise<ActionResult> {
  const { admin } = await requireAdminForAction({ capability: 'content' });
  return updateContent(blogService, slug, formData, admin);
}

export async function deleteBlog(slug: string): Promise<ActionResult> {
  const { admin } = await requireAdminForAction({ capability: 'content' });
  return removeContent(blogService, slug, admin);
}
