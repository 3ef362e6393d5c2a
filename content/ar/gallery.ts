import { gallery as english } from '../gallery';
import type { GalleryItem } from '../types';

/** What each picture shows, in Arabic, by the picture's id. */
const ALT: Readonly<Record<number, string>> = {
  1: 'رسم توضيحي لمستشار تأشيرات يراجع مستندات الطلب مع عميل على مكتب',
  2: 'رسم توضيحي لجواز سفر عليه أختام تأشيرات بجانب بطاقة صعود إلى الطائرة',
  3: 'رسم توضيحي لأفق دبي وبرج خليفة عند الغسق',
  4: 'رسم توضيحي لمندوب توصيل يسلّم مظروف مستندات عند باب أحد المنازل',
  5: 'رسم توضيحي لعائلة مع حقائب السفر أمام لوحة المغادرة في المطار',
  6: 'رسم توضيحي لخريطة العالم تنطلق منها مسارات الرحلات الجوية من دبي',
};

/** The /about gallery in Arabic: the same pictures (content/gallery.ts), described in Arabic. */
export const gallery: GalleryItem[] = english.map((item) => ({ ...item, alt: ALT[item.id] ?? item.alt }));

/** The pictures with no Arabic description yet (content/ar/content.test.ts requires none). */
export const galleryWithoutArabic = english.filter((item) => !ALT[item.id]).map((item) => item.id);
