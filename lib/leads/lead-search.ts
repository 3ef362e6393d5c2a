import { sourceChannel } from '@/lib/leads/lead-source-channel';
import type { NewSubmission } from './submission-repository';
import { westernDigits } from './uae-mobile';

/**
 * What staff find a lead by ("search finds it by phone"): the visitor's name and e-mail
 * in lower case, and each phone number in its 9 national digits, stored beside the submission so
 * both stores can match it with an index-friendly substring test instead of reading every row.
 */
const NAME_FIELDS = ['user_name', 'customerName', 'usr_name'];
export const EMAIL_FIELDS = ['usr_email'];
const PHONE_FIELDS = ['user_mobile', 'mobileNo'];

/** The national digits of a typed UAE number (+971, 00971 or a trunk 0 dropped), or the digits as typed. */
export function phoneDigits(text: string): string {
  let digits = westernDigits(text).replace(/\D/g, '');
  if (digits.startsWith('00971')) digits = digits.slice(5);
  else if (digits.startsWith('971') && digits.length > 9) digits = digits.slice(3);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

export function searchTextOf(fields: NewSubmission['fields']): string {
  const words = [...NAME_FIELDS, ...EMAIL_FIELDS].map((key) => fields[key]?.trim().toLowerCase()).filter(Boolean);
  const phones = PHONE_FIELDS.map((key) => (fields[key] ? phoneDigits(fields[key]) : '')).filter(Boolean);
  return [...words, ...phones].join(' ');
}

/**
 * A search box's text as what is looked for in the search text: a number (three digits or more,
 * with the usual separators) as national digits, anything else as lower-case text. Null when it
 * is too short to mean anything.
 */
export function searchNeedle(query: string | undefined): string | null {
  const text = westernDigits(query ?? '').trim();
  if (/^[\d\s+()\-.]+$/.test(text) && text.replace(/\D/g, '').length >= 3) return phoneDigits(text);
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  return lower.length >= 2 ? lower : null;
}

/** Text to be matched literally inside a regular expression (MongoDB's substring test). */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The lead's mobile in national digits (its first phone field), or null: what duplicates are grouped by. */
export function phoneOf(fields: NewSubmission['fields']): string | null {
  const typed = PHONE_FIELDS.map((key) => fields[key]).find(Boolean);
  return typed ? phoneDigits(typed) || null : null;
}

/** The columns both stores keep beside a submission for finding and counting leads. */
export function findingColumnsOf(submission: Pick<NewSubmission, 'fields' | 'source'>) {
  return { searchText: searchTextOf(submission.fields), phone: phoneOf(submission.fields), sourceChannel: sourceChannel(submission.source ?? null) };
}
