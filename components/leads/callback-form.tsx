'use client';

import { Honeypot, SubmitButton, TextField } from './fields';
import { ConsentFields } from './consent-fields';
import { useFormText } from './form-text';
import { LazyThankYou } from './lazy-thank-you';
import { PlainFormFields } from './plain-form-fields';
import { type FormInitial, useVisitorForm } from './use-visitor-form';

/** A request for a call back: a mobile number and 'Get Free Assistance' (the home hero, the header's popup). */
export function CallbackForm({ idPrefix = 'hero', initial }: { idPrefix?: string; initial?: FormInitial }) {
  const text = useFormText();
  const { fields, buttons, locale } = text;
  const { register, errors, isSubmitting, formProps, confirmation, startAgain } = useVisitorForm({
    kind: 'callback',
    text,
    initial,
  });
  if (confirmation) return <LazyThankYou confirmation={confirmation} onStartAgain={startAgain} />;
  return (
    <form {...formProps} className="relative rounded-2xl bg-white p-2 shadow-xl shadow-navy-950/20" aria-label={fields.callbackForm}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            id={`${idPrefix}-mobile`}
            label={fields.callbackMobile}
            hideLabel
            type="tel"
            autoComplete="tel"
            placeholder={fields.callbackPlaceholder}
            registration={register('user_mobile')}
            error={errors.user_mobile}
          />
        </div>
        <SubmitButton busy={isSubmitting} busyLabel={buttons.submitting} className="btn-primary w-full sm:w-auto">
          {buttons.getFreeAssistance}
        </SubmitButton>
      </div>
      <div className="px-2 pt-1 pb-1">
        <ConsentFields kind="callback" idPrefix={idPrefix} locale={locale} privacyPolicy={fields.privacyPolicy} marketing={initial?.marketing} />
      </div>
      <Honeypot />
      <PlainFormFields kind="callback" locale={locale} initial={initial} />
    </form>
  );
}
