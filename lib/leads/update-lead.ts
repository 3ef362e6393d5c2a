import 'server-only';
import { actionFailure } from '@/lib/admin/action-failure';
import type { ActionResult } from '@/lib/admin/action-result';
import { recordAudit } from '@/lib/audit/record';
import type { AdminSession } from '@/lib/auth/require-admin';
import { NotFoundError } from '@/lib/errors';
import { markOfLead, refuseFollowUpIfMarked } from '@/lib/privacy/do-not-contact';
import type { Store } from '@/lib/store/store';
import { fromDubaiLocal } from './office-hours';
import { pipelineFormSchema } from './pipeline-input';

const FIELDS = ['id', 'stage', 'lostReason', 'ownerId', 'followUp', 'note'] as const;

/**
 * One save of the inbox's lead form by a signed-in staff member: checks the form, resolves the
 * owner to an account that exists, and applies the change (a note is signed with the staff
 * member's name), then records in the audit log what changed. A follow-up on a number marked "Do
 * not contact" is refused. The caller has checked the session.
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
    const lead = await store.submissions.getById(id);
    if (!lead) throw new NotFoundError(`No submission with the id "${id}".`);
    if (followUp) await refuseFollowUpIfMarked(store, lead);
    const before = lead.pipeline;
    let after = await store.submissions.updatePipeline(id, {
      stage,
      lostReason: lostReason ?? null,
      owner: ownerAccount ? { id: ownerAccount._id, name: ownerAccount.displayName || ownerAccount.email } : null,
      followUpAt: followUp ? fromDubaiLocal(followUp)!.toISOString() : null,
      note: note ? { at, by, text: note } : undefined,
      at,
    });
    // A mark made while this save was on its way clears follow-ups before or after it: looked
    // at again once the follow-up is stored, so one of the two always sees the other.
    const markedMeanwhile = after.pipeline.followUpAt !== null && (await markOfLead(store, lead)) !== null;
    if (markedMeanwhile) after = await store.submissions.updatePipeline(id, { followUpAt: null, at });
    const changes = [
      before.stage !== after.pipeline.stage ? `stage: ${before.stage} → ${after.pipeline.stage}` : null,
      before.owner?.id !== after.pipeline.owner?.id ? `owner: ${after.pipeline.owner?.name ?? 'nobody'}` : null,
      before.followUpAt !== after.pipeline.followUpAt ? `follow-up: ${after.pipeline.followUpAt ?? 'none'}` : null,
      note ? 'note added' : null,
    ].filter(Boolean);
    await recordAudit({ action: 'lead-change', actor: session.admin, target: `lead ${id} (${after.kind})`, detail: changes.join('; ') || 'saved unchanged' });
    if (markedMeanwhile) await refuseFollowUpIfMarked(store, lead);
    return { ok: true };
  } catch (error) {
    return actionFailure(error);
  }
}
