import { type Banner, type BannerName, banners as english } from '../banners';

export { BANNER_ASPECT } from '../banners';

const described = (name: BannerName, alt: string): Banner => ({ src: english[name].src, alt });

/** The banner illustrations described in Arabic: the same exports as ../banners.ts. */
export const banners: Readonly<Record<BannerName, Banner>> = {
  faq: described('faq', 'رسم توضيحي لفقاعات حوار فيها علامات استفهام وعلامة صح فوق أفق دبي'),
  contact: described('contact', 'رسم توضيحي لهاتف يرن وظرف مفتوح وخريطة عليها دبوس يحدد موقعاً'),
  journey: described('journey', 'رسم توضيحي لطريق متعرج يمتد من أفق دبي إلى كرة أرضية، تتناثر حوله أختام السفر'),
  getInTouch: described('getInTouch', 'رسم توضيحي لمستشارة تتحدث على الهاتف من مكتبها، وحولها فقاعات رسائل ومكالمات'),
  landingHero: described('landingHero', 'رسم توضيحي لطائرة تقلع فوق أفق دبي عند الغروب'),
  community: described('community', 'رسم توضيحي لمسافرين مبتهجين من جنسيات مختلفة يحملون حقائبهم وجوازات سفرهم'),
  analysisCamp: described('analysisCamp', 'رسم توضيحي لمستشار يعرض رسوماً بيانية على عملاء يراجعون مستندات تأشيراتهم حول طاولة'),
  about: described('about', 'رسم توضيحي لفريق Ztart Visa أمام خريطة للعالم تظهر عليها مسارات الطيران'),
  career: described('career', 'رسم توضيحي لمكتب مشرق فيه طاولة عمل وشاشة وحاسوبان محمولان'),
};
