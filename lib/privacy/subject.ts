import { createHmac } from 'node:crypto';
import { normalizeUaeMobile } from '@/lib/leads/uae-mobile';
import { z } from '@/lib/validation/z';

/** Whom a request is about: an e-mail address (lower case) or a UAE mobile's 9 national digits. */
export type DataSubject = { channel: 'email'; value: string } | { channel: 'phone'; value: string };

/** The key of the message (the catalogue's `privacy.errors`) for what is neither an e-mail nor a UAE mobile. */
export const SUBJECT_MESSAGE = 'subject';

/**
 * What the person typed in the one box: an e-mail if it has an @, else a UAE mobile number (in
 * Western or Arabic-Indic digits). A refusal's message is the key of its words in the catalogue.
 */
export const dataSubjectSchema = z
  .string({ error: SUBJECT_MESSAGE })
  .trim()
  .min(1, SUBJECT_MESSAGE)
  .max(200, SUBJECT_MESSAGE)
  .transform((typed, context): DataSubject => {
    if (typed.includes('@')) {
      const email = z.email().safeParse(typed.toLowerCase());
      if (email.success) return { channel: 'email', value: email.data };
    } else {
      const national = normalizeUaeMobile(typed);
      if (national) return { channel: 'phone', value: national };
    }
    context.addIssue({ code: 'custom', message: SUBJECT_MESSAGE });
    return z.NEVER;
  });

/**
 * A stable name for a person that is not their address or number: what the audit log and a done
 * request keep, so their trace can be followed without holding what was erased.
 */
export const pseudonymOf = (subject: DataSubject, secret: string): string =>
  `p-${createHmac('sha256', `privacy-pseudonym:${secret}`).update(`${subject.channel}:${subject.value}`).digest('hex').slice(0, 16)}`;

/** The address or number as shown to staff and on the requester's page: enough to recognise, not to read. */
export function maskedSubject(subject: DataSubject): string {
  if (subject.channel === 'phone') return `+971 ${subject.value.slice(0, 2)}• ••• ••${subject.value.slice(-2)}`;
  const [name = '', domain = ''] = subject.value.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}
