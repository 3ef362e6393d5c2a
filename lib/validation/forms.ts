import { z } from '@/lib/validation/z';
import { careerDesignations, careerLocations } from '@/content/jobs';
import type { SubmissionKind } from '@/lib/store/types';

/**
 * The visitor forms' schemas, shared by the browser (react-hook-form) and the server, so both
 * give the same field-level messages (spec section 5).
 */

export const PHONE_MESSAGE = 'Please enter a 9-digit number';

/** Single-line text: trimmed, no control characters (they would let a value inject e-mail headers). */
const line = (required: string, max = 120) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Please keep this under ${max} characters`)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Please remove line breaks and special characters');

const uaeMobile = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(/^\d{9}$/, PHONE_MESSAGE);

const digits = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{7,15}$/, 'Please enter a valid phone number (digits only)');

export const callbackSchema = z.object({
  user_mobile: digits('Please enter your mobile number'),
});

export const consultationSchema = z.object({
  user_name: line('Please enter your name', 100),
  user_mobile: uaeMobile,
  user_cnty: line('Please select a location', 80),
});

export const leadSchema = z.object({
  customerName: line('Please enter your name', 100),
  mobileNo: uaeMobile,
  countryId: line('Please select a location', 40),
});

export const contactSchema = z.object({
  user_name: line('Please enter your name', 100),
  user_mobile: digits('Please enter your phone number'),
  user_msg: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(1, 'Please enter a message')
    .max(2000, 'Please keep your message under 2000 characters'),
});

export const careerSchema = z.object({
  usr_name: line('Please enter your name', 100),
  usr_email: z.string({ error: 'Please enter your e-mail' }).trim().min(1, 'Please enter your e-mail').pipe(z.email('Please enter a valid e-mail address').max(160)),
  usr_location: z.enum(careerLocations, { error: 'Please choose a location' }),
  usr_desig: z.enum(careerDesignations, { error: 'Please choose a designation' }),
  usr_msg: z.string().trim().max(2000, 'Please keep your message under 2000 characters').optional().default(''),
});

export const formSchemas = {
  callback: callbackSchema,
  consultation: consultationSchema,
  lead: leadSchema,
  contact: contactSchema,
  career: careerSchema,
} satisfies Record<SubmissionKind, z.ZodType>;

export type FormValues<K extends SubmissionKind> = z.input<(typeof formSchemas)[K]>;

/**
 * What every form sends besides its fields: a key that makes retries and double clicks count
 * once, when the form was shown (bots submit instantly), and a honeypot field people never see.
 */
export const submissionEnvelopeSchema = z.object({
  idempotencyKey: z.uuid('A fresh form key is needed: reload the page and try again'),
  startedAt: z.number().int().positive(),
  website: z.string().max(200).optional().default(''),
});
