import type { Submission, SubmissionKind } from '@/lib/leads/submission-repository';

/**
 * How staff read each form: its title, its fields in order with labels, and the values formatted
 * for people (the UAE prefix on 9-digit mobiles). Shared by the e-mail, the inbox and the CSV.
 */
export const FORM_TITLES: Record<SubmissionKind, string> = {
  callback: 'Callback request',
  consultation: 'Consultation request',
  lead: 'Visa consultation lead',
  contact: 'Contact message',
  career: 'Job application',
};

/** The common columns every form's fields map onto (inbox summaries, CSV). */
export type CommonField = 'name' | 'mobile' | 'email' | 'country' | 'location' | 'designation' | 'message';

interface FieldSpec {
  key: string;
  label: string;
  common: CommonField;
  /** 9 digits shown with the fixed +971 prefix the forms display. */
  uaeMobile?: boolean;
}

export const FORM_FIELDS: Record<SubmissionKind, readonly FieldSpec[]> = {
  // The hero form takes 0501234567 or 501234567: nine digits are a UAE mobile without its 0.
  callback: [{ key: 'user_mobile', label: 'Mobile', common: 'mobile', uaeMobile: true }],
  consultation: [
    { key: 'user_name', label: 'Name', common: 'name' },
    { key: 'user_mobile', label: 'Mobile', common: 'mobile', uaeMobile: true },
    { key: 'user_cnty', label: 'Country', common: 'country' },
  ],
  lead: [
    { key: 'customerName', label: 'Name', common: 'name' },
    { key: 'mobileNo', label: 'Mobile', common: 'mobile', uaeMobile: true },
    { key: 'countryId', label: 'Country', common: 'country' },
  ],
  contact: [
    { key: 'user_name', label: 'Name', common: 'name' },
    { key: 'user_mobile', label: 'Phone', common: 'mobile', uaeMobile: true },
    { key: 'user_msg', label: 'Message', common: 'message' },
  ],
  career: [
    { key: 'usr_name', label: 'Name', common: 'name' },
    { key: 'usr_email', label: 'E-mail', common: 'email' },
    { key: 'usr_location', label: 'Location', common: 'location' },
    { key: 'usr_desig', label: 'Designation', common: 'designation' },
    { key: 'usr_msg', label: 'Message', common: 'message' },
  ],
};

export interface LabelledField {
  key: string;
  label: string;
  common: CommonField;
  value: string;
}

export interface LabelOptions {
  /** Shown with a CRM country id, when known. */
  countryName?: string | null;
  /** Values exactly as stored (no +971 prefix), e.g. for CSV where a leading "+" reads as a formula. */
  plain?: boolean;
}

/** The submission's fields in form order, formatted for people unless `plain`. */
export function labelledFields(submission: Pick<Submission, 'kind' | 'fields'>, options: LabelOptions = {}): LabelledField[] {
  return FORM_FIELDS[submission.kind].map(({ key, label, common, uaeMobile }) => {
    let value = submission.fields[key] ?? '';
    if (uaeMobile && !options.plain && /^\d{9}$/.test(value)) value = `+971 ${value}`;
    if (common === 'country' && options.countryName && options.countryName !== value) value = `${options.countryName} (${value})`;
    return { key, label, common, value };
  });
}

export function commonFields(submission: Pick<Submission, 'kind' | 'fields'>, options: LabelOptions = {}): Partial<Record<CommonField, string>> {
  return Object.fromEntries(labelledFields(submission, options).map((field) => [field.common, field.value]));
}

/** Who the submission is from, for subjects and list rows: the name, else the number. */
export function submitterOf(submission: Pick<Submission, 'kind' | 'fields'>): string {
  const common = commonFields(submission);
  return common.name || common.mobile || 'unknown';
}
