import { banners as bannersAr } from '@/content/ar/banners';
import { banners } from '@/content/banners';
import { inLocale, type Locale } from '@/lib/i18n/locales';

/** The banner illustrations as a page in `locale` describes them (their alt text). */
export function pageBanners(locale: Locale): { readonly [Name in keyof typeof banners]: { readonly src: string; readonly alt: string } } {
  return inLocale(locale, { en: banners, ar: bannersAr });
}
