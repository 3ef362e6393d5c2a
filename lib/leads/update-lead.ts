import 'server-only';
import { actionFailure } from '@/lib/admin/action-failure';
import type { ActionResult } from '@/lib/admin/action-result';
import { recordAudit } from '@/lib/audit/record';
import type { AdminSession } from '@/lib/auth/require-admin';
import type { Store } from '@/lib/store/store';
import { fromDubaiLocal } from './office-hours';
import { pipelineFormSchema } from './pipeline-input';

const FIELDS = ['id', 'stage', 'lostReason', 'ownerId', 'followUp', 'note'] as const;

/**
 * One save of the inbox's lead form by a signed-in staff member: checks the form, resolves the
 * owner to an account that exists, and applies the change (a note is signed with the staff
 * member's name), then records in the audit log what changed. The caller has checked the session.
 */
export async function updateLead(store: Store, session: AdminSession, formData: FormData, now: Date): Promise<ActionResult> {
  const parsed = pipelineFormSchema.safeParse(Object.fromEntries(FIELDS.map((name) => [name, formData.get(name) ?? ''])));
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= [issue.message];
    return { ok: false, status: 400, message: 'Check the highlighted fields.', fieldErrors };
  }
  const { id, stage, lostReason, ownerId, followUp, note } = parsed.data;
  try {
    const ownerAccount = ownerId ? await store.admins.findById(ownerId) : null;
    if (ownerId && !ownerAccount) {
      return { ok: false, status: 400, message: 'Check the highlighted fields.', fieldErrors: { ownerId: ['That person has no account any more.'] } };
    }
    const at = now.toISOString();
    const by = session.admin.displayName || session.admin.email;
    const before = (await store.submissions.getById(id))?.pipeline;
    const after = await store.submissions.updatePipeline(id, {
      stage,
      lostReason: lostReason ?? null,
      owner: ownerAccount ? { id: ownerAccount._id, name: ownerAccount.displayName || ownerAccount.email } : null,
      followUpAt: followUp ? fromDubaiLocal(followUp)!.toISOString() : null,
      note: note ? { at, by, text: note } : undefined,
      at,
    });
    const changes = [
      before && before.stage !== after.pipeline.stage ? `stage: ${before.stage} → ${after.pipeline.stage}` : null,
      before?.owner?.id !== after.pipeline.owner?.id ? `owner: ${after.pipeline.owner?.name ?? 'nobody'}` : null,
      before?.followUpAt !== after.pipeline.followUpAt ? `follow-up: ${after.pipeline.followUpAt ?? 'none'}` : null,
      note ? 'note added' : null,
    ].filter(Boolean);
    await recordAudit({ action: 'lead-change', actor: session.admin, target: `lead ${id} (${after.kind})`, detail: changes.join('; ') || 'saved unchanged' });
    return { ok: true };
  } catch (error) {
    return actionFailure(error);
  }
}
