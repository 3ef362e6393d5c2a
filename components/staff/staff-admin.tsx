import { changeStaffRole, inviteStaff, removeStaff, resetStaffSecondFactor, setSecondFactorRule, setStaffDisabled, withdrawInvitation } from '@/lib/staff/staff-actions';
import { requireAdmin } from '@/lib/auth/require-admin';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@/lib/auth/roles';
import { isSecondFactorRequired } from '@/lib/auth/second-factor-policy';
import { INVITATION_TTL_HOURS } from '@/lib/staff/invitations';
import { getStore } from '@/lib/store';
import { ADMIN_ROLES, type AdminUser } from '@/lib/staff/admin-repository';
import type { Invitation } from '@/lib/staff/invitation-repository';
import { dubaiTime } from '@/lib/dubai-time';
import { ErrorNotice } from '../admin/error-notice';
import { ActionForm, FormField } from './action-form';
import { Pill } from './pill';
import { RemoveAccountButton } from './remove-account-button';
import { AboutListing } from './about-listing';
import { Options } from '@/components/admin/forms/options';

async function load(): Promise<{ accounts: AdminUser[]; invitations: Invitation[]; required: boolean } | null> {
  try {
    const store = await getStore();
    const [accounts, invitations, required] = await Promise.all([
      store.admins.list(),
      store.invitations.listPending(new Date().toISOString()),
      isSecondFactorRequired(store),
    ]);
    return { accounts, invitations, required };
  } catch (error) {
    console.error('[admin] loading staff accounts failed', error);
    return null;
  }
}

function RoleOptions() {
  return ADMIN_ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}: {ROLE_DESCRIPTIONS[role]}
    </option>
  ));
}

/** /admin/staff: the owner invites people, sets their roles, disables, removes and resets them. */
export async function StaffAdmin() {
  const { admin } = await requireAdmin({ capability: 'accounts' });
  const data = await load();
  if (!data) return <ErrorNotice title="Failed to load the accounts">The database did not answer. Reload the page in a moment.</ErrorNotice>;
  const { accounts, invitations, required } = data;

  return (
    <div className="space-y-8">
      <section aria-labelledby="invite-heading" className="card p-5 sm:p-6">
        <h2 id="invite-heading" className="heading-3">
          Invite someone
        </h2>
        <p className="mt-1 text-sm text-muted">
          They get an e-mail with a link that works once, for {INVITATION_TTL_HOURS} hours, where they choose their own password.
        </p>
        <ActionForm id="invite" action={inviteStaff} submitLabel="Send invitation" pendingLabel="Sending…" resetOnSuccess className="mt-5 grid gap-4 sm:grid-cols-2">
          <FormField formId="invite" name="email" label="E-mail" type="email" autoComplete="off" required maxLength={200} />
          <div>
            <label htmlFor="invite-role" className="admin-label mb-1.5">
              Role
            </label>
            <select id="invite-role" name="role" defaultValue="editor" className="admin-input">
              <RoleOptions />
            </select>
          </div>
        </ActionForm>
      </section>

      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="heading-3 mb-4">
          Accounts
        </h2>
        <ul className="space-y-4">
          {accounts.map((account) => (
            <AccountCard key={account._id} account={account} self={account._id === admin._id} />
          ))}
        </ul>
      </section>

      <AboutListing />

      <section aria-labelledby="invitations-heading" className="card p-5 sm:p-6">
        <h2 id="invitations-heading" className="heading-3">
          Open invitations
        </h2>
        {invitations.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No invitation is waiting to be accepted.</p>
        ) : (
          <ul className="mt-4 divide-y divide-navy-900/10">
            {invitations.map((invitation) => (
              <li key={invitation._id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="text-sm">
                  <p className="font-semibold text-navy-900">{invitation.email}</p>
                  <p className="text-muted">
                    {ROLE_LABELS[invitation.role]} · invited by {invitation.invitedBy.name} · link works until {dubaiTime(invitation.expiresAt)}
                  </p>
                </div>
                <ActionForm id={`withdraw-${invitation._id}`} action={withdrawInvitation} submitLabel="Withdraw" pendingLabel="Withdrawing…" submitClassName="btn-outline min-h-10 px-4" label={`Withdraw the invitation of ${invitation.email}`} className="flex items-center">
                  <input type="hidden" name="id" value={invitation._id} />
                  <input type="hidden" name="email" value={invitation.email} />
                </ActionForm>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="rule-heading" className="card p-5 sm:p-6">
        <h2 id="rule-heading" className="heading-3">
          Two-factor sign-in
        </h2>
        <p className="mt-1 text-sm text-muted">
          {required
            ? 'Required: everyone signs in with their password and a code from an authenticator app. People without one set it up before anything else.'
            : 'Optional: each person may turn it on from My account. Requiring it protects the leads if a password leaks.'}
        </p>
        <ActionForm
          id="second-factor-rule"
          action={setSecondFactorRule}
          submitLabel={required ? 'Make it optional' : 'Require it for everyone'}
          pendingLabel="Saving…"
          submitClassName={required ? 'btn-outline' : 'btn-secondary'}
          className="mt-4"
        >
          <input type="hidden" name="required" value={required ? 'off' : 'on'} />
        </ActionForm>
      </section>
    </div>
  );
}

function AccountCard({ account, self }: { account: AdminUser; self: boolean }) {
  const name = account.displayName || account.email;
  const idOf = (what: string) => `${what}-${account._id}`;
  return (
    <li className="card p-5" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-navy-900">
            {name} {self && <span className="text-sm font-normal text-muted">(you)</span>}
          </p>
          <p className="text-sm text-muted">{account.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Pill tone="navy">{ROLE_LABELS[account.role]}</Pill>
          <Pill tone={account.totpSecret ? 'green' : 'gold'}>{account.totpSecret ? 'Two-factor on' : 'Two-factor off'}</Pill>
          {account.disabled && <Pill tone="coral">Disabled</Pill>}
        </div>
      </div>
      {self ? (
        <p className="mt-3 text-sm text-muted">Your own password and two-factor sign-in are on My account.</p>
      ) : (
        <div className="mt-4 flex flex-col gap-4 border-t border-navy-900/10 pt-4 lg:flex-row lg:flex-wrap lg:items-end">
          <ActionForm id={idOf('role')} action={changeStaffRole} submitLabel="Change role" pendingLabel="Saving…" submitClassName="btn-outline min-h-10 px-4" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="id" value={account._id} />
            <div>
              <label htmlFor={`${idOf('role')}-select`} className="admin-label mb-1.5">
                Role of {name}
              </label>
              <select id={`${idOf('role')}-select`} name="role" defaultValue={account.role} className="admin-input">
                <Options values={ADMIN_ROLES} labels={ROLE_LABELS} />
              </select>
            </div>
          </ActionForm>
          <ActionForm
            id={idOf('disable')}
            action={setStaffDisabled}
            submitLabel={account.disabled ? 'Enable' : 'Disable'}
            pendingLabel="Saving…"
            submitClassName="btn-outline min-h-10 px-4"
            label={`${account.disabled ? 'Enable' : 'Disable'} ${name}`}
            className="flex items-center"
          >
            <input type="hidden" name="id" value={account._id} />
            <input type="hidden" name="disabled" value={account.disabled ? 'false' : 'true'} />
          </ActionForm>
          {account.totpSecret && (
            <ActionForm id={idOf('reset')} action={resetStaffSecondFactor} submitLabel="Reset two-factor" pendingLabel="Resetting…" submitClassName="btn-outline min-h-10 px-4" label={`Reset the two-factor sign-in of ${name}`} className="flex items-center">
              <input type="hidden" name="id" value={account._id} />
            </ActionForm>
          )}
          <RemoveAccountButton id={account._id} name={name} action={removeStaff} />
        </div>
      )}
    </li>
  );
}
