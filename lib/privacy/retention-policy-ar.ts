import { type PolicyRetentionSentences, type RetentionPlace, daysOf } from './retention-map';

/**
 * The privacy policy's retention sentences in Arabic (content/ar/privacy-policy.ts places them),
 * written from the same retention map as the English ones (policyRetentionSentences), so both
 * policies state the periods the worker enforces.
 */

/**
 * The noun after a count, by Arabic's plural categories (Intl.PluralRules('ar')): 1 and 2 are
 * said with the noun alone, 3 to 10 take the plural, 11 to 99 the singular in the accusative, and
 * 100, 1000 and the like the singular. Every sentence here puts the count after a preposition or
 * an adverb (خلال، بعد، لمدة), so the dual is in the genitive (يومين).
 */
interface ArabicNoun {
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

const DAY: ArabicNoun = { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' };
const YEAR: ArabicNoun = { one: 'سنة واحدة', two: 'سنتين', few: 'سنوات', many: 'سنة', other: 'سنة' };

const pluralRules = new Intl.PluralRules('ar');

/** "30 يومًا", "3 أيام", "يومين", "سنتين": a count with its noun. Digits stay Western, as the UAE writes them. */
export function countedAr(count: number, noun: ArabicNoun): string {
  const category = pluralRules.select(count);
  if (category === 'one') return noun.one;
  if (category === 'two') return noun.two;
  if (category === 'few') return `${count} ${noun.few}`;
  if (category === 'many') return `${count} ${noun.many}`;
  return `${count} ${noun.other}`;
}

export const daysAr = (count: number) => countedAr(count, DAY);

/** "30 يومًا", "730 يومًا (سنتين)": as daysText writes it in English. */
export function daysTextAr(count: number): string {
  return count >= 365 && count % 365 === 0 ? `${daysAr(count)} (${countedAr(count / 365, YEAR)})` : daysAr(count);
}

export function policyRetentionSentencesAr(map: readonly RetentionPlace[]): PolicyRetentionSentences {
  const documents = daysOf(map, 'documents');
  const enquiries = daysOf(map, 'submissions');
  const careers = daysOf(map, 'career-applications');
  return {
    documents: `تُحذف نسخ مستنداتك وصورها الممسوحة ضوئيًا خلال ${daysAr(documents)} من تقديم طلب تأشيرتك.`,
    cases: `ويُحذف سجل طلبك في أنظمتنا، بما فيه مراحل سيره ورسائلنا الإلكترونية إليك ورابطك الخاص، بعد ${daysTextAr(daysOf(map, 'cases'))} من إعادة جواز سفرك إليك أو إغلاق الطلب.`,
    enquiries: `وتُحذف الاستفسارات المرسلة عبر موقعنا منه بعد ${daysAr(enquiries)} من إرسالها، متى وصلت إلى فريقنا، وطلبات التوظيف بعد ${daysAr(careers)} من إرسالها؛ أما نسختها في خدمة إدارة العملاء المحتملين لدينا فتُحفظ وفق قواعد تلك الخدمة.`,
    audit: `ونحتفظ لمدة ${daysTextAr(daysOf(map, 'audit'))} بسجل يبيّن أيّ موظف اطّلع على معلوماتك أو غيّرها.`,
    childrenDocuments: `بما في ذلك حذفها خلال ${daysAr(documents)} من تقديم الطلب`,
  };
}
