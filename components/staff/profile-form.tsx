import { AuthorPhoto } from '@/components/content/author-photo';
import { saveMyProfile } from '@/lib/staff/profile-actions';
import type { StaffProfile } from '@/lib/staff/profile-repository';
import { PROFILE_LIMITS, PROFILE_PHOTO_FIELD } from '@/lib/staff/profile-schemas';
import { ARABIC_INPUT, arabicLabel, BilingualPair } from '../admin/forms/bilingual-layout';
import { ActionForm, FieldError, FormField } from './action-form';

const FORM = 'profile';

/** The one-line bio, in English or in Arabic. */
function BioField({ name, label, value, arabic = false }: { name: string; label: string; value: string; arabic?: boolean }) {
  const id = `${FORM}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="admin-label mb-1.5">
        {label}
      </label>
      <textarea id={id} name={name} rows={2} maxLength={PROFILE_LIMITS.bio} defaultValue={value} className="admin-input" aria-describedby={`${id}-hint ${id}-error`} {...(arabic ? ARABIC_INPUT : {})} />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        One line, at most {PROFILE_LIMITS.bio} characters.
      </p>
      <FieldError name={name} />
    </div>
  );
}

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
      <ActionForm id={FORM} action={saveMyProfile} submitLabel="Save profile" pendingLabel="Saving…" className="mt-5 space-y-4">
        <p className="text-sm text-muted">Each line’s Arabic sits beside it (under it on a phone) for the Arabic pages; left empty, they show the English.</p>
        <BilingualPair
          english={<FormField formId={FORM} name="name" label="Public name" required maxLength={PROFILE_LIMITS.name} defaultValue={profile.name} autoComplete="name" />}
          arabic={<FormField formId={FORM} name="nameAr" label={arabicLabel('Public name')} maxLength={PROFILE_LIMITS.name} defaultValue={profile.nameAr} {...ARABIC_INPUT} />}
        />
        <BilingualPair
          english={<FormField formId={FORM} name="roleTitle" label="Role" maxLength={PROFILE_LIMITS.roleTitle} defaultValue={profile.roleTitle} placeholder="Senior visa consultant" />}
          arabic={<FormField formId={FORM} name="roleTitleAr" label={arabicLabel('Role')} maxLength={PROFILE_LIMITS.roleTitle} defaultValue={profile.roleTitleAr} {...ARABIC_INPUT} />}
        />
        <BilingualPair
          english={<BioField name="bio" label="Short bio" value={profile.bio} />}
          arabic={<BioField name="bioAr" label={arabicLabel('Short bio')} value={profile.bioAr} arabic />}
        />
        <div className="flex flex-wrap items-center gap-4">
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
