'use server';

import { redirect } from 'next/navigation';
import type { FormResult } from '@/lib/admin/action-result';
import { recordAudit } from '@/lib/audit/record';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { startAdminSession } from '@/lib/auth/session';
import { formResult, parseForm } from '@/lib/staff/action-result';
import { discardInvitationEmails } from '@/lib/staff/invitation-email';
import { acceptInvitation as accept } from '@/lib/staff/invitations';
import { acceptInvitationSchema, formFields } from '@/lib/staff/staff-schemas';
import { getStore } from '@/lib/store';

/**
 * The invitation link's form: the new staff member's name and password. The token is the only
 * proof (it was e-mailed to them); it works once, before it expires. Success signs them in, and
 * removes the e-mail's outbox copy, whose link is spent.
 */
export async function acceptInvitation(token: string, _previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const result = await formResult(async () => {
    const input = parseForm(acceptInvitationSchema, formFields(formData, ['displayName', 'password', 'confirm']));
    const { account, invitation } = await accept(await getStore(), String(token), input, new Date());
    await discardInvitationEmails([invitation._id]);
    await startAdminSession(account);
    await recordAudit({ action: 'account-created', actor: account, target: account.email, detail: `accepted an invitation as ${ROLE_LABELS[account.role]}` });
    return 'Welcome';
  });
  if (result.ok) redirect('/admin');
  return result;
}
