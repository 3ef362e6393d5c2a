import { ADMIN_ROLES } from '@/lib/staff/admin-repository';
import { displayNameSchema } from '@/lib/staff/display-name';
import { z } from '@/lib/validation/z';

/** The forms of staff accounts, checked the same in the browser and on the server. */

export const PASSWORD_MIN = 10;
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN} characters.`;
export const PASSWORDS_DIFFER = 'The two passwords are not the same.';

// bcrypt reads 72 bytes of a password and ignores the rest (lib/auth/password.ts).
const newPassword = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .refine((password) => new TextEncoder().encode(password).length <= 72, 'Use at most 72 bytes (about 72 letters, fewer with accents or emoji).');
const objectId = z.string().regex(/^[0-9a-f]{24}$/, 'Which account? The request named none.');

export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter an e-mail address like name@example.com.')).pipe(z.string().max(200)),
  role: z.enum(ADMIN_ROLES, { error: 'Choose a role.' }),
});

export const acceptInvitationSchema = z
  .object({
    displayName: displayNameSchema,
    password: newPassword,
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, { message: PASSWORDS_DIFFER, path: ['confirm'] });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.').max(200),
    newPassword,
    confirm: z.string(),
  })
  .refine((value) => value.newPassword === value.confirm, { message: PASSWORDS_DIFFER, path: ['confirm'] });

/** Renaming oneself on /admin/account. */
export const displayNameFormSchema = z.object({ displayName: displayNameSchema });

export const accountIdSchema = z.object({ id: objectId });
export const roleChangeSchema = z.object({ id: objectId, role: z.enum(ADMIN_ROLES, { error: 'Choose a role.' }) });

const KEY_CHANGED = 'The key changed: reload the page and scan the new code.';

/**
 * Turning the second factor on: the current password (a session left open is no way in), the
 * server's sealed key (lib/auth/enrolment-key.ts) and the code the app shows for it.
 */
export const enrolSchema = z.object({
  enrolment: z.string().min(1, KEY_CHANGED).max(2000, KEY_CHANGED),
  password: z.string().min(1, 'Enter your current password.').max(200),
  code: z.string().trim().regex(/^\d{3}\s?\d{3}$/, 'Enter the 6 digits the app shows.'),
});
export const ENROLMENT_KEY_CHANGED = KEY_CHANGED;
export const turnOffSchema = z.object({ password: z.string().min(1, 'Enter your password.').max(200) });

/** Reads a form into an object with only these fields (missing ones are empty strings). */
export function formFields<const Names extends readonly string[]>(formData: unknown, names: Names): Record<Names[number], string> {
  const data = formData instanceof FormData ? formData : new FormData();
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<Names[number], string>;
}
