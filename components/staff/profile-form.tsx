import { AuthorPhoto } from '@/components/content/author-photo';
import { saveMyProfile } from '@/lib/staff/profile-actions';
import type { StaffProfile } from '@/lib/staff/profile-repository';
import { PROFILE_LIMITS, PROFILE_PHOTO_FIELD } from '@/lib/staff/profile-schemas';
import { ActionForm, FieldError, FormField } from './action-form';

const FORM = 'profile';

/**
 * The signed-in person's public profile: what readers see beside the posts and visa pages they
 * wrote, and on the About page when the owner lists them.
 */
export function ProfileForm({ profile }: { profile: StaffProfile }) {
  return (
    <section aria-labelledby="profile-heading" className="card p-5 sm:p-6 lg:col-span-2">
      <h2 id="profile-heading" className="heading-3">
        Public profile
      </h2>
      <p className="mt-1 text-sm text-muted">
        Shown with the posts and visa pages you write{profile.showOnAbout ? ', and in the team on the About page' : ''}. Readers trust a page more when they can see who checked it.
      </p>
      <ActionForm id={FORM} action={saveMyProfile} submitLabel="Save profile" pendingLabel="Saving…" className="mt-5 grid gap-4 sm:grid-cols-2">
        <FormField formId={FORM} name="name" label="Public name" required maxLength={PROFILE_LIMITS.name} defaultValue={profile.name} autoComplete="name" />
        <FormField formId={FORM} name="roleTitle" label="Role" maxLength={PROFILE_LIMITS.roleTitle} defaultValue={profile.roleTitle} placeholder="Senior visa consultant" />
        <div className="sm:col-span-2">
          <label htmlFor={`${FORM}-bio`} className="admin-label mb-1.5">
            Short bio
          </label>
          <textarea id={`${FORM}-bio`} name="bio" rows={2} maxLength={PROFILE_LIMITS.bio} defaultValue={profile.bio} className="admin-input" aria-describedby={`${FORM}-bio-hint ${FORM}-bio-error`} />
          <p id={`${FORM}-bio-hint`} className="mt-1 text-xs text-muted">
            One line, at most {PROFILE_LIMITS.bio} characters.
          </p>
          <FieldError name="bio" />
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <AuthorPhoto name={profile.name} photoURL={profile.photoURL} size={64} />
          <div className="min-w-0 flex-1">
            <label htmlFor={`${FORM}-${PROFILE_PHOTO_FIELD}`} className="admin-label mb-1.5">
              Photo
            </label>
            <input
              id={`${FORM}-${PROFILE_PHOTO_FIELD}`}
              name={PROFILE_PHOTO_FIELD}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="admin-input"
              aria-describedby={`${FORM}-${PROFILE_PHOTO_FIELD}-hint ${FORM}-${PROFILE_PHOTO_FIELD}-error`}
            />
            <p id={`${FORM}-${PROFILE_PHOTO_FIELD}-hint`} className="mt-1 text-xs text-muted">
              PNG, JPG, GIF or WebP up to 10 MB; a square head-and-shoulders picture looks best.
            </p>
            <FieldError name={PROFILE_PHOTO_FIELD} />
            {profile.photoURL && (
              <label className="mt-2 flex items-center gap-2 text-sm">
                <input type="checkbox" name="removePhoto" className="size-4" /> Remove the current photo
              </label>
            )}
          </div>
        </div>
      </ActionForm>
    </section>
  );
}
