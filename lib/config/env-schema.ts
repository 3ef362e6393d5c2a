import { MAX_PASSWORD_BYTES, PASSWORD_TOO_LONG, passwordBytes } from '@/lib/auth/password';
import { parseCorsOrigins } from '@/lib/api/cors';
import { RETENTION_DEFAULTS } from '@/lib/privacy/retention-settings';
import { DEFAULT_ADMIN_NAME, DISPLAY_NAME_MAX } from '@/lib/staff/display-name';
import { z } from '@/lib/validation/z';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: RegExp, example: string) =>
  optionalText.refine((value) => value === undefined || (URL.canParse(value) && protocols.test(value)), {
    message: `must be a URL like ${example}`,
  });

/** 32 bytes as base64 or hex: the shape lib/cases/document-key.ts reads. */
const documentKeyShape = (value: string) => /^[0-9a-fA-F]{64}$/.test(value) || /^[A-Za-z0-9+/_-]{43}=?$/.test(value);

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Every setting the site reads from the environment. `.env.example` documents each one; keep the
 * two in step.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by `next build` while it prerenders; secrets are not needed then. */
    NEXT_PHASE: optionalText,
    SITE_URL: z.url({ message: 'must be the public URL of the site, like https://www.example.ae' }).default('http://localhost:3000'),
    DATA_DIR: z.string().trim().min(1).default('.data'),
    MONGODB_URI: optionalUrl(/^mongodb(\+srv)?:\/\//, 'mongodb://localhost:27017/visas'),
    SESSION_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    SESSION_MAX_AGE_HOURS: positiveInt(12),
    /** The key applicants' documents are encrypted with (lib/cases/document-key.ts): 32 bytes, base64 or hex. */
    DOCUMENTS_KEY: optionalText.refine((value) => value === undefined || documentKeyShape(value), {
      message: 'must be 32 random bytes as base64 or 64 hex digits (e.g. `openssl rand -base64 32`)',
    }),
    /** Keys of earlier rotations, comma-separated: files encrypted with them stay readable. */
    DOCUMENTS_OLD_KEYS: z
      .string()
      .optional()
      .transform((value) => (value ?? '').split(',').map((key) => key.trim()).filter(Boolean))
      .refine((keys) => keys.every(documentKeyShape), { message: 'must list keys like DOCUMENTS_KEY, separated by commas' }),
    ADMIN_EMAIL: optionalText.refine((value) => value === undefined || z.email().safeParse(value).success, {
      message: 'must be an e-mail address',
    }),
    ADMIN_PASSWORD: optionalText
      .refine((value) => value === undefined || value.length >= 10, { message: 'must be at least 10 characters long' })
      .refine((value) => value === undefined || passwordBytes(value) <= MAX_PASSWORD_BYTES, { message: PASSWORD_TOO_LONG }),
    /** The first owner's name as staff see it (an invitation reads "{name} invites you"); used when that owner is created. */
    ADMIN_NAME: optionalText
      .refine((value) => value === undefined || value.length <= DISPLAY_NAME_MAX, { message: `must be at most ${DISPLAY_NAME_MAX} characters long` })
      .transform((value) => value ?? DEFAULT_ADMIN_NAME),
    COMPANY_PHONE: optionalText,
    COMPANY_EMAIL: optionalText.refine((value) => value === undefined || z.email().safeParse(value).success, {
      message: 'must be an e-mail address',
    }),
    COMPANY_WHATSAPP: optionalText.refine((value) => value === undefined || /^\d{8,15}$/.test(value), {
      message: 'must be the international number in digits only, like 971501234567',
    }),
    LEAD_API_URL: optionalUrl(/^https?:\/\//, 'https://crm.example.com'),
    LEAD_API_CLIENT_ID: optionalText,
    LEAD_API_CLIENT_SECRET: optionalText,
    LEAD_API_ID_HEADER: z.string().trim().min(1).default('ClientId'),
    LEAD_API_SECRET_HEADER: z.string().trim().min(1).default('ClientSecret'),
    LEAD_API_TIMEOUT_MS: positiveInt(5000),
    SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtps://user:password@smtp.example.com:465'),
    MAIL_FROM: optionalText,
    MAIL_TO: optionalText,
    CLOUDINARY_URL: optionalUrl(/^cloudinary:\/\//, 'cloudinary://key:secret@cloud-name'),
    /** Days a delivered submission, a career application and an outbox e-mail file are kept. */
    RETENTION_DAYS: positiveInt(RETENTION_DEFAULTS.submissionDays),
    /** Days the audit log keeps an entry; the worker's retention pass deletes older ones. */
    AUDIT_RETENTION_DAYS: positiveInt(RETENTION_DEFAULTS.auditDays),
    /** Days a case (its timeline, links and e-mails) is kept after it reached Passport returned or Closed. */
    CASE_RETENTION_DAYS: positiveInt(RETENTION_DEFAULTS.caseDays),
    /**
     * Where stored submissions are delivered from: `inline`, a loop inside each web process, or
     * `separate`, by `npm run worker` processes only (web processes then just store them).
     */
    LEADS_WORKER: z.enum(['inline', 'separate'], { message: 'must be inline or separate' }).default('inline'),
    /**
     * Origins (comma-separated) allowed to call the admin API cross-origin with the session
     * cookie; setting it makes the cookie SameSite=None; Secure (lib/api/cors.ts, docs/api.md).
     */
    /**
     * How many proxies stand in front of the site, each appending the address it received the
     * request from to X-Forwarded-For (1 behind nginx or a load balancer): lib/client-address.ts.
     */
    TRUSTED_PROXIES: z.coerce
      .number({ message: 'must be a whole number from 0 to 10' })
      .int({ message: 'must be a whole number from 0 to 10' })
      .min(0, { message: 'must be a whole number from 0 to 10' })
      .max(10, { message: 'must be a whole number from 0 to 10' })
      .default(0),
    API_CORS_ORIGINS: z
      .string()
      .optional()
      .transform((value, context) => {
        try {
          return parseCorsOrigins(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: `must list origins separated by commas: ${(error as Error).message}` });
          return z.NEVER;
        }
      }),
  })
  .superRefine((env, context) => {
    const serving = env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build';
    if (serving && !env.SESSION_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (at least 32 random characters, e.g. `openssl rand -base64 48`)',
      });
    }
    if (serving && !env.DOCUMENTS_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['DOCUMENTS_KEY'],
        message: 'is required in production: the key applicants\' documents are encrypted with (`openssl rand -base64 32`)',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      context.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'must be set as well: ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (env.LEAD_API_URL && (!env.LEAD_API_CLIENT_ID || !env.LEAD_API_CLIENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: [env.LEAD_API_CLIENT_ID ? 'LEAD_API_CLIENT_SECRET' : 'LEAD_API_CLIENT_ID'],
        message: 'is required when LEAD_API_URL is set',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses a set of variables, throwing an EnvError that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`));
}
