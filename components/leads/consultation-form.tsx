'use client';

import { TOAST_LEAD_MS } from '@/lib/ui-constants';
import { type ConsultationProps, ConsultationFields } from './consultation-fields';
import { useFormText } from './form-text';
import { LazyThankYou } from './lazy-thank-you';
import { useVisitorForm } from './use-visitor-form';

/**
 * The free visa consultation form (name, UAE mobile, destination), used in the popup of the
 * mobile menu, the sticky form of the visa pages and their mobile modal. `idPrefix` keeps ids
 * unique when two copies share a page. `country` pre-selects the destination of the page it is on;
 * `topic` is that page's visa, sent as the lead's topic when the form goes without script.
 * `destinations` (content/countries.ts) is passed in, so a page that renders the form on the
 * server sends the list in its HTML rather than in its script.
 */
export function ConsultationForm(props: ConsultationProps) {
  const text = useFormText();
  const { register, errors, isSubmitting, formProps, confirmation, startAgain } = useVisitorForm({
    kind: 'consultation',
    text,
    toastDuration: TOAST_LEAD_MS,
    initial: props.initial,
  });
  if (confirmation) return <LazyThankYou confirmation={confirmation} onStartAgain={startAgain} />;
  return (
    <form {...formProps} className="relative space-y-4">
      <ConsultationFields {...props} text={text} register={register} errors={errors} busy={isSubmitting} />
    </form>
  );
}
