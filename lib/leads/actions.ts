'use server';

import { refresh } from 'next/cache';
import { z } from '@/lib/validation/z';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import type { ActionResult } from '@/lib/admin/action-result';
import { retryDelivery } from '@/lib/leads/retry-delivery';
import { updateLead } from '@/lib/leads/update-lead';
import { getLeadsRuntime } from '@/lib/leads/runtime';
import { getStore } from '@/lib/store';
import { DELIVERY_CHANNELS } from '@/lib/leads/submission-repository';
import { actionFailure } from '@/lib/admin/action-failure';
import { recordAudit } from '@/lib/audit/record';
import { markDoNotContact, markInputSchema } from '@/lib/privacy/do-not-contact';
import { parseForm } from '@/lib/staff/action-result';

const retryInput = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/), channel: z.enum(DELIVERY_CHANNELS) });

/** Retry button of the leads inbox: makes a failed delivery due now and has the worker try it. */
export async function retryDeliveryAction(formData: FormData): Promise<void> {
  await requireAdminForAction({ capability: 'leads' });
  const input = retryInput.safeParse({ id: formData.get('id'), channel: formData.get('channel') });
  if (!input.success) return;
  const runtime = getLeadsRuntime();
  const result = await retryDelivery(await getStore(), input.data.id, input.data.channel, {
    now: new Date(),
    channelAvailable: input.data.channel === 'email' || runtime.crmConfigured,
  });
  if (result.ok) runtime.worker.deliverSoon(input.data.id);
  refresh();
}

/** Save of a lead's stage, owner, follow-up and note in the inbox (lib/leads/update-lead.ts). */
export async function updateLeadAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const session = await requireAdminForAction({ capability: 'leads' });
  const result = await updateLead(await getStore(), session, formData, new Date());
  if (result.ok) refresh();
  return result;
}

/**
 * "Do not contact" on a lead: marks its number for good (the first mark is kept), clears the
 * follow-ups planned on that number's leads, and records it in the audit log by the lead's id:
 * the log outlives the lead, so it never holds the number or the name, nor the reason typed.
 */
export async function markDoNotContactAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const session = await requireAdminForAction({ capability: 'leads' });
  try {
    const input = parseForm(markInputSchema, { id: formData.get('id') ?? '', reason: formData.get('reason') ?? '' });
    const staff = { id: session.admin._id, name: session.admin.displayName || session.admin.email };
    const { created, followUpsCleared } = await markDoNotContact(await getStore(), staff, input, new Date());
    await recordAudit({
      action: 'do-not-contact',
      actor: session.admin,
      target: `lead ${input.id}`,
      detail: created ? `number marked${followUpsCleared ? `; ${followUpsCleared} follow-ups cleared` : ''}` : 'already marked; the first mark is kept',
    });
    refresh();
    return { ok: true, message: created ? 'Marked. Nobody will be offered this number for a call or a message again.' : 'This number was marked already.' };
  } catch (error) {
    return actionFailure(error);
  }
}
