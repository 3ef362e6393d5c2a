import { escapeHtml } from '@/lib/leads/email-template';
import { REQUEST_KIND_LABELS, type RequestKind, CONFIRM_WITHIN_DAYS } from './constants';

const WHAT: Record<RequestKind, string> = {
  copy: 'a copy of the data we hold about this e-mail address',
  correction: 'a correction of the data we hold about this e-mail address',
  erasure: 'the erasure of the data we hold about this e-mail address',
};

/** The e-mail that confirms a request made for this address: whoever holds the mailbox decides. */
export function confirmEmail(kind: RequestKind, link: string, siteName: string): { subject: string; text: string; html: string } {
  const intro = `Someone asked the ${siteName} website for ${WHAT[kind]}.`;
  const after = `The link works for ${CONFIRM_WITHIN_DAYS} days. If you did not ask, ignore this e-mail: nothing happens without the link.`;
  return {
    subject: `Confirm your request: ${REQUEST_KIND_LABELS[kind].toLowerCase()}`,
    text: [intro, '', 'If it was you, open this link to confirm it:', '', link, '', after].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Confirm my request</a></p><p>${escapeHtml(after)}</p>`,
  };
}
