'use client';

import { Honeypot, SubmitButton, TextAreaField, TextField, UaeMobileField } from './fields';
import { ConsentFields } from './consent-fields';
import { useFormText } from './form-text';
import { LazyThankYou } from './lazy-thank-you';
import { PlainFormFields } from './plain-form-fields';
import { type FormInitial, useVisitorForm } from './use-visitor-form';

/** The /contact message form: name, phone and message, sent with 'send'. */
export function ContactForm({ initial }: { initial?: FormInitial }) {
  const text = useFormText();
  const { fields, buttons, locale } = text;
  const { register, errors, isSubmitting, formProps, confirmation, startAgain } = useVisitorForm({
    kind: 'contact',
    text,
    initial,
  });
  if (confirmation) return <LazyThankYou confirmation={confirmation} onStartAgain={startAgain} />;
  return (
    <form {...formProps} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="contact-name" label={fields.name} autoComplete="name" registration={register('user_name')} error={errors.user_name} />
        <UaeMobileField id="contact-phone" label={fields.phone} hint={fields.mobileHint} registration={register('user_mobile')} error={errors.user_mobile} />
      </div>
      <TextAreaField
        id="contact-message"
        label={fields.message}
        placeholder={fields.messagePlaceholder}
        registration={register('user_msg')}
        error={errors.user_msg}
      />
      <ConsentFields kind="contact" idPrefix="contact" locale={locale} privacyPolicy={fields.privacyPolicy} marketing={initial?.marketing} />
      <Honeypot />
      <PlainFormFields kind="contact" locale={locale} initial={initial} />
      <SubmitButton busy={isSubmitting} busyLabel={buttons.submitting} className="btn-primary w-full sm:w-auto sm:min-w-40">
        {buttons.send}
      </SubmitButton>
    </form>
  );
}
