import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { type FormPostAnswer, newFill } from '@/lib/leads/form-post-answer';
import { CallbackForm } from './callback-form';
import { CareerForm } from './career-form';
import { ConsultationForm } from './consultation-form';
import { ContactForm } from './contact-form';
import { LeadForm } from './lead-form';
import { ThankYou } from './thank-you';
import type { FormInitial } from './visitor-form-types';
import { countryNames } from '@/content/countries';

const ANSWER_ID = 'form-answer';

function FormAgain({ answer }: { answer: FormPostAnswer }) {
  // Rendered for this request only: the fill gets its own key and start, as the script's would.
  const initial: FormInitial = {
    values: answer.values,
    errors: answer.errors ?? {},
    marketing: answer.marketing,
    ...newFill(),
    page: answer.page,
  };
  switch (answer.kind) {
    case 'consultation':
      return <ConsultationForm idPrefix={ANSWER_ID} destinations={countryNames} country={answer.values.user_cnty} topic={answer.topic} initial={initial} />;
    case 'callback':
      return <CallbackForm idPrefix={ANSWER_ID} initial={initial} />;
    case 'contact':
      return <ContactForm initial={initial} />;
    case 'career':
      return <CareerForm initial={initial} />;
    case 'lead':
      return <LeadForm idPrefix={ANSWER_ID} destinations={countryNames} initial={initial} />;
  }
}

/**
 * The answer to a form sent without JavaScript (lib/leads/form-post.ts), in the page's language:
 * the thank-you the form would have shown in place, or the form again with what the visitor typed
 * and the messages (already in that language: the form said which it was in).
 */
export async function FormAnswer({ answer }: { answer: FormPostAnswer | null }) {
  const [t, locale] = await Promise.all([getTranslations('forms.answer'), getLocale()]);
  if (!answer) {
    return (
      <div className="card p-6 sm:p-10">
        <h1 className="heading-2">{t('expiredTitle')}</h1>
        <p className="mt-3 text-muted">{t('expiredText')}</p>
        <Link href={localizedPath('/contact', locale)} className="btn-primary mt-6">
          {t('contactUs')}
        </Link>
      </div>
    );
  }
  if (answer.sent) {
    const { message, name, mobile, topic, at } = answer.sent;
    return (
      <div className="space-y-6">
        <h1 className="heading-2">{message}</h1>
        <ThankYou confirmation={{ name, mobile, topic, at: new Date(at) }} startAgainHref={answer.page} />
      </div>
    );
  }
  return (
    <div className="card p-6 sm:p-10">
      <h1 id={`${ANSWER_ID}-title`} className="heading-3">
        {t(`titles.${answer.kind}`)}
      </h1>
      {answer.message ? (
        <p role="alert" className="field-error mt-3 text-base">
          {answer.message}
        </p>
      ) : (
        <p className="mt-2 text-muted">{t('checkFields')}</p>
      )}
      <div className="mt-8">
        <FormAgain answer={answer} />
      </div>
    </div>
  );
}
