import { careerDesignations, careerLocations } from '@/content/jobs';
import type { Messages } from '@/lib/i18n/messages';
import type { SubmissionKind } from '@/lib/leads/submission-repository';
import { fillTemplate } from './fill-template';
import { normalizeUaeMobile } from './uae-mobile';

/**
 * A problem a visitor form can name: the key of its message in the catalogues' `forms.validation`
 * (messages/{en,ar}/forms.json), so one rule set speaks both languages. The English ones are the
 * spec's ('Please enter a 9-digit number').
 */
export type FormMessageKey = keyof Messages['forms']['validation'];

/** The messages of every problem in one language, as the catalogue has them. */
export type FormMessages = Readonly<Record<FormMessageKey, string>>;

/**
 * The visitor forms' rules (spec section 5), as plain data: the browser checks them with
 * ./check-form.ts (a few hundred bytes, where zod would cost visitors 25–90 KB gzipped on every
 * page with a form) and the server builds its zod schemas from them (./form-schemas.ts), so both
 * name the same problem for the same value, in the page's language. Values are trimmed before any
 * check.
 */
export interface FieldRule {
  /** Shown when the value is empty or not text (for a choice: not one of the options). */
  empty: FormMessageKey;
  /** An empty value is accepted (and sent as ''). */
  optional?: boolean;
  maxLength?: number;
  /** Overrides the standard "Please keep this under {max} characters". */
  tooLong?: FormMessageKey;
  /** No line breaks or control characters: they would let a value forge e-mail headers. */
  singleLine?: boolean;
  pattern?: { regex: RegExp; message: FormMessageKey };
  /** The value must be one of these. */
  oneOf?: readonly string[];
  /**
   * Rewrites an accepted value to its stored form (checked last); null refuses it with `message`.
   * The value the form sends and the server stores is the rewritten one.
   */
  normalize?: { to: (value: string) => string | null; message: FormMessageKey };
}

export type FormRules = Readonly<Record<string, FieldRule>>;

export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A problem's message in the visitor's language, with the field's limit where it names one. */
export const problemText = (rule: FieldRule, problem: FormMessageKey, messages: FormMessages): string =>
  fillTemplate(messages[problem], { max: rule.maxLength ?? '' });

/** zod's own e-mail pattern (v4 `z.regexes.email`), kept here so the browser needs no zod. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const name = { empty: 'enterName', maxLength: 100, singleLine: true } satisfies FieldRule;
/**
 * Every form's phone field: a UAE mobile in any usual spelling, stored as its 9 national digits.
 * The length cap is generous for spaces and the +971 or 00971 prefix, and long enough that
 * nothing a person types is cut off.
 */
const uaeMobile = (empty: FormMessageKey) =>
  ({ empty, maxLength: 24, tooLong: 'phone', singleLine: true, normalize: { to: normalizeUaeMobile, message: 'phone' } }) satisfies FieldRule;
const message = { maxLength: 2000, tooLong: 'messageTooLong' } as const;

export const FORM_RULES = {
  callback: {
    user_mobile: uaeMobile('enterMobile'),
  },
  consultation: {
    user_name: name,
    user_mobile: uaeMobile('phone'),
    user_cnty: { empty: 'selectDestination', maxLength: 80, singleLine: true },
  },
  lead: {
    customerName: name,
    mobileNo: uaeMobile('phone'),
    countryId: { empty: 'selectDestination', maxLength: 40, singleLine: true },
  },
  contact: {
    user_name: name,
    user_mobile: uaeMobile('enterPhone'),
    user_msg: { empty: 'enterMessage', ...message },
  },
  career: {
    usr_name: name,
    usr_email: { empty: 'enterEmail', maxLength: 160, pattern: { regex: EMAIL_PATTERN, message: 'validEmail' } },
    usr_location: { empty: 'chooseLocation', oneOf: careerLocations },
    usr_desig: { empty: 'chooseDesignation', oneOf: careerDesignations },
    usr_msg: { empty: 'enterMessage', optional: true, ...message },
  },
} as const satisfies Record<SubmissionKind, FormRules>;

export type FieldName<K extends SubmissionKind> = keyof (typeof FORM_RULES)[K] & string;
