import type { ReactNode } from 'react';
import { Honeypot, SelectField, SubmitButton, TextField, UaeMobileField } from './fields';
import { ConsentFields } from './consent-fields';
import { PlainFormFields } from './plain-form-fields';
import type { FieldRegistration, FormInitial } from './visitor-form-types';

export interface LeadProps {
  idPrefix: string;
  /** The static names, offered until the lead service's list arrives (and without script). */
  destinations: readonly string[];
  tone?: 'light' | 'dark';
  initial?: FormInitial;
}

type Field = 'customerName' | 'mobileNo' | 'countryId';

/**
 * The landing page's lead form's fields, the same markup whether its script runs (./lead-form.tsx)
 * or the server renders it alone (./static-forms.tsx).
 */
export function LeadFields({
  idPrefix,
  tone = 'light',
  initial,
  options,
  loading,
  countriesProblem,
  register,
  errors,
  busy,
}: Omit<LeadProps, 'destinations'> & {
  options: readonly { value: string; label: string }[];
  loading: boolean;
  /** The lead service's list could not be fetched: what went wrong and a way to try again. */
  countriesProblem?: ReactNode;
  register: (name: Field) => FieldRegistration;
  errors: Partial<Record<Field, string>>;
  busy: boolean;
}) {
  return (
    <>
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
      <div aria-busy={loading}>
        <SelectField
          id={`${idPrefix}-country`}
          label="Where do you want to travel?"
          tone={tone}
          placeholder="Select a location"
          options={options}
          registration={register('countryId')}
          error={errors.countryId}
        />
        {countriesProblem}
      </div>
      <ConsentFields kind="lead" idPrefix={idPrefix} tone={tone} marketing={initial?.marketing} />
      <Honeypot />
      <PlainFormFields kind="lead" initial={initial} />
      <SubmitButton busy={busy}>Get free consultation</SubmitButton>
    </>
  );
}

/** The static names as the select's options: the server maps a name to the lead service's id (lib/leads/country-directory.ts). */
export const staticOptions = (destinations: readonly string[]) => destinations.map((name) => ({ value: name, label: name }));
