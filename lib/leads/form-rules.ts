import { careerDesignations, careerLocations } from '@/content/jobs';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { normalizeUaeMobile } from './uae-mobile';

/**
 * The visitor forms' rules (spec section 5), as plain data: the browser checks them with
 * ./check-form.ts (a few hundred bytes, where zod would cost visitors 25–90 KB gzipped on every
 * page with a form) and the server builds its zod schemas from them (./forms.ts), so both give
 * the same message for the same value. Values are trimmed before any check.
 */
export interface FieldRule {
  /** Shown when the value is empty or not text (for a choice: not one of the options). */
  empty: string;
  /** An empty value is accepted (and sent as ''). */
  optional?: boolean;
  maxLength?: number;
  /** Overrides the standard "Please keep this under {max} characters". */
  tooLong?: string;
  /** No line breaks or control characters: they would let a value forge e-mail headers. */
  singleLine?: boolean;
  pattern?: { regex: RegExp; message: string };
  /** The value must be one of these. */
  oneOf?: readonly string[];
  /**
   * Rewrites an accepted value to its stored form (checked last); null refuses it with `message`.
   * The value the form sends and the server stores is the rewritten one.
   */
  normalize?: { to: (value: string) => string | null; message: string };
}

export type FormRules = Readonly<Record<string, FieldRule>>;

export const PHONE_MESSAGE = 'Please enter a 9-digit number';
export const SINGLE_LINE_MESSAGE = 'Please remove line breaks and special characters';
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
export const tooLongMessage = (max: number) => `Please keep this under ${max} characters`;

/** zod's own e-mail pattern (v4 `z.regexes.email`), kept here so the browser needs no zod. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const name = { empty: 'Please enter your name', maxLength: 100, singleLine: true } satisfies FieldRule;
/**
 * Every form's phone field: a UAE mobile in any usual spelling, stored as its 9 national digits.
 * The length cap is generous for spaces and the +971 or 00971 prefix, and long enough that
 * nothing a person types is cut off.
 */
const uaeMobile = (empty: string) =>
  ({ empty, maxLength: 24, tooLong: PHONE_MESSAGE, singleLine: true, normalize: { to: normalizeUaeMobile, message: PHONE_MESSAGE } }) satisfies FieldRule;
const message = { maxLength: 2000, tooLong: 'Please keep your message under 2000 characters' } as const;

export const FORM_RULES = {
  callback: {
    user_mobile: uaeMobile('Please enter your mobile number'),
  },
  consultation: {
    user_name: name,
    user_mobile: uaeMobile(PHONE_MESSAGE),
    user_cnty: { empty: 'Please select a location', maxLength: 80, singleLine: true },
  },
  lead: {
    customerName: name,
    mobileNo: uaeMobile(PHONE_MESSAGE),
    countryId: { empty: 'Please select a location', maxLength: 40, singleLine: true },
  },
  contact: {
    user_name: name,
    user_mobile: uaeMobile('Please enter your phone number'),
    user_msg: { empty: 'Please enter a message', ...message },
  },
  career: {
    usr_name: name,
    usr_email: { empty: 'Please enter your e-mail', maxLength: 160, pattern: { regex: EMAIL_PATTERN, message: 'Please enter a valid e-mail address' } },
    usr_location: { empty: 'Please choose a location', oneOf: careerLocations },
    usr_desig: { empty: 'Please choose a designation', oneOf: careerDesignations },
    usr_msg: { empty: 'Please enter a message', optional: true, ...message },
  },
} as const satisfies Record<SubmissionKind, FormRules>;

export type FieldName<K extends SubmissionKind> = keyof (typeof FORM_RULES)[K] & string;
