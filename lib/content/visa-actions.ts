'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { removeContent, updateContent } from '@/lib/content/content-actions';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { visaService } from '@/lib/content/visa-service';

/** Saves the edit form of the visa with this slug; the form's `version` refuses a stale save. */
export async function updateVisa(slug: string, formData: FormData): Promise<ActionResult> {
  const { admin } = await requireAdminForAction({ capability: 'content' });
  return updateContent(visaService, slug, formData, admin);
}

export async function deleteVisa(slug: string): Promise<ActionResult> {
  const { admin } = await requireAdminForAction({ capability: 'content' });
  return removeContent(visaService, slug, admin);
}
