import { banners as english } from '../banners';

type BannerName = keyof typeof english;

/** The banners of either language: `inLocale<Banners>(locale, { en, ar })`. */
export type Banners = { readonly [Name in BannerName]: { readonly src: string; readonly alt: string } };

/** What each banner shows, in Arabic. */
const ALT: Readonly<Record<BannerName, string>> = {
  faq: 'رسم توضيحي لفقاعات حوار فيها علامات استفهام وعلامة صح فوق أفق دبي',
  contact: 'رسم توضيحي لهاتف يرن وظرف مفتوح وخريطة عليها دبوس يحدد الموقع',
  journey: 'رسم توضيحي لطريق متعرّج يمتد من أفق دبي إلى كرة أرضية، تتناثر على جانبيه أختام السفر',
  getInTouch: 'رسم توضيحي لمستشارة تتحدث على الهاتف في مكتبها، وحولها فقاعات رسائل ومكالمات',
  landingHero: 'رسم توضيحي لطائرة تقلع فوق أفق دبي عند الغسق',
  community: 'رسم توضيحي لمسافرين مبتهجين من جنسيات عديدة يحملون الحقائب وجوازات السفر',
  analysisCamp: 'رسم توضيحي لمستشار يعرض رسومًا بيانية على عملاء يراجعون مستندات تأشيراتهم حول طاولة',
  about: 'رسم توضيحي لفريق Ztart Visa أمام خريطة للعالم تظهر عليها مسارات الرحلات الجوية',
  career: 'رسم توضيحي لمكتب مشرق فيه طاولة عمل وشاشة وجهازا حاسوب محمول',
};

/** The banner illustrations (content/banners.ts), described in Arabic. */
export const banners = Object.fromEntries((Object.keys(english) as BannerName[]).map((name) => [name, { src: english[name].src, alt: ALT[name] }])) as Banners;
