import { z } from '@/lib/validation/z';

export const BOTH_FIELDS_REQUIRED = 'Both fields are required';

/** The login form and POST /api/1.0/auth/login (spec: 'Both fields are required'). */
export const loginSchema = z.object({
  email: z.string({ error: BOTH_FIELDS_REQUIRED }).trim().min(1, BOTH_FIELDS_REQUIRED).max(200),
  password: z.string({ error: BOTH_FIELDS_REQUIRED }).min(1, BOTH_FIELDS_REQUIRED).max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;
