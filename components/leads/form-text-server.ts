import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getCompanyFacts } from '@/lib/company';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { getLocale } from '@/lib/i18n/server';
import type { FormText } from './form-text';

type Forms = Messages['forms'];
type Hours = Awaited<ReturnType<typeof getCompanyFacts>>['hours'];

/**
 * The office hours in the page's language: as owners keep them in English, and in Arabic the same
 * days and times ("من الاثنين إلى الجمعة، من 9:00 إلى 18:00").
 */
function officeHours(hours: Hours, locale: Locale, t: Awaited<ReturnType<typeof getTranslations<'forms'>>>): string {
  if (locale === 'en' || hours.days.length === 0) return hours.display;
  const weekday = (day: string) => {
    // 4 January 2026 was a Sunday.
    const index = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(day);
    return new Intl.DateTimeFormat('ar-AE', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + Math.max(0, index), 12)));
  };
  return t('thankYou.hours', { first: weekday(hours.days[0]!), last: weekday(hours.days.at(-1)!), opens: hours.opens, closes: hours.closes });
}

/** The visitor forms' words for the page being rendered (./form-text.tsx), read from its catalogue. */
export async function getFormText(): Promise<FormText> {
  const [t, locale, facts] = await Promise.all([getTranslations('forms'), getLocale(), getCompanyFacts()]);
  const part = <Key extends keyof Forms>(key: Key) => t.raw(key) as Forms[Key];
  return {
    locale,
    fields: part('fields'),
    buttons: part('buttons'),
    career: part('career'),
    dialogs: part('dialogs'),
    validation: part('validation'),
    success: part('success'),
    failure: part('failure'),
    countries: part('countries'),
    thankYou: part('thankYou'),
    tooSoon: t('server.tooSoon'),
    officeHours: officeHours(facts.hours, locale, t),
  };
}
