import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { Locale } from './locales';

/**
 * The interface strings of the public site, one catalogue per language (`messages/`), read by
 * next-intl on the server (lib/i18n/request.ts) and by the e-mails the worker sends. English is
 * the reference: the Arabic catalogue has the same keys (a test holds them equal).
 */
export type Messages = typeof en;

export const MESSAGES: Readonly<Record<Locale, Messages>> = { en, ar };
