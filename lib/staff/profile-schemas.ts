import { z } from '@/lib/validation/z';

/**
 * A staff member's public profile as the forms send it: the name, role and bio line readers see
 * beside what the person wrote, checked the same in the browser and on the server. The photo comes
 * as a file and is checked by its content (lib/images/normalize-image.ts).
 */
export const PROFILE_LIMITS = { name: 80, roleTitle: 80, bio: 200 } as const;

const upTo = (limit: number) => z.string().trim().max(limit, `Use at most ${limit} characters.`);

export const profileSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name readers should see.').max(PROFILE_LIMITS.name, `Use at most ${PROFILE_LIMITS.name} characters.`),
  roleTitle: upTo(PROFILE_LIMITS.roleTitle),
  bio: upTo(PROFILE_LIMITS.bio),
  // The same in Arabic, for the Arabic pages (empty shows the English). A form that sends none keeps the profile's.
  nameAr: upTo(PROFILE_LIMITS.name).optional(),
  roleTitleAr: upTo(PROFILE_LIMITS.roleTitle).optional(),
  bioAr: upTo(PROFILE_LIMITS.bio).optional(),
});
export type ProfileFields = z.output<typeof profileSchema>;

/** The profile's fields that have an Arabic version. */
export const PROFILE_ARABIC_FIELDS = ['nameAr', 'roleTitleAr', 'bioAr'] as const;

/** The owner's switch of whose profile the About page lists. */
export const aboutListingSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'Which profile? The request named none.'),
  show: z.enum(['true', 'false'], { error: 'Show or hide?' }).transform((value) => value === 'true'),
});

/** The form field that carries the photo file. */
export const PROFILE_PHOTO_FIELD = 'photo';
