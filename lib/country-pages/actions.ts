'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { saveCountryPage } from '@/lib/country-pages/country-page-action';
import { requireAdminForAction } from '@/lib/auth/require-admin';

/** Saves the edit form of the country page with this slug; the form's `version` refuses a stale save. */
export async function updateCountryPage(slug: string, formData: FormData): Promise<ActionResult> {
  const { admin } = await requireAdminForAction({ capability: 'content' });
  return saveCountryPage(slug, formData, admin);
}
