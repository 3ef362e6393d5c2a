'use server';

import { refresh } from 'next/cache';
import type { FormResult } from '@/lib/admin/action-result';
import { recordAudit } from '@/lib/audit/record';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { cacheTags } from '@/lib/data/cache-tags';
import { revalidateTags } from '@/lib/data/revalidate';
import { addManualRedirect } from '@/lib/redirects/manual-redirects';
import { manualRedirectSchema, redirectIdSchema } from '@/lib/redirects/redirect-schemas';
import { formResult, parseForm } from '@/lib/staff/action-result';
import { formFields } from '@/lib/staff/staff-schemas';
import { getStore } from '@/lib/store';

/**
 * The redirects page (/admin/redirects), for people who edit content. Each action checks the
 * session and the capability before it reads its form, expires the redirects tag (so every
 * instance answers the change on its next request, lib/redirects/address-lookup.ts) and records the change
 * in the audit log.
 */

const editor = () => requireAdminForAction({ capability: 'content' });

export async function addRedirect(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await editor();
  return formResult(async () => {
    const input = parseForm(manualRedirectSchema, formFields(formData, ['from', 'to']));
    const redirect = await addManualRedirect(await getStore(), admin.displayName || admin.email, input);
    await revalidateTags([cacheTags.redirects]);
    await recordAudit({ action: 'redirect-change', actor: admin, target: `${redirect.from} → ${redirect.to}`, detail: 'added' });
    refresh();
    return redirect.to === input.to ? `${redirect.from} now redirects to ${redirect.to}.` : `${redirect.from} now redirects to ${redirect.to}, where ${input.to} leads.`;
  });
}

export async function removeRedirect(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await editor();
  return formResult(async () => {
    const { id } = parseForm(redirectIdSchema, formFields(formData, ['id']));
    const removed = await (await getStore()).redirects.remove(id);
    if (!removed) return 'That redirect was already removed.';
    await revalidateTags([cacheTags.redirects]);
    await recordAudit({ action: 'redirect-change', actor: admin, target: `${removed.from} → ${removed.to}`, detail: 'removed' });
    refresh();
    return `${removed.from} no longer redirects.`;
  });
}
