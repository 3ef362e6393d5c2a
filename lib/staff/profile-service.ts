import 'server-only';
import { ValidationError } from '@/lib/errors';
import type { ImageStore } from '@/lib/images/image-store';
import { normalizeImage } from '@/lib/images/normalize-image';
import type { Store } from '@/lib/store/store';
import type { ProfileFields } from './profile-schemas';
import { PROFILE_PHOTO_FIELD } from './profile-schemas';
import type { StaffProfile } from './profile-repository';

export interface ProfileChangeInput {
  fields: ProfileFields;
  /** The raw bytes of a newly chosen photo, checked by content and re-encoded; null keeps the current one. */
  photo: Uint8Array | null;
  /** Takes the current photo off (initials show instead). */
  removePhoto: boolean;
}

/**
 * Saves a staff member's public profile: the photo is checked like every other upload and the
 * one it replaces retired (pages rendered before keep it for a while).
 */
export async function saveProfile(deps: { store: Store; images: ImageStore }, account: { _id: string; displayName: string }, input: ProfileChangeInput): Promise<StaffProfile> {
  const profile = await deps.store.profiles.ensureForAccount(account);
  let photoURL = input.removePhoto ? '' : profile.photoURL;
  if (input.photo && input.photo.byteLength > 0) {
    try {
      photoURL = (await deps.images.save(await normalizeImage(input.photo))).url;
    } catch (error) {
      // The image checks name the content forms' field; this form's is the photo.
      if (error instanceof ValidationError && error.fieldErrors.file) throw new ValidationError(error.message, { [PROFILE_PHOTO_FIELD]: error.fieldErrors.file });
      throw error;
    }
  }
  const updated = await deps.store.profiles.update(profile._id, { ...input.fields, photoURL });
  if (profile.photoURL && profile.photoURL !== photoURL) await deps.images.retire(profile.photoURL);
  return updated;
}
