import { dubaiTime } from '@/lib/dubai-time';
import type { Locale } from '@/lib/i18n/locales';

const arabic = new Intl.DateTimeFormat('ar-AE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/**
 * A stored time in Dubai as a person reads it in the page's language: "26 Nov 2026, 14:30", or in
 * Arabic "26 نوفمبر 2026 في 2:30 م" (ar-AE keeps the Western digits the UAE uses).
 */
export const localTime = (iso: string | null, locale: Locale): string => (locale === 'ar' && iso ? arabic.format(new Date(iso)) : dubaiTime(iso));
