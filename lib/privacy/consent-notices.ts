import type { SubmissionKind } from '@/lib/leads/submission-repository';

/**
 * What a visitor is told next to a form's button, and under which version it is recorded with
 * the submission: the proof of what they agreed to. A changed text gets a new version, and the
 * old one stays listed here, since submissions stored under it still name it (and a page cached
 * before the change may still show it for a while).
 */
export interface ConsentNotice {
  version: string;
  /** The sentence before the privacy policy's link. */
  text: string;
}

/** Forms that leave a number for a consultant to call back. */
export const CONTACT_NOTICE: ConsentNotice = {
  version: 'contact-2026-11-27',
  text: 'We use your details only to call or message you about this request, between 9:00 and 18:00 (UAE time).',
};

export const CAREER_NOTICE: ConsentNotice = {
  version: 'career-2026-11-27',
  text: 'We use your details only to consider your application and to reply to you.',
};

/** The separate, unticked choice: offers and news. Recorded apart, and only when ticked. */
export const MARKETING_CHOICE: ConsentNotice = {
  version: 'marketing-2026-11-27',
  text: 'Also send me visa offers and news by e-mail, SMS or WhatsApp. I can say stop at any time.',
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

export const noticeText = (version: string): string | null => CONSENT_NOTICES.find((notice) => notice.version === version)?.text ?? null;
