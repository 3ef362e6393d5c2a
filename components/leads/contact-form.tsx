'use client';

import { Honeypot, SubmitButton, TextAreaField, TextField, UaeMobileField } from './fields';
import { ConsentFields } from './consent-fields';
import { LazyThankYou } from './lazy-thank-you';
import { PlainFormFields } from './plain-form-fields';
import { type FormInitial, useVisitorForm } from './use-visitor-form';

/** The /contact message form: name, phone and message, sent with 'send'. */
export function ContactForm({ initial }: { initial?: FormInitial }) {
  const { register, errors, isSubmitting, formProps, confirmation, startAgain } = useVisitorForm({
    kind: 'contact',
    initial,
  });
  if (confirmation) return <LazyThankYou confirmation={confirmation} onStartAgain={startAgain} />;
  return (
    <form {...formProps} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Your name"
          autoComplete="name"
          registration={register('user_name')}
          error={errors.user_name}
        />
        <UaeMobileField id="contact-phone" label="Phone number" registration={register('user_mobile')} error={errors.user_mobile} />
      </div>
      <TextAreaField
        id="contact-message"
        label="Your message"
        placeholder="Where would you like to travel, and when?"
        registration={register('user_msg')}
        error={errors.user_msg}
      />
      <ConsentFields kind="contact" idPrefix="contact" marketing={initial?.marketing} />
      <Honeypot />
      <PlainFormFields kind="contact" initial={initial} />
      <SubmitButton busy={isSubmitting} className="btn-primary w-full sm:w-auto sm:min-w-40">
        send
      </SubmitButton>
    </form>
  );
}
