import type { ArabicOf } from '@/lib/i18n/translatable';
import type { FeeLine, VisaFactsFields } from '@/lib/visa-facts/visa-facts-definition';
import type { SeedFactsSlug } from '../visa-facts';

/** The words of a page's facts in Arabic; numbers, days and kinds are written from the facts themselves. */
export type SeedVisaFactsArabic = ArabicOf<VisaFactsFields>;

/**
 * Each fee name the seed uses, in Arabic, under its English: the seed's fee lines can only name
 * one of these (content/seed/visa-facts.ts), so a new fee needs its Arabic first. Amounts in
 * another currency keep their figure, then the currency in words.
 */
export const arabicSeedFeeLabels = {
  'Schengen visa fee (EUR 90)': 'رسوم تأشيرة شنغن (90 يورو)',
  'TLScontact service charge': 'رسوم خدمة TLScontact',
  'VFS Global service charge': 'رسوم خدمة VFS Global',
  'BLS International service charge': 'رسوم خدمة BLS International',
  'Global Visa Center service charge': 'رسوم خدمة Global Visa Center',
  'Premium lounge at the centre': 'صالة كبار العملاء في المركز',
  'Courier of the passport to your door': 'توصيل جواز السفر إلى باب منزلك',
  'Ztart Visa file preparation and booking': 'إعداد الملف وحجز الموعد من Ztart Visa',
  'Standard Visitor visa, 6 months (GBP 127)': 'تأشيرة الزائر القياسية لمدة 6 أشهر (127 جنيهاً إسترلينياً)',
  'Priority decision (GBP 500)': 'قرار بالأولوية (500 جنيه إسترليني)',
  'Keep your passport while you wait': 'الاحتفاظ بجواز سفرك أثناء الانتظار',
  'B1/B2 application fee (USD 185)': 'رسوم طلب تأشيرة B1/B2 (185 دولاراً أمريكياً)',
  'Visitor visa fee (CAD 100)': 'رسوم تأشيرة الزيارة (100 دولار كندي)',
  'Biometrics (CAD 85)': 'البصمات (85 دولاراً كندياً)',
  'Visitor visa, subclass 600 (AUD 200)': 'تأشيرة الزيارة من الفئة الفرعية 600 (200 دولار أسترالي)',
  'Single-entry visa fee': 'رسوم تأشيرة الدخول الواحد',
  'e-Visa fee (USD 60)': 'رسوم التأشيرة الإلكترونية (60 دولاراً أمريكياً)',
  'Short-stay visa fee (EUR 60)': 'رسوم تأشيرة الإقامة القصيرة (60 يورو)',
  'Visitor visa fee (NZD 341)': 'رسوم تأشيرة الزيارة (341 دولاراً نيوزيلندياً)',
  'Visitor levy (NZD 100)': 'ضريبة الزوار الدوليين (100 دولار نيوزيلندي)',
  'Visa fee (SGD 30)': 'رسوم التأشيرة (30 دولاراً سنغافورياً)',
  'Single-entry visa fee (USD 40)': 'رسوم تأشيرة الدخول الواحد (40 دولاراً أمريكياً)',
} as const satisfies Record<string, ArabicOf<FeeLine>['label']>;

export type SeedFeeLabel = keyof typeof arabicSeedFeeLabels;

const FEE_NOTE =
  'تُدفع الرسوم الحكومية ورسوم مركز التأشيرات بالدرهم بسعر صرف يوم الدفع، ولا تُسترد إذا رُفضت التأشيرة. أما رسوم خدمتنا فتُسترد كاملة إذا تعذّر علينا تقديم ملفك.';

/** The Schengen short-stay visa allows the same at every member's centre. */
const SCHENGEN: SeedVisaFactsArabic = { validity: 'حتى 5 سنوات', maxStay: '90 يوماً خلال أي 180 يوماً', feeNote: FEE_NOTE };

/** The Arabic of each page's starting facts, by slug: every page the seed gives facts has its own. */
export const arabicSeedVisaFacts: { readonly [Slug in SeedFactsSlug]: SeedVisaFactsArabic } = {
  'france-visa-dubai': SCHENGEN,
  'italy-visit-visa-from-dubai': SCHENGEN,
  'spain-visa-dubai': SCHENGEN,
  'switzerland-visa-from-dubai': SCHENGEN,
  'germany-visa-from-dubai': SCHENGEN,
  'netherlands-visa-from-dubai': SCHENGEN,
  'greece-visa-from-dubai': SCHENGEN,
  'portugal-visa-from-dubai': SCHENGEN,
  'uk-visit-visa-from-dubai': { validity: '6 أشهر، أو سنتان أو 5 أو 10 سنوات', maxStay: 'حتى 6 أشهر في كل زيارة', feeNote: FEE_NOTE },
  'usa-visit-visa-from-dubai': { validity: 'حتى 10 سنوات', maxStay: 'تُحدَّد عند الدخول، وعادةً حتى 6 أشهر', feeNote: FEE_NOTE },
  'canada-tourist-visa-from-dubai': { validity: 'حتى 10 سنوات', maxStay: 'حتى 6 أشهر في كل زيارة', feeNote: FEE_NOTE },
  'australia-visa-dubai': { validity: 'حتى 5 سنوات', maxStay: 'حتى 3 أشهر في كل زيارة', feeNote: FEE_NOTE },
  'japan-visit-visa-from-dubai': { validity: '90 يوماً من تاريخ الإصدار', maxStay: 'حتى 90 يوماً', feeNote: FEE_NOTE },
  'turkey-visa-from-dubai': { validity: '180 يوماً', maxStay: 'حتى 90 يوماً خلال 180 يوماً', feeNote: FEE_NOTE },
  'ireland-visa-from-dubai': { validity: 'تواريخ رحلتك', maxStay: 'حتى 90 يوماً', feeNote: FEE_NOTE },
  'new-zealand-visa-from-dubai': { validity: 'حتى 18 شهراً', maxStay: 'حتى 9 أشهر خلال 18 شهراً', feeNote: FEE_NOTE },
  'singapore-visa-from-dubai': { validity: 'حتى سنتين', maxStay: 'حتى 30 يوماً في كل زيارة', feeNote: FEE_NOTE },
  'south-korea-visa-from-dubai': { validity: '3 أشهر', maxStay: 'حتى 90 يوماً', feeNote: FEE_NOTE },
};
