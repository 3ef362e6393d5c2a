import 'server-only';
import type { CountryDirectory } from './country-directory';
import type { Deliverer } from './deliverer';
import { renderSubmissionEmail } from './email-template';
import type { Mailer } from './mailer';
import { outboxFileName } from './outbox';

export interface EmailDelivererOptions {
  siteName: string;
  inboxUrl: string;
  /** The domain of the Message-ID (the sender's domain). */
  messageIdDomain: string;
  /** Turns a lead's CRM country id back into a name for the message. */
  countries?: CountryDirectory;
}

/** The Message-ID of a submission's e-mail: every retry carries the same one. */
export const messageIdOf = (submissionId: string, domain: string) => `<submission.${submissionId}@${domain}>`;

export function createEmailDeliverer(mailer: Mailer, options: EmailDelivererOptions): Deliverer {
  return async (submission) => {
    const countryName =
      submission.kind === 'lead' && options.countries ? await options.countries.nameForId(submission.fields.countryId ?? '') : null;
    const email = renderSubmissionEmail(submission, { siteName: options.siteName, inboxUrl: options.inboxUrl, countryName });
    return mailer.send({
      ...email,
      messageId: messageIdOf(submission._id, options.messageIdDomain),
      // The submission's time, so a retried message is identical to the first.
      date: new Date(submission.createdAt),
      // Staff can answer an applicant directly; the address passed the e-mail schema (no line breaks).
      replyTo: submission.kind === 'career' ? submission.fields.usr_email : undefined,
      fileName: outboxFileName(submission.createdAt, submission.kind, submission._id),
    });
  };
}
