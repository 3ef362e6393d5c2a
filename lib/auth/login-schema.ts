import { z } from '@/lib/validation/z';

export const BOTH_FIELDS_REQUIRED = 'Both fields are required';
export const ACCOUNT_DISABLED = 'This account is disabled. Ask the owner of the site to enable it.';
export const CODE_REQUIRED = 'Enter the 6-digit code of your authenticator app, or a backup code.';
export const WRONG_CODE = 'That code is not right. Type the code your app shows now, or a backup code.';
export const SECOND_FACTOR_EXPIRED = 'The sign-in took too long. Enter your e-mail and password again.';

/** The login form and POST /api/1.0/auth/login (spec: 'Both fields are required'). */
export const loginSchema = z.object({
  email: z.string({ error: BOTH_FIELDS_REQUIRED }).trim().min(1, BOTH_FIELDS_REQUIRED).max(200),
  password: z.string({ error: BOTH_FIELDS_REQUIRED }).min(1, BOTH_FIELDS_REQUIRED).max(200),
});

/** The API's login also takes the second factor's code, for accounts that have one. */
export const apiLoginSchema = loginSchema.extend({ code: z.string().trim().max(40).optional() });

export type LoginInput = z.infer<typeof loginSchema>;
