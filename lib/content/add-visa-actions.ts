'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { createContent } from '@/lib/content/content-actions';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { visaService } from '@/lib/content/visa-service';

/** Adds a visa from the add form (fields as JSON text in `data`, the image in `file`). */
export async function createVisa(formData: FormData): Promise<ActionResult> {
  const { admin } = await requireAdminForAction({ capability: 'content' });
  return createContent(visaService, formData, admin);
}
