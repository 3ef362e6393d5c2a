import { countryLabel } from '@/content/countries';
import type { Locale } from '@/lib/i18n/locales';
import { catalogue } from '@/lib/leads/catalogue';
import { escapeHtml } from '@/lib/leads/email-template';
import type { Case, ChecklistItem } from './case-repository';
import { PORTAL_CODE_TTL_MS } from './constants';
import { readableDay } from './dates';

/**
 * The words of every e-mail and WhatsApp message about a case, written once: the e-mails
 * (./case-notices.ts queues them) and the click-to-chat messages staff send carry the same update.
 * Those to the applicant are in the case's language (the lead's, when the case was opened from
 * one: messages/{en,ar}/email.json), Arabic ones right to left; the consultant's stays English.
 * A link stands on a line of its own, so no mail client breaks it.
 */
export interface MailText {
  subject: string;
  text: string;
  html: string;
}

type CaseLanguage = Pick<Case, 'language'>;

const paragraphs = (lines: readonly string[]) => lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n');

/** An e-mail's plain text and HTML; an Arabic one's HTML reads right to left. */
export function mail(subject: string, lines: readonly string[], link?: { url: string; label: string }, locale: Locale = 'en'): MailText {
  const text = [...lines, ...(link ? ['', `${link.label}:`, '', link.url] : [])].join('\n');
  const body = `${paragraphs(lines)}${link ? `\n<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : ''}`;
  const html = locale === 'ar' ? `<div dir="rtl" lang="ar" style="direction:rtl;text-align:right">\n${body}\n</div>` : body;
  return { subject, text, html };
}

/** The case's language; a case stored before the site had two languages has none and is English. */
export const caseLanguage = (record: Partial<CaseLanguage>): Locale => (record.language === 'ar' ? 'ar' : 'en');

const wordsOf = (record: Partial<CaseLanguage>) => catalogue(caseLanguage(record), 'email');

/**
 * The visa as the applicant's e-mails name it: the page's title; in Arabic its Arabic title, else
 * the visa of its country ("تأشيرة اليابان").
 */
function visaName(record: Partial<CaseLanguage> & { visa: Pick<Case['visa'], 'title' | 'country'> & { titleAr?: string } }): string {
  if (caseLanguage(record) !== 'ar') return record.visa.title;
  return record.visa.titleAr || wordsOf(record)('cases.visaOf', { country: countryLabel(record.visa.country, 'ar') });
}

/** A calendar day as the applicant reads it: "Mon, 7 Dec 2026", or in Arabic "الاثنين، 7 ديسمبر 2026". */
function dayText(day: string, locale: Locale): string {
  if (locale !== 'ar') return readableDay(day);
  return new Intl.DateTimeFormat('ar-AE', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
}

const greeting = (record: CaseLanguage & Pick<Case, 'applicant'>) => wordsOf(record)('cases.greeting', { name: record.applicant.name });

/** What changed at a new stage, in one or two sentences of the case's language. */
export function stageUpdate(record: Pick<Case, 'stage' | 'visa' | 'appointment' | 'decision' | 'language'>): string {
  const t = wordsOf(record);
  const visa = visaName(record);
  switch (record.stage) {
    case 'appointment_booked':
      return record.appointment
        ? t('cases.appointmentBooked', { visa, centre: record.appointment.centre, day: dayText(record.appointment.date, caseLanguage(record)), time: record.appointment.time })
        : t('cases.appointmentBookedShort', { visa });
    case 'decision':
      if (record.decision?.outcome === 'approved') return t('cases.approved', { visa, day: dayText(record.decision.date, caseLanguage(record)) });
      return record.decision ? t('cases.decidedOn', { visa, day: dayText(record.decision.date, caseLanguage(record)) }) : t('cases.decided', { visa });
    default:
      return t('cases.atStage', { visa, stage: t(`cases.stages.${record.stage}`) });
  }
}

export function stageEmail(record: Case, siteName: string, portalUrl: string | null): MailText {
  const t = wordsOf(record);
  return mail(
    t('cases.stageSubject', { stage: t(`cases.stages.${record.stage}`), visa: visaName(record) }),
    [greeting(record), '', stageUpdate(record), t(`cases.nextSteps.${record.stage}`), '', `${siteName}`],
    portalUrl ? { url: portalUrl, label: t('cases.openPage') } : undefined,
    caseLanguage(record),
  );
}

export function resendEmail(record: Case, traveller: string, item: Pick<ChecklistItem, 'label' | 'reason'>, siteName: string, portalUrl: string | null): MailText {
  const t = wordsOf(record);
  return mail(
    t('cases.resendSubject', { label: item.label }),
    [greeting(record), '', t('cases.resendNeed', { label: item.label, traveller }), t('cases.resendWhy', { reason: item.reason ?? '' }), t('cases.resendUpload'), '', siteName],
    portalUrl ? { url: portalUrl, label: t('cases.resendLink') } : undefined,
    caseLanguage(record),
  );
}

export function portalLinkEmail(record: Case, siteName: string, portalUrl: string): MailText {
  const t = wordsOf(record);
  const visa = visaName(record);
  return mail(
    t('cases.portalSubject', { visa }),
    [greeting(record), '', t('cases.portalIntro', { visa, site: siteName }), t('cases.portalCode')],
    { url: portalUrl, label: t('cases.openPage') },
    caseLanguage(record),
  );
}

export function codeEmail(record: Pick<Case, 'applicant' | 'visa' | 'language'>, code: string, siteName: string): MailText {
  const t = wordsOf(record);
  const minutes = Math.round(PORTAL_CODE_TTL_MS / 60_000);
  return mail(
    t('cases.codeSubject', { code, site: siteName }),
    [greeting(record), '', t('cases.codeIs', { code }), t('cases.codeUse', { visa: visaName(record), minutes })],
    undefined,
    caseLanguage(record),
  );
}

/** To the consultant, who works in English whatever the applicant's language. */
export function uploadEmail(record: Case, traveller: string, item: Pick<ChecklistItem, 'label'>, caseUrl: string): MailText {
  return mail(
    `New document: ${item.label} (${record.applicant.name})`,
    [`${record.applicant.name} uploaded "${item.label}" for ${traveller} on the ${record.visa.title} case.`, 'Check it and accept it, or ask for it again.'],
    { url: caseUrl, label: 'Open the case' },
  );
}

/** The WhatsApp message staff send with an update: the same words as the e-mail, shorter, in the case's language. */
export function updateChatText(siteName: string, record: Case, update: string, portalUrl: string | null): string {
  const t = wordsOf(record);
  return [t('cases.chatHello', { name: record.applicant.name, site: siteName }), update, portalUrl ? t('cases.chatPage', { url: portalUrl }) : ''].filter(Boolean).join(' ');
}
