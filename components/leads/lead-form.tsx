'use client';

import { TOAST_LEAD_MS } from '@/lib/ui-constants';
import { Honeypot, SelectField, SubmitButton, TextField, UaeMobileField } from './fields';
import { useCountries } from './use-countries';
import { ConsentFields } from './consent-fields';
import { LazyThankYou } from './lazy-thank-you';
import { PlainFormFields } from './plain-form-fields';
import { type FormInitial, useVisitorForm } from './use-visitor-form';

/**
 * The landing page's lead form: name, UAE mobile and destination from the lead service's list.
 * Until that list arrives (and without script) the select offers `destinations`, the static
 * names, which the server maps to the lead service's ids (lib/leads/country-directory.ts).
 */
export function LeadForm({
  idPrefix,
  destinations,
  tone = 'light',
  initial,
}: {
  idPrefix: string;
  destinations: readonly string[];
  tone?: 'light' | 'dark';
  initial?: FormInitial;
}) {
  const { state, retry } = useCountries();
  const { register, errors, isSubmitting, formProps, confirmation, startAgain } = useVisitorForm({
    kind: 'lead',
    toastDuration: TOAST_LEAD_MS,
    initial,
  });
  const options =
    state.status === 'ready'
      ? state.countries.map((country) => ({ value: country.countryId, label: country.countryName }))
      : destinations.map((name) => ({ value: name, label: name }));
  if (confirmation) return <LazyThankYou confirmation={confirmation} onStartAgain={startAgain} />;
  return (
    <form {...formProps} className="relative space-y-4">
      <TextField
        id={`${idPrefix}-name`}
        label="Your name"
        tone={tone}
        autoComplete="name"
        placeholder="Full name"
        registration={register('customerName')}
        error={errors.customerName}
      />
      <UaeMobileField id={`${idPrefix}-mobile`} label="Mobile number" tone={tone} registration={register('mobileNo')} error={errors.mobileNo} />
      <div aria-busy={state.status === 'loading'}>
        <SelectField
          id={`${idPrefix}-country`}
          label="Where do you want to travel?"
          tone={tone}
          placeholder="Select a location"
          options={options}
          registration={register('countryId')}
          error={errors.countryId}
        />
        {state.status === 'error' && (
          <p role="alert" className={`mt-1.5 text-sm ${tone === 'dark' ? 'text-sky-100' : 'text-muted'}`}>
            {state.message}.{' '}
            <button type="button" onClick={retry} className="font-semibold underline underline-offset-2">
              Try again
            </button>
          </p>
        )}
      </div>
      <ConsentFields kind="lead" idPrefix={idPrefix} tone={tone} marketing={initial?.marketing} />
      <Honeypot />
      <PlainFormFields kind="lead" initial={initial} />
      <SubmitButton busy={isSubmitting}>Get free consultation</SubmitButton>
    </form>
  );
}
