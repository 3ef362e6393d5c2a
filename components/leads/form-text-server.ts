import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/messages';
import { getLocale } from '@/lib/i18n/server';
import type { FormText } from './form-text';

type Forms = Messages['forms'];

/** The visitor forms' words for the page being rendered (./form-text.tsx), read from its catalogue. */
export async function getFormText(): Promise<FormText> {
  const [t, locale] = await Promise.all([getTranslations('forms'), getLocale()]);
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
  };
}
