import type { Locale } from '@/lib/i18n/locales';
import { localize } from '@/lib/i18n/translatable';
import type { FaqItem } from './faq-list';

/**
 * Stored questions in the page's language, for FaqList and the FAQPage structured data: each
 * side in Arabic where it has Arabic, else in English and marked as such (`questionLang`,
 * `answerLang`). `question` and `answer` name the item's fields (the company FAQs keep the old
 * names, title and desc).
 */
export function localizedFaqs<Item extends object>(
  items: readonly Item[],
  locale: Locale,
  fields: { question: keyof Item & string; answer: keyof Item & string },
): FaqItem[] {
  return items.map((item) => {
    const { value, langOf } = localize(item, locale);
    const question = String(value[fields.question]);
    const answer = String(value[fields.answer]);
    if (locale === 'en') return { question, answer };
    return { question, answer, questionLang: langOf(fields.question), answerLang: langOf(fields.answer) };
  });
}
