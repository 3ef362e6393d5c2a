import { z } from '@/lib/validation/z';

/** The name the spec gives the admin: the first owner's, unless ADMIN_NAME names them. */
export const DEFAULT_ADMIN_NAME = 'Admin';
export const DISPLAY_NAME_MAX = 80;

/** A person's name as colleagues see it (on leads, notes, invitations): typed in a form or set in the environment. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your name as colleagues should see it.')
  .max(DISPLAY_NAME_MAX, `Use at most ${DISPLAY_NAME_MAX} characters.`);
