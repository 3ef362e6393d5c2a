import type { ReactNode } from 'react';
import { destinationOptions } from '@/content/countries';
import { Honeypot, SelectField, SubmitButton, TextField, UaeMobileField } from './fields';
import { ConsentFields } from './consent-fields';
import { PlainFormFields } from './plain-form-fields';
import type { FormText } from './form-text';
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
 * or the server renders it alone (./static-forms.tsx), in the page's language (`text`).
 */
export function LeadFields({
  idPrefix,
  tone = 'light',
  initial,
  text,
  options,
  loading,
  countriesProblem,
  register,
  errors,
  busy,
}: Omit<LeadProps, 'destinations'> & {
  text: FormText;
  /** Labelled in the page's language. */
  options: readonly { value: string; label: string }[];
  loading: boolean;
  /** The lead service's list could not be fetched: what went wrong and a way to try again. */
  countriesProblem?: ReactNode;
  register: (name: Field) => FieldRegistration;
  errors: Partial<Record<Field, string>>;
  busy: boolean;
}) {
  const { fields, buttons, locale } = text;
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={fields.name}
        tone={tone}
        autoComplete="name"
        placeholder={fields.namePlaceholder}
        registration={register('customerName')}
        error={errors.customerName}
      />
      <UaeMobileField id={`${idPrefix}-mobile`} label={fields.mobile} hint={fields.mobileHint} tone={tone} registration={register('mobileNo')} error={errors.mobileNo} />
      <div aria-busy={loading}>
        <SelectField
          id={`${idPrefix}-country`}
          label={fields.destination}
          tone={tone}
          placeholder={fields.selectDestination}
          options={options}
          registration={register('countryId')}
          error={errors.countryId}
        />
        {countriesProblem}
      </div>
      <ConsentFields kind="lead" idPrefix={idPrefix} locale={locale} privacyPolicy={fields.privacyPolicy} tone={tone} marketing={initial?.marketing} />
      <Honeypot />
      <PlainFormFields kind="lead" locale={locale} initial={initial} />
      <SubmitButton busy={busy} busyLabel={buttons.submitting}>
        {buttons.getFreeConsultation}
      </SubmitButton>
    </>
  );
}

/**
 * The static names as the select's options, labelled in the page's language: the server maps a
 * name to the lead service's id (lib/leads/country-directory.ts).
 */
export const staticOptions = (destinations: readonly string[], text: Pick<FormText, 'locale'>) => destinationOptions(destinations, text.locale);
