'use server';

import { refresh } from 'next/cache';
import type { FormResult } from '@/lib/admin/action-result';
import { recordAudit } from '@/lib/audit/record';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { revalidateTags } from '@/lib/data/revalidate';
import { confirmVisaFacts, saveVisaFacts } from '@/lib/visa-facts/visa-facts-service';
import { formResult, parseForm } from '@/lib/staff/action-result';
import { getStore } from '@/lib/store';
import { slugSchema } from '@/lib/validation/slug';
import { z } from '@/lib/validation/z';
import { factsInputFromForm } from '@/lib/visa-facts/facts-form';
import { STALE_DAYS_SETTING, staleDaysSchema } from '@/lib/visa-facts/facts-queue';

/**
 * The visa facts pages (/admin/visa-facts). Each action checks the session and the content
 * capability before it reads its form; saving or confirming names the signed-in person as the
 * one who checked, in the facts and in the audit log.
 */

const editor = () => requireAdminForAction({ capability: 'content' });
const slugOf = (formData: FormData) => parseForm(z.object({ slug: slugSchema }), { slug: String(formData.get('slug') ?? '') }).slug;
const deps = async () => ({ store: await getStore(), revalidate: revalidateTags });

export async function saveFactsAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await editor();
  return formResult(async () => {
    const slug = slugOf(formData);
    const saved = await saveVisaFacts(await deps(), slug, factsInputFromForm(formData), admin);
    await recordAudit({ action: 'facts-checked', actor: admin, target: `visa ${slug}`, detail: 'facts saved' });
    refresh();
    return `Saved. The page now says the facts were checked by ${saved.checkedBy.name} today.`;
  });
}

export async function confirmFactsAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await editor();
  return formResult(async () => {
    const slug = slugOf(formData);
    await confirmVisaFacts(await deps(), slug, admin);
    await recordAudit({ action: 'facts-checked', actor: admin, target: `visa ${slug}`, detail: 'confirmed unchanged' });
    refresh();
    return 'Confirmed: the facts are marked as checked by you today.';
  });
}

export async function setStaleDaysAction(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  await editor();
  return formResult(async () => {
    const { days } = parseForm(staleDaysSchema, { days: String(formData.get('days') ?? '') });
    await (await getStore()).settings.set(STALE_DAYS_SETTING, String(days));
    refresh();
    return `Facts are now due for a re-check after ${days} days.`;
  });
}
