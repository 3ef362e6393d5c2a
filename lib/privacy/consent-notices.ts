import type { Locale } from '@/lib/i18n/locales';
import type { SubmissionKind } from '@/lib/leads/submission-repository';

/**
 * What a visitor is told next to a form's button, and under which version it is recorded with
 * the submission: the proof of what they agreed to. A changed text gets a new version, and the
 * old one stays listed here, since submissions stored under it still name it (and a page cached
 * before the change may still show it for a while). Each version says the same in English and in
 * Arabic; the submission records the version and the language it was shown in.
 */
export interface ConsentNotice {
  version: string;
  /** The sentence before the privacy policy's link. */
  text: string;
  /** The same sentence as Arabic pages show it. */
  textAr: string;
}

/** Forms that leave a number for a consultant to call back. */
export const CONTACT_NOTICE: ConsentNotice = {
  version: 'contact-2026-11-27',
  text: 'We use your details only to call or message you about this request, between 9:00 and 18:00 (UAE time).',
  textAr: 'نستخدم بياناتك فقط للاتصال بك أو مراسلتك بخصوص هذا الطلب، بين الساعة 9:00 والساعة 18:00 (بتوقيت الإمارات).',
};

export const CAREER_NOTICE: ConsentNotice = {
  version: 'career-2026-11-27',
  text: 'We use your details only to consider your application and to reply to you.',
  textAr: 'نستخدم بياناتك فقط لدراسة طلبك والرد عليك.',
};

/** The separate, unticked choice: offers and news. Recorded apart, and only when ticked. */
export const MARKETING_CHOICE: ConsentNotice = {
  version: 'marketing-2026-11-27',
  text: 'Also send me visa offers and news by e-mail, SMS or WhatsApp. I can say stop at any time.',
  textAr: 'أرسلوا إليّ أيضًا عروض التأشيرات وأخبارها عبر البريد الإلكتروني أو الرسائل النصية أو واتساب، ويمكنني طلب إيقافها في أي وقت.',
};

/** Every notice ever shown, current ones first. */
export const CONSENT_NOTICES: readonly ConsentNotice[] = [CONTACT_NOTICE, CAREER_NOTICE, MARKETING_CHOICE];

/** The notice a form of this kind shows next to its button. */
export const noticeFor = (kind: SubmissionKind): ConsentNotice => (kind === 'career' ? CAREER_NOTICE : CONTACT_NOTICE);

/** Only forms that take a phone number offer the marketing choice; a job application does not. */
export const offersMarketing = (kind: SubmissionKind): boolean => kind !== 'career';

/** The versions a submission of this kind may name: its notice's, today's or an earlier text. */
export function acceptedNoticeVersions(kind: SubmissionKind): string[] {
  const prefix = noticeFor(kind).version.split('-')[0]!;
  return CONSENT_NOTICES.filter((notice) => notice.version.startsWith(`${prefix}-`)).map((notice) => notice.version);
}

/** A notice's words in a language. */
export const noticeWords = (notice: ConsentNotice, locale: Locale): string => (locale === 'ar' ? notice.textAr : notice.text);

/** The words a stored version stood for, in the language it was shown in (English by default), or null for a version no longer listed. */
export function noticeText(version: string, locale: Locale = 'en'): string | null {
  const notice = CONSENT_NOTICES.find((each) => each.version === version);
  return notice ? noticeWords(notice, locale) : null;
}
