import type { Locale } from '@/lib/i18n/locales';
import { catalogue } from '@/lib/leads/catalogue';
import { escapeHtml } from '@/lib/leads/email-template';
import { type RequestKind, CONFIRM_WITHIN_DAYS } from './constants';

/**
 * The e-mail that confirms a request made for this address: whoever holds the mailbox decides. In
 * the language of the page the request was made on (messages/{en,ar}/email.json), an Arabic one
 * right to left.
 */
export function confirmEmail(kind: RequestKind, link: string, siteName: string, locale: Locale = 'en'): { subject: string; text: string; html: string } {
  const t = catalogue(locale, 'email');
  const intro = t('privacy.intro', { site: siteName, what: t(`privacy.what.${kind}`) });
  const after = t('privacy.after', { days: CONFIRM_WITHIN_DAYS });
  const body = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('privacy.button'))}</a></p><p>${escapeHtml(after)}</p>`;
  return {
    subject: t('privacy.subject', { kind: t(`privacy.kinds.${kind}`) }),
    text: [intro, '', t('privacy.ifYou'), '', link, '', after].join('\n'),
    html: locale === 'ar' ? `<div dir="rtl" lang="ar" style="direction:rtl;text-align:right">${body}</div>` : body,
  };
}
