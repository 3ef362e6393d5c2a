'use server';

import { refresh } from 'next/cache';
import type { FormResult } from '@/lib/admin/action-result';
import { recordAudit } from '@/lib/audit/record';
import { requireAdminForAction } from '@/lib/auth/require-admin';
import { cacheTags } from '@/lib/data/cache-tags';
import { revalidateTags } from '@/lib/data/revalidate';
import { getImageStore } from '@/lib/images';
import { formResult, parseForm } from '@/lib/staff/action-result';
import { aboutListingSchema, PROFILE_ARABIC_FIELDS, PROFILE_PHOTO_FIELD, profileSchema } from '@/lib/staff/profile-schemas';
import { saveProfile } from '@/lib/staff/profile-service';
import { formFields } from '@/lib/staff/staff-schemas';
import { getStore } from '@/lib/store';

/** Public profiles: each person's own (My account), and the owner's choice of who the About page lists. */

/** Saves the signed-in person's name, role, bio line (each in English and Arabic) and photo as readers see them. */
export async function saveMyProfile(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await requireAdminForAction();
  return formResult(async () => {
    // The Arabic only when the form has it: one without it leaves the profile's Arabic as it is.
    const arabic = PROFILE_ARABIC_FIELDS.filter((name) => formData.has(name));
    const fields = parseForm(profileSchema, formFields(formData, ['name', 'roleTitle', 'bio', ...arabic]));
    const file = formData.get(PROFILE_PHOTO_FIELD);
    const photo = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    await saveProfile({ store: await getStore(), images: getImageStore() }, admin, { fields, photo, removePhoto: formData.get('removePhoto') === 'on' });
    await revalidateTags([cacheTags.profiles]);
    await recordAudit({ action: 'account-changed', actor: admin, target: admin.email, detail: 'public profile, by themselves' });
    refresh();
    return 'Profile saved. Your posts and visa pages show it now.';
  });
}

/** Lists a profile on the About page, or takes it off. */
export async function setAboutListing(_previous: FormResult | null, formData: FormData): Promise<FormResult> {
  const { admin } = await requireAdminForAction({ capability: 'accounts' });
  return formResult(async () => {
    const { id, show } = parseForm(aboutListingSchema, formFields(formData, ['id', 'show']));
    const profile = await (await getStore()).profiles.update(id, { showOnAbout: show });
    await revalidateTags([cacheTags.profiles]);
    await recordAudit({ action: 'account-changed', actor: admin, target: profile.name, detail: show ? 'listed on the About page' : 'taken off the About page' });
    refresh();
    return show ? `${profile.name} is listed on the About page.` : `${profile.name} is no longer on the About page.`;
  });
}
