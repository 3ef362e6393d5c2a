import Link from 'next/link';
import { changeDisplayName, changePassword, turnOffSecondFactor } from '@/lib/staff/account-actions';
import { requireAdmin } from '@/lib/auth/require-admin';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/auth/roles';
import { isSecondFactorRequired } from '@/lib/auth/second-factor-policy';
import { DISPLAY_NAME_MAX } from '@/lib/staff/display-name';
import { PASSWORD_MIN } from '@/lib/staff/staff-schemas';
import { getStore } from '@/lib/store';
import { SignOutButton } from './sign-out-button';
import { ActionForm, FormField } from './action-form';
import { Pill } from './pill';

/** /admin/account: the signed-in person's role, name, password, second factor and sessions. */
export async function AccountSettings() {
  const { admin } = await requireAdmin();
  const store = await getStore();
  const [account, required] = await Promise.all([store.admins.findById(admin._id), isSecondFactorRequired(store)]);
  const enrolled = Boolean(account?.totpSecret);
  const codesLeft = account?.backupCodes.length ?? 0;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="who-heading" className="card p-5 sm:p-6 lg:col-span-2">
        <h2 id="who-heading" className="heading-3">
          {admin.displayName || admin.email}
        </h2>
        <p className="mt-1 text-sm text-muted">{admin.email}</p>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <Pill tone="navy">{ROLE_LABELS[admin.role]}</Pill>
          <span className="text-muted">{ROLE_DESCRIPTIONS[admin.role]}.</span>
        </p>
      </section>

      <section aria-labelledby="name-heading" className="card p-5 sm:p-6 lg:col-span-2">
        <h2 id="name-heading" className="heading-3">
          Your name
        </h2>
        <p className="mt-1 text-sm text-muted">As colleagues see it on leads, notes, cases and the invitations you send.</p>
        <ActionForm id="name" action={changeDisplayName} submitLabel="Save name" pendingLabel="Saving…" className="mt-5 max-w-md space-y-4">
          <FormField formId="name" name="displayName" label="Name" autoComplete="name" required maxLength={DISPLAY_NAME_MAX} defaultValue={account?.displayName ?? admin.displayName} />
        </ActionForm>
      </section>

      <section aria-labelledby="password-heading" className="card p-5 sm:p-6">
        <h2 id="password-heading" className="heading-3">
          Password
        </h2>
        <p className="mt-1 text-sm text-muted">A new password signs you out on every other device.</p>
        <ActionForm id="password" action={changePassword} submitLabel="Change password" pendingLabel="Changing…" resetOnSuccess className="mt-5 space-y-4">
          <FormField formId="password" name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
          <FormField formId="password" name="newPassword" label="New password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN} hint={`At least ${PASSWORD_MIN} characters.`} />
          <FormField formId="password" name="confirm" label="Repeat the new password" type="password" autoComplete="new-password" required />
        </ActionForm>
      </section>

      <section aria-labelledby="factor-heading" className="card p-5 sm:p-6">
        <h2 id="factor-heading" className="heading-3 flex flex-wrap items-center gap-3">
          Two-factor sign-in <Pill tone={enrolled ? 'green' : 'gold'}>{enrolled ? 'On' : 'Off'}</Pill>
        </h2>
        {enrolled ? (
          <>
            <p className="mt-1 text-sm text-muted">
              You sign in with your password and a code from your authenticator app. Backup codes left: {codesLeft}.
              {required && ' The owner requires it for everyone.'}
            </p>
            {!required && (
              <ActionForm id="factor-off" action={turnOffSecondFactor} submitLabel="Turn it off" pendingLabel="Turning off…" submitClassName="btn-outline" className="mt-5 space-y-4">
                <FormField formId="factor-off" name="password" label="Your password, to confirm" type="password" autoComplete="current-password" required />
              </ActionForm>
            )}
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">
              A code from an app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…) keeps the admin closed to
              someone who learns your password.
            </p>
            <Link href="/admin/account/two-factor" className="btn-secondary mt-5">
              Set up two-factor sign-in
            </Link>
          </>
        )}
      </section>

      <section aria-labelledby="sessions-heading" className="card p-5 sm:p-6 lg:col-span-2">
        <h2 id="sessions-heading" className="heading-3">
          Sessions
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">Signing out ends your session on every device and browser at once, this one included.</p>
        <SignOutButton label="Sign out everywhere" />
      </section>
    </div>
  );
}
