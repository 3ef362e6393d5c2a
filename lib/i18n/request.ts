import { getRequestConfig } from 'next-intl/server';
import { isLocale } from './locales';
import { MESSAGES } from './messages';
import { getLocale } from './server';

/**
 * next-intl's configuration of a render (wired by its plugin in next.config.mjs). The language
 * is the page's `[locale]` root param, never a header or a cookie, so pages stay prerendered and
 * cacheable; server actions and route handlers, which have no root params, name it themselves
 * (`getTranslations({ locale, namespace })`).
 */
export default getRequestConfig(async ({ locale }) => {
  const resolved = isLocale(locale) ? locale : await getLocale();
  return { locale: resolved, messages: MESSAGES[resolved], timeZone: 'Asia/Dubai' };
});
