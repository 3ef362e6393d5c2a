'use server';

import { refresh } from 'next/cache';
import type { FormResult } from '@/lib/admin/action-result';
import { recordAudit } from '@/lib/audit/record';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { REQUIRE_SECOND_FACTOR } from '@/lib/auth/second-factor-policy';
import { changeRole, removeAccount, resetSecondFactor, setDisabled } from '@/lib/staff/accounts';
import { formResult, parseForm } from '@/lib/staff/action-result';
import { discardInvitationEmails, sendInvitationEmail } from '@/lib/staff/invitation-email';
import { createInvitation, INVITATION_TTL_HOURS } from '@/lib/staff/invitations';
import { accountIdSchema, formFields, inviteSchema, roleChangeSchema } from '@/lib/staff/staff-schemas';
import { ValidationError } from '@/lib/errors';
import { getStore } from '@/lib/store';

/**
 * The owner's staff page (/admin/staff). Every action checks the session and the accounts
 * capability before it reads its form, and records what it did in the audit log.
 */

const owner = () => requireAdminForAction({ capability: 'accounts' });

export async function inviteStaff(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await owner();
  return formResult(async () => {
    const input = parseForm(inviteSchema, formFields(formData, ['email', 'role']));
    const store = await getStore();
    const { token, invitation, replaced } = await createInvitation(store, admin, input, new Date());
    await discardInvitationEmails(replaced);
    const sent = await sendInvitationEmail(invitation, token);
    await recordAudit({ action: 'invite', actor: admin, target: invitation.email, detail: `as ${ROLE_LABELS[invitation.role]}${sent.ok ? '' : '; the e-mail could not be sent'}` });
    refresh();
    if (!sent.ok) return `The invitation is ready but the e-mail could not be sent. Send ${invitation.email} this link yourself: ${sent.link}`;
    return `Invitation sent to ${invitation.email}. The link works for ${INVITATION_TTL_HOURS} hours.`;
  });
}

export async function withdrawInvitation(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await owner();
  return formResult(async () => {
    const { id } = parseForm(accountIdSchema, formFields(formData, ['id']));
    const email = String(formData.get('email') ?? '').slice(0, 200);
    if (!(await (await getStore()).invitations.remove(id))) return 'That invitation was already withdrawn or used.';
    await discardInvitationEmails([id]);
    await recordAudit({ action: 'invite-withdrawn', actor: admin, target: email || id });
    refresh();
    return 'Invitation withdrawn.';
  });
}

export async function changeStaffRole(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await owner();
  return formResult(async () => {
    const { id, role } = parseForm(roleChangeSchema, formFields(formData, ['id', 'role']));
    const { before, after } = await changeRole(await getStore(), admin._id, id, role);
    if (before.role !== after.role) {
      await recordAudit({ action: 'account-changed', actor: admin, target: after.email, detail: `role: ${before.role} → ${after.role}` });
    }
    refresh();
    return `${after.displayName || after.email} is now ${ROLE_LABELS[after.role]}.`;
  });
}

/** Disable or enable (the form's `disabled` is "true" or "false"). */
export async function setStaffDisabled(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await owner();
  return formResult(async () => {
    const { id } = parseForm(accountIdSchema, formFields(formData, ['id']));
    const disabled = formData.get('disabled') === 'true';
    const account = await setDisabled(await getStore(), admin._id, id, disabled);
    await recordAudit({ action: 'account-changed', actor: admin, target: account.email, detail: disabled ? 'disabled; sessions ended' : 'enabled' });
    refresh();
    return disabled ? `${account.email} is disabled and signed out everywhere.` : `${account.email} can sign in again.`;
  });
}

export async function removeStaff(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await owner();
  return formResult(async () => {
    const { id } = parseForm(accountIdSchema, formFields(formData, ['id']));
    const account = await removeAccount(await getStore(), admin._id, id);
    await recordAudit({ action: 'account-removed', actor: admin, target: account.email, detail: `was ${ROLE_LABELS[account.role]}; sessions ended` });
    refresh();
    return `${account.email} was removed.`;
  });
}

export async function resetStaffSecondFactor(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await owner();
  return formResult(async () => {
    const { id } = parseForm(accountIdSchema, formFields(formData, ['id']));
    const account = await resetSecondFactor(await getStore(), admin._id, id);
    await recordAudit({ action: 'second-factor-off', actor: admin, target: account.email, detail: 'reset by the owner (lost device)' });
    refresh();
    return `Two-factor sign-in of ${account.email} was reset: they sign in with their password and set it up again.`;
  });
}

/** Requires (or stops requiring) a second factor of every account: the form's `required` is "on" or "off". */
export async function setSecondFactorRule(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await owner();
  return formResult(async () => {
    const required = formData.get('required') === 'on';
    // The owner who requires it has it: otherwise the rule would lock them out of this very page.
    if (required && !(await (await getStore()).admins.findById(admin._id))?.totpSecret) {
      const message = 'Turn on your own two-factor sign-in first (My account), then require it of everyone.';
      throw new ValidationError(message, { form: [message] });
    }
    await (await getStore()).settings.set(REQUIRE_SECOND_FACTOR, required ? 'on' : 'off');
    await recordAudit({ action: 'second-factor-required', actor: admin, target: 'every account', detail: required ? 'required' : 'optional' });
    refresh();
    return required ? 'Two-factor sign-in is now required: people without it set it up at their next page.' : 'Two-factor sign-in is now optional.';
  });
}
