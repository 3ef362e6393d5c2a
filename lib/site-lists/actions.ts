'use server';

import { refresh } from 'next/cache';
import type { FormResult } from '@/lib/admin/action-result';
import { recordAudit } from '@/lib/audit/record';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { staffRefOf } from '@/lib/auth/staff-ref';
import { revalidateTags } from '@/lib/data/revalidate';
import { NotFoundError } from '@/lib/errors';
import { saveSiteList } from '@/lib/site-lists/site-list-service';
import { itemsFromForm } from '@/lib/site-lists/items-from-form';
import { formResult } from '@/lib/staff/action-result';
import { getStore } from '@/lib/store';
import { isSiteListName, SITE_LISTS } from '@/lib/site-lists/site-list-definitions';

/**
 * Saving one of the site's lists (/admin/site-content/{name}). The session and the content
 * capability are checked before the form is read; the save names the signed-in person, in the
 * list and in the audit log.
 */
export async function saveSiteListAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await requireAdminForAction({ capability: 'content' });
  return formResult(async () => {
    const name = formData.get('name');
    if (!isSiteListName(name)) throw new NotFoundError('There is no such list.');
    const deps = { store: await getStore(), revalidate: revalidateTags };
    const saved = await saveSiteList(deps, name, itemsFromForm(formData), Number(formData.get('version') ?? NaN), staffRefOf(admin));
    const count = `${saved.items.length} item${saved.items.length === 1 ? '' : 's'}`;
    await recordAudit({ action: 'publish', actor: admin, target: `list ${name}`, detail: count });
    refresh();
    return `Saved: ${SITE_LISTS[name].label} now has ${count}, shown on the site from the next page view.`;
  });
}
