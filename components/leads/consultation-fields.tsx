import { destinationOptions, listedCountry } from '@/content/countries';
import { Honeypot, SelectField, SubmitButton, TextField, UaeMobileField } from './fields';
import { ConsentFields } from './consent-fields';
import { PlainFormFields } from './plain-form-fields';
import type { FormText } from './form-text';
import type { FieldRegistration, FormInitial } from './visitor-form-types';

/** The destination list's own spelling of a page's country, when the list has it. */
const destinationOf = (destinations: readonly string[], country: string | undefined) =>
  destinations.find((name) => name.toLowerCase() === country?.trim().toLowerCase()) ??
  (country ? destinations.find((name) => name === listedCountry(country)) : undefined);

export interface ConsultationProps {
  idPrefix: string;
  destinations: readonly string[];
  country?: string;
  topic?: string;
  initial?: FormInitial;
}

type Field = 'user_name' | 'user_mobile' | 'user_cnty';

/**
 * The consultation form's fields, the same markup whether its script runs (./consultation-form.tsx)
 * or the server renders it alone (./static-forms.tsx), in the page's language (`text`). The
 * destinations keep their English names as values, so the lead is the same in both languages.
 */
export function ConsultationFields({
  idPrefix,
  destinations,
  country,
  topic,
  initial,
  text,
  register,
  errors,
  busy,
}: ConsultationProps & { text: FormText; register: (name: Field) => FieldRegistration; errors: Partial<Record<Field, string>>; busy: boolean }) {
  const { fields, buttons, locale } = text;
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={fields.name}
        autoComplete="name"
        placeholder={fields.namePlaceholder}
        registration={register('user_name')}
        error={errors.user_name}
      />
      <UaeMobileField id={`${idPrefix}-mobile`} label={fields.mobile} hint={fields.mobileHint} registration={register('user_mobile')} error={errors.user_mobile} />
      <SelectField
        id={`${idPrefix}-country`}
        label={fields.destination}
        placeholder={fields.selectDestination}
        options={destinationOptions(destinations, locale)}
        defaultValue={destinationOf(destinations, country)}
        registration={register('user_cnty')}
        error={errors.user_cnty}
      />
      <ConsentFields kind="consultation" idPrefix={idPrefix} locale={locale} privacyPolicy={fields.privacyPolicy} marketing={initial?.marketing} />
      <Honeypot />
      <PlainFormFields kind="consultation" locale={locale} topic={topic} initial={initial} />
      <SubmitButton busy={busy} busyLabel={buttons.submitting}>
        {buttons.getFreeConsultation}
      </SubmitButton>
    </>
  );
}
