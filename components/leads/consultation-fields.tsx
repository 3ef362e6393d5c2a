import { Honeypot, SelectField, SubmitButton, TextField, UaeMobileField } from './fields';
import { ConsentFields } from './consent-fields';
import { PlainFormFields } from './plain-form-fields';
import type { FieldRegistration, FormInitial } from './visitor-form-types';

/** The destination list's own spelling of a page's country, when the list has it. */
const destinationOf = (destinations: readonly string[], country: string | undefined) =>
  destinations.find((name) => name.toLowerCase() === country?.trim().toLowerCase());

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
 * or the server renders it alone (./static-forms.tsx).
 */
export function ConsultationFields({
  idPrefix,
  destinations,
  country,
  topic,
  initial,
  register,
  errors,
  busy,
}: ConsultationProps & { register: (name: Field) => FieldRegistration; errors: Partial<Record<Field, string>>; busy: boolean }) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Your name"
        autoComplete="name"
        placeholder="Full name"
        registration={register('user_name')}
        error={errors.user_name}
      />
      <UaeMobileField id={`${idPrefix}-mobile`} label="Mobile number" registration={register('user_mobile')} error={errors.user_mobile} />
      <SelectField
        id={`${idPrefix}-country`}
        label="Where do you want to travel?"
        placeholder="Select a location"
        options={destinations}
        defaultValue={destinationOf(destinations, country)}
        registration={register('user_cnty')}
        error={errors.user_cnty}
      />
      <ConsentFields kind="consultation" idPrefix={idPrefix} marketing={initial?.marketing} />
      <Honeypot />
      <PlainFormFields kind="consultation" topic={topic} initial={initial} />
      <SubmitButton busy={busy}>Get free consultation</SubmitButton>
    </>
  );
}
