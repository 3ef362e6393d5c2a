'use client';

import { countryNames } from '@/content/countries';
import { TOAST_LEAD_MS } from '@/lib/ui-constants';
import { Honeypot, SelectField, SubmitButton, TextField, UaeMobileField } from './fields';
import { ConsentFields } from './consent-fields';
import { ThankYou } from './thank-you';
import { useVisitorForm } from './use-visitor-form';

/** The destination list's own spelling of a page's country, when the list has it. */
const destinationOf = (country: string | undefined) => countryNames.find((name) => name.toLowerCase() === country?.trim().toLowerCase());

/**
 * The free visa consultation form (name, UAE mobile, destination), used in the popup of the
 * mobile menu, the sticky form of the visa pages and their mobile modal. `idPrefix` keeps ids
 * unique when two copies share a page. `country` pre-selects the destination of the page it is on.
 */
export function ConsultationForm({ idPrefix, country }: { idPrefix: string; country?: string }) {
  const { register, errors, isSubmitting, onSubmit, confirmation, startAgain } = useVisitorForm({
    kind: 'consultation',
    toastDuration: TOAST_LEAD_MS,
  });
  if (confirmation) return <ThankYou confirmation={confirmation} onStartAgain={startAgain} />;
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-4">
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
        options={countryNames}
        defaultValue={destinationOf(country)}
        registration={register('user_cnty')}
        error={errors.user_cnty}
      />
      <ConsentFields kind="consultation" idPrefix={idPrefix} />
      <Honeypot />
      <SubmitButton busy={isSubmitting}>Get free consultation</SubmitButton>
    </form>
  );
}
