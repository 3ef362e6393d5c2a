'use client';

import { Honeypot, SubmitButton, TextAreaField, TextField, UaeMobileField } from './fields';
import { ConsentFields } from './consent-fields';
import { ThankYou } from './thank-you';
import { useVisitorForm } from './use-visitor-form';

/** The /contact message form: name, phone and message, sent with 'send'. */
export function ContactForm() {
  const { register, errors, isSubmitting, onSubmit, confirmation, startAgain } = useVisitorForm({
    kind: 'contact',
  });
  if (confirmation) return <ThankYou confirmation={confirmation} onStartAgain={startAgain} />;
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-5">
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
      <ConsentFields kind="contact" idPrefix="contact" />
      <Honeypot />
      <SubmitButton busy={isSubmitting} className="btn-primary w-full sm:w-auto sm:min-w-40">
        send
      </SubmitButton>
    </form>
  );
}
