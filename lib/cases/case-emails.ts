import { escapeHtml } from '@/lib/leads/email-template';
import type { Case, ChecklistItem } from './case-repository';
import { NEXT_STEP, PORTAL_CODE_TTL_MS, STAGE_LABELS } from './constants';
import { readableDay } from './dates';

/**
 * The words of every e-mail and WhatsApp message about a case, plain English, written once: the
 * e-mails (./case-notices.ts queues them) and the click-to-chat messages staff send carry the
 * same update. A link stands on a line of its own, so no mail client breaks it.
 */
export interface MailText {
  subject: string;
  text: string;
  html: string;
}

const paragraphs = (lines: readonly string[]) => lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n');

function mail(subject: string, lines: readonly string[], link?: { url: string; label: string }): MailText {
  const text = [...lines, ...(link ? ['', `${link.label}:`, '', link.url] : [])].join('\n');
  const html = `${paragraphs(lines)}${link ? `\n<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : ''}`;
  return { subject, text, html };
}

const who = (record: Pick<Case, 'applicant'>) => `Dear ${record.applicant.name},`;

/** What changed at a new stage, in one or two sentences. */
export function stageUpdate(record: Pick<Case, 'stage' | 'visa' | 'appointment' | 'decision'>): string {
  const visa = record.visa.title;
  switch (record.stage) {
    case 'appointment_booked':
      return record.appointment
        ? `Your appointment for the ${visa} is booked: ${record.appointment.centre}, ${readableDay(record.appointment.date)} at ${record.appointment.time}.`
        : `Your appointment for the ${visa} is booked.`;
    case 'decision':
      return record.decision?.outcome === 'approved'
        ? `Good news: your ${visa} was approved on ${readableDay(record.decision.date)}.`
        : `The embassy has decided on your ${visa} application${record.decision ? ` (${readableDay(record.decision.date)})` : ''}. Your consultant will call you about it.`;
    default:
      return `Your ${visa} application is now at the stage: ${STAGE_LABELS[record.stage]}.`;
  }
}

export function stageEmail(record: Case, siteName: string, portalUrl: string | null): MailText {
  return mail(
    `${STAGE_LABELS[record.stage]}: your ${record.visa.title} application`,
    [who(record), '', stageUpdate(record), NEXT_STEP[record.stage], '', `${siteName}`],
    portalUrl ? { url: portalUrl, label: 'Open your application page' } : undefined,
  );
}

export function resendEmail(record: Case, traveller: string, item: Pick<ChecklistItem, 'label' | 'reason'>, siteName: string, portalUrl: string | null): MailText {
  return mail(
    `Please send again: ${item.label}`,
    [who(record), '', `We need "${item.label}" for ${traveller} again.`, `Why: ${item.reason ?? ''}`, 'Please upload a new one on your application page.', '', siteName],
    portalUrl ? { url: portalUrl, label: 'Upload it on your application page' } : undefined,
  );
}

export function portalLinkEmail(record: Case, siteName: string, portalUrl: string): MailText {
  return mail(
    `Your ${record.visa.title} application page`,
    [
      who(record),
      '',
      `This is your private page for your ${record.visa.title} application with ${siteName}: the stage it is at, the next thing to do, your document checklist, and a secure place to upload your documents.`,
      'When you open it on a new phone or computer, we e-mail you a 6-digit code to type in. Keep this link to yourself.',
    ],
    { url: portalUrl, label: 'Open your application page' },
  );
}

export function codeEmail(record: Pick<Case, 'applicant' | 'visa'>, code: string, siteName: string): MailText {
  const minutes = Math.round(PORTAL_CODE_TTL_MS / 60_000);
  return mail(`${code} is your code for your ${siteName} application page`, [
    who(record),
    '',
    `Your code is ${code}`,
    `Type it on your ${record.visa.title} application page within ${minutes} minutes. If you did not ask for it, ignore this e-mail: nobody can open the page without it.`,
  ]);
}

export function uploadEmail(record: Case, traveller: string, item: Pick<ChecklistItem, 'label'>, caseUrl: string): MailText {
  return mail(
    `New document: ${item.label} (${record.applicant.name})`,
    [`${record.applicant.name} uploaded "${item.label}" for ${traveller} on the ${record.visa.title} case.`, 'Check it and accept it, or ask for it again.'],
    { url: caseUrl, label: 'Open the case' },
  );
}

/** The WhatsApp message staff send with an update: the same words as the e-mail, shorter. */
export function updateChatText(siteName: string, record: Case, update: string, portalUrl: string | null): string {
  return [`Hello ${record.applicant.name}, this is ${siteName}.`, update, portalUrl ? `Your application page: ${portalUrl}` : ''].filter(Boolean).join(' ');
}
