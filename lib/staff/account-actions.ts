'use server';

import { headers } from 'next/headers';
import { refresh } from 'next/cache';
import type { FormResult } from '@/lib/admin/action-result';
import { recordAudit } from '@/lib/audit/record';
import { underLoginLockout } from '@/lib/auth/login-throttle-instance';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { isSecondFactorRequired } from '@/lib/auth/second-factor-policy';
import { startAdminSession } from '@/lib/auth/session';
import { hashBackupCode, matchTotp, newBackupCodes } from '@/lib/auth/totp';
import { openEnrolmentKey } from '@/lib/auth/enrolment-key';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { clientIp } from '@/lib/client-address';
import { formResult, parseForm } from '@/lib/staff/action-result';
import { changePasswordSchema, displayNameFormSchema, ENROLMENT_KEY_CHANGED, enrolSchema, formFields, turnOffSchema } from '@/lib/staff/staff-schemas';
import { getStore } from '@/lib/store';
import type { AdminUser } from '@/lib/staff/admin-repository';

/** Each person's own account (/admin/account): name, password and second factor. */

async function me(id: string): Promise<AdminUser> {
  const account = await (await getStore()).admins.findById(id);
  if (!account) throw new NotFoundError('Your account does not exist any more.');
  return account;
}

/**
 * Checks the password a signed-in person typed to confirm a change, under the login lockout: a
 * session left open on a shared computer is no way to guess the password.
 */
async function confirmPassword(account: AdminUser, password: string, field: string): Promise<void> {
  const attempt = { ip: clientIp(await headers()), email: account.email, knownDevice: true };
  if (!(await underLoginLockout(attempt, () => verifyPassword(password, account.passwordHash)))) {
    throw new ValidationError('Check the highlighted fields.', { [field]: ['That is not your current password.'] });
  }
}

/**
 * The name colleagues see on leads, notes and the invitations this person sends. Read from the
 * account on every request, so the change shows at once without a new session.
 */
export async function changeDisplayName(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await requireAdminForAction();
  return formResult(async () => {
    const { displayName } = parseForm(displayNameFormSchema, formFields(formData, ['displayName']));
    const account = await me(admin._id);
    if (account.displayName === displayName) return 'Your name is unchanged.';
    await (await getStore()).admins.update(account._id, { displayName });
    await recordAudit({ action: 'account-changed', actor: admin, target: admin.email, detail: `name: ${account.displayName || '(none)'} → ${displayName}; by themselves` });
    refresh();
    return 'Name saved. Colleagues see it from now on.';
  });
}

/** The new password ends every other session (the version bump); this browser gets a new cookie. */
export async function changePassword(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await requireAdminForAction();
  return formResult(async () => {
    const input = parseForm(changePasswordSchema, formFields(formData, ['currentPassword', 'newPassword', 'confirm']));
    const account = await me(admin._id);
    await confirmPassword(account, input.currentPassword, 'currentPassword');
    const updated = await (await getStore()).admins.setPassword(account._id, await hashPassword(input.newPassword));
    await startAdminSession(updated);
    await recordAudit({ action: 'password-changed', actor: admin, target: admin.email, detail: 'by themselves; other sessions ended' });
    return 'Password changed. You stay signed in here; every other device was signed out.';
  });
}

/**
 * Turns the second factor on with the key the server made for this account (sealed into the form),
 * once the person confirmed their password and typed a code of that key: they have it in their
 * app. Every other session of the account ends; this browser gets a new cookie.
 */
export async function enrolSecondFactor(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await requireAdminForAction({ duringEnrolment: true });
  return formResult(async () => {
    const input = parseForm(enrolSchema, formFields(formData, ['enrolment', 'password', 'code']));
    const account = await me(admin._id);
    if (account.totpSecret) throw new ValidationError('Two-factor sign-in is on already.', { form: ['Two-factor sign-in is on already.'] });
    const secret = await openEnrolmentKey(input.enrolment, account._id);
    if (!secret) throw new ValidationError(ENROLMENT_KEY_CHANGED, { form: [ENROLMENT_KEY_CHANGED] });
    await confirmPassword(account, input.password, 'password');
    const step = matchTotp(secret, input.code, new Date());
    if (step === null) {
      throw new ValidationError('Check the highlighted fields.', { code: ['That code does not match: type the code the app shows now for this site.'] });
    }
    const codes = newBackupCodes();
    const store = await getStore();
    await store.admins.setSecondFactor(account._id, { secret, backupCodes: codes.map(hashBackupCode) });
    await store.admins.useTotpStep(account._id, step);
    await store.admins.bumpSessionVersion(account._id);
    await startAdminSession(await me(account._id));
    await recordAudit({ action: 'second-factor-on', actor: admin, target: admin.email, detail: 'enrolled an authenticator app; other sessions ended' });
    return { ok: true, message: 'Two-factor sign-in is on. Every other device was signed out.', codes };
  });
}

/** Turns the second factor off (password required), unless the owner requires it of everyone. */
export async function turnOffSecondFactor(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await requireAdminForAction();
  return formResult(async () => {
    const { password } = parseForm(turnOffSchema, formFields(formData, ['password']));
    const store = await getStore();
    if (await isSecondFactorRequired(store)) {
      const message = 'The owner requires two-factor sign-in for everyone, so it stays on. For a new phone, ask the owner to reset it.';
      throw new ValidationError(message, { form: [message] });
    }
    const account = await me(admin._id);
    await confirmPassword(account, password, 'password');
    await store.admins.setSecondFactor(account._id, null);
    await recordAudit({ action: 'second-factor-off', actor: admin, target: admin.email, detail: 'by themselves' });
    refresh();
    return 'Two-factor sign-in is off.';
  });
}
