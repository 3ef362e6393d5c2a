import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FormAnswer } from '@/components/leads/form-answer';
import { FORM_ANSWER_PARAM } from '@/lib/leads/form-contract';
import { unsealFormAnswer } from '@/lib/leads/form-post-answer';
import { firstParam } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('forms.answer');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The answer to a visitor form sent without JavaScript (POST /api/forms/{kind} answers with a 303
 * here, or to /ar/form-answer for a form on an Arabic page): rendered for each request and never kept. Allowed to block, as a browser without script
 * would never see an answer streamed in behind a fallback.
 */
export const instant = false;

export default async function FormAnswerPage({ searchParams }: PageProps<'/[locale]/form-answer'>) {
  const sealed = firstParam((await searchParams)[FORM_ANSWER_PARAM]);
  const answer = await unsealFormAnswer(sealed);
  return (
    <section className="section">
      <div className="container-page max-w-2xl">
        <FormAnswer answer={answer} />
      </div>
    </section>
  );
}
