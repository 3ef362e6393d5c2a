'use server';

import { refresh } from 'next/cache';
import type { FormResult } from '@/lib/admin/action-result';
import { recordAudit } from '@/lib/audit/record';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { can } from '@/lib/auth/roles';
import { forbidden } from 'next/navigation';
import { staffRefOf } from '@/lib/auth/staff-ref';
import { revalidateTags } from '@/lib/data/revalidate';
import { NotFoundError } from '@/lib/errors';
import { saveSiteList } from '@/lib/site-lists/site-list-service';
import { itemsFromForm } from '@/lib/site-lists/items-from-form';
import { formResult } from '@/lib/staff/action-result';
import { getStore } from '@/lib/store';
import { isSingleSiteList, isSiteListName, SITE_LISTS, siteListCapability } from '@/lib/site-lists/site-list-definitions';

/**
 * Saving one of the site's lists (/admin/site-content/{name}). The session and the content
 * capability are checked before the form is read; the save names the signed-in person, in the
 * list and in the audit log.
 */
export async function saveSiteListAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await requireAdminForAction({ capability: 'content' });
  const name = formData.get('name');
  // The company's facts are the owners' to change: their own right, checked before the rows are read.
  if (isSiteListName(name) && !can(admin.role, siteListCapability(name))) forbidden();
  return formResult(async () => {
    if (!isSiteListName(name)) throw new NotFoundError('There is no such list.');
    const deps = { store: await getStore(), revalidate: revalidateTags };
    const saved = await saveSiteList(deps, name, itemsFromForm(formData), Number(formData.get('version') ?? NaN), staffRefOf(admin));
    const count = `${saved.items.length} item${saved.items.length === 1 ? '' : 's'}`;
    await recordAudit({ action: 'publish', actor: admin, target: `list ${name}`, detail: count });
    refresh();
    if (isSingleSiteList(name)) return `Saved: the ${SITE_LISTS[name].label.toLowerCase()} are shown on the site from the next page view.`;
    return `Saved: ${SITE_LISTS[name].label} now has ${count}, shown on the site from the next page view.`;
  });
}
