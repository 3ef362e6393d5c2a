import type { Locale } from './locales';
import type { Messages } from './messages';

// Keys and languages are checked by the compiler: t('home.hero.title') must exist in messages/en.json.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
