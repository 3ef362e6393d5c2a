import type { QuestionAnswer } from '@/lib/content/content-definition';

/** A question and its answer, each marked `lang="en" dir="ltr"` where an Arabic page shows it in English (`localize().langOf`). */
export type FaqItem = QuestionAnswer & { questionLang?: { lang?: string; dir?: string }; answerLang?: { lang?: string; dir?: string } };

/**
 * Questions and answers as native disclosure widgets: keyboard-operable and readable by search
 * engines without JavaScript. Answers are plain text unless `html` is set (then trusted HTML).
 * With `name`, the items form an exclusive accordion: opening one closes the others.
 */
export function FaqList({ items, html = false, name }: { items: FaqItem[]; html?: boolean; name?: string }) {
  return (
    <div className="divide-y divide-navy-900/10 rounded-2xl border border-navy-900/10 bg-white">
      {items.map((item, index) => (
        <details key={`${index}-${item.question}`} name={name} className="group px-5 py-4 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
            {item.questionLang?.lang ? <span {...item.questionLang}>{item.question}</span> : item.question}
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-mist-100 text-navy-700 transition-transform group-open:rotate-45"
            >
              <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M8 3v10M3 8h10" />
              </svg>
            </span>
          </summary>
          {html ? (
            <div className="prose-rich mt-3 text-muted" {...item.answerLang} dangerouslySetInnerHTML={{ __html: item.answer }} />
          ) : (
            <p className="mt-3 leading-relaxed text-muted" {...item.answerLang}>
              {item.answer}
            </p>
          )}
        </details>
      ))}
    </div>
  );
}
