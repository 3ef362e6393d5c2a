import { LOCALE_LIST } from './locale-list.mjs';

/**
 * The site's languages. English keeps the addresses it always had; Arabic lives under `/ar`
 * (DESIGN.md, "Languages"). Shared by the proxy, server code and client components.
 */
export const LOCALES = LOCALE_LIST;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = LOCALES[0];

/** The languages other than English, each under its own path prefix. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Open Graph's language tags: the business is in the UAE. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_AE', ar: 'ar_AE' };

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ar: 'العربية' };

/** The version of something written in code for each language (content/ and content/ar/): the page's. */
export const inLocale = <Version>(locale: Locale, versions: Readonly<Record<Locale, Version>>): Version => versions[locale];
