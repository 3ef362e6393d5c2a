import type { Locale } from '@/lib/i18n/locales';
import { catalogue } from '@/lib/leads/catalogue';
import { REQUEST_KEPT_DAYS } from './constants';

/**
 * What an erasure leaves, and why: told to the person with the outcome, as the law asks, in the
 * language of their page. Each line names what is kept, for how long, and the reason; none of it
 * holds their number or address except the do-not-contact mark, which exists to keep it.
 */
export function keptAfterErasure({ auditDays, markedAt, locale = 'en' }: { auditDays: number; markedAt: string | null; locale?: Locale }): string[] {
  const t = catalogue(locale, 'privacy');
  return [
    ...(markedAt ? [t('kept.mark', { date: markedAt.slice(0, 10) })] : []),
    t('kept.audit', { days: auditDays }),
    t('kept.request', { years: Math.round(REQUEST_KEPT_DAYS / 365) }),
    t('kept.crm'),
  ];
}
