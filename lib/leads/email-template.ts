import 'server-only';
import { describeLeadSource } from '@/lib/leads/lead-source';
import type { Submission } from '@/lib/leads/submission-repository';
import { FORM_TITLES, labelledFields, submitterOf } from './form-fields';

export interface SubmissionEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmailTemplateOptions {
  siteName: string;
  /** Where staff open the inbox, linked from the message. */
  inboxUrl: string;
  /** The country's name when the form sent a CRM id. */
  countryName?: string | null;
  timeZone?: string;
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A header-safe single line: the forms already refuse control characters, but the subject is the
 * one header that carries a visitor's value, so line breaks and other controls are removed here too.
 */
export function headerSafe(value: string, max = 120): string {
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

const subjects: Record<Submission['kind'], (who: string) => string> = {
  callback: (who) => `New callback request: ${who}`,
  consultation: (who) => `New consultation request: ${who}`,
  lead: (who) => `New visa consultation lead: ${who}`,
  contact: (who) => `New contact message: ${who}`,
  career: (who) => `New job application: ${who}`,
};

/** One readable message per submission: plain text and a simple HTML version with every value escaped. */
export function renderSubmissionEmail(submission: Submission, options: EmailTemplateOptions): SubmissionEmail {
  // The consultant calling back sees what the visitor was reading and how they found the site.
  // A lead sent from an Arabic page says so: the visitor may rather be called back in Arabic.
  const language = submission.language === 'ar' ? [{ label: 'Language', value: 'Arabic (sent from an Arabic page)' }] : [];
  const fields = [...labelledFields(submission, { countryName: options.countryName }), ...language, ...describeLeadSource(submission.source)];
  const title = FORM_TITLES[submission.kind];
  const received = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: options.timeZone ?? 'Asia/Dubai',
  }).format(new Date(submission.createdAt));
  const footer = `Reference ${submission._id}, received ${received} (Dubai time) on the ${options.siteName} website.`;

  const text = [
    `${title} from the website`,
    '',
    ...fields.map(({ label, value }) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value || '-'}`)),
    '',
    footer,
    `All submissions: ${options.inboxUrl}`,
    '',
  ].join('\n');

  const rows = fields
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#51607a;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value || '-')}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#14213d;font-size:15px">` +
    `<h2 style="color:#0b2545;margin:0 0 12px">${escapeHtml(title)}</h2>` +
    `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows}</table>` +
    `<p style="color:#51607a;font-size:13px;margin-top:20px">${escapeHtml(footer)}<br>` +
    `<a href="${escapeHtml(options.inboxUrl)}">Open the leads inbox</a></p>` +
    `</body></html>`;

  return { subject: headerSafe(subjects[submission.kind](submitterOf(submission))), text, html };
}
