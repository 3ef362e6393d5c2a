import type { LeadSource } from './lead-source-shape';

/**
 * One short label for lists, filters and counts: the campaign's source when there is one
 * ("google / cpc"), else the referring site ("instagram.com"), else "direct".
 */
export function sourceChannel(source: LeadSource | null | undefined): string {
  if (!source) return 'unknown';
  const { utm, referrer } = source;
  if (utm?.utm_source) return [utm.utm_source, utm.utm_medium].filter(Boolean).join(' / ').toLowerCase();
  if (referrer) {
    try {
      return new URL(referrer).hostname.replace(/^www\./, '').toLowerCase();
    } catch {
      return 'referral';
    }
  }
  return 'direct';
}
