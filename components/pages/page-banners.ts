import { banners } from '@/content/banners';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The banner illustrations as a page in `locale` describes them. Their Arabic descriptions are
 * content/ar/banners.ts, written with the site's frame; until that file is on this branch the
 * Arabic pages describe their banners in English. Once it is:
 * `inLocale(locale, { en: banners, ar: bannersAr })`.
 */
export function pageBanners(locale: Locale): { readonly [Name in keyof typeof banners]: { readonly src: string; readonly alt: string } } {
  void locale;
  return banners;
}
