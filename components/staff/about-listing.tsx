import { AuthorPhoto } from '@/components/content/author-photo';
import { setAboutListing } from '@/lib/staff/profile-actions';
import { getStore } from '@/lib/store';
import { ActionForm } from './action-form';
import { Pill } from './pill';

/**
 * The owner's choice of who the About page's team shows: each public profile with its switch.
 * A profile needs a role to be shown (a name alone tells a visitor nothing), and one whose
 * account is disabled or removed is not shown whatever its switch says.
 */
export async function AboutListing() {
  const store = await getStore();
  const [profiles, accounts] = await Promise.all([store.profiles.list(), store.admins.list()]);
  const active = new Set(accounts.filter((account) => !account.disabled).map((account) => account._id));
  const rows = profiles.filter((profile) => profile.accountId === null || accounts.some((account) => account._id === profile.accountId));
  return (
    <section aria-labelledby="about-team-heading" className="card p-5 sm:p-6">
      <h2 id="about-team-heading" className="heading-3">
        Team on the About page
      </h2>
      <p className="mt-1 text-sm text-muted">People edit their own name, role and photo under My account. The About page lists those you turn on here.</p>
      <ul className="mt-4 divide-y divide-navy-900/10">
        {rows.map((profile) => {
          const missing = !profile.roleTitle ? 'Needs a role to be shown' : profile.accountId && !active.has(profile.accountId) ? 'Account disabled' : null;
          return (
            <li key={profile._id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-center gap-3 text-sm">
                <AuthorPhoto name={profile.name} photoURL={profile.photoURL} size={40} />
                <div className="min-w-0">
                  <p className="font-semibold text-navy-900">{profile.name}</p>
                  <p className="flex flex-wrap items-center gap-2 text-muted">
                    {profile.roleTitle || 'No role yet'}
                    {profile.showOnAbout && <Pill tone="green">Listed</Pill>}
                    {profile.showOnAbout && missing && <Pill tone="gold">{missing}</Pill>}
                  </p>
                </div>
              </div>
              <ActionForm
                id={`about-${profile._id}`}
                action={setAboutListing}
                submitLabel={profile.showOnAbout ? 'Take off About' : 'Show on About'}
                pendingLabel="Saving…"
                submitClassName="btn-outline min-h-10 px-4"
                label={`${profile.showOnAbout ? 'Take' : 'Show'} ${profile.name} ${profile.showOnAbout ? 'off' : 'on'} the About page`}
                className="flex items-center"
              >
                <input type="hidden" name="id" value={profile._id} />
                <input type="hidden" name="show" value={profile.showOnAbout ? 'false' : 'true'} />
              </ActionForm>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
