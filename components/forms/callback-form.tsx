'use client';

import { Honeypot, SubmitButton, TextField } from './fields';
import { useVisitorForm } from './use-visitor-form';

/** The home hero's request for a call back: a mobile number and 'Get Free Assistance'. */
export function CallbackForm() {
  const { register, errors, isSubmitting, onSubmit } = useVisitorForm({
    kind: 'callback',
  });
  return (
    <form onSubmit={onSubmit} noValidate className="relative rounded-2xl bg-white p-2 shadow-xl shadow-navy-950/20" aria-label="Request a free call back">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            id="hero-mobile"
            label="Your mobile number"
            hideLabel
            type="tel"
            autoComplete="tel"
            placeholder="Mobile, e.g. 050 123 4567"
            registration={register('user_mobile')}
            error={errors.user_mobile}
          />
        </div>
        <SubmitButton busy={isSubmitting} className="btn-primary w-full sm:w-auto">
          Get Free Assistance
        </SubmitButton>
      </div>
      <Honeypot />
    </form>
  );
}
