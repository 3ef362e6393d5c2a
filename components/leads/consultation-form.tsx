'use client';

import { TOAST_LEAD_MS } from '@/lib/ui-constants';
import { Honeypot, SelectField, SubmitButton, TextField, UaeMobileField } from './fields';
import { ConsentFields } from './consent-fields';
import { LazyThankYou } from './lazy-thank-you';
import { PlainFormFields } from './plain-form-fields';
import { type FormInitial, useVisitorForm } from './use-visitor-form';

/** The destination list's own spelling of a page's country, when the list has it. */
const destinationOf = (destinations: readonly string[], country: string | undefined) =>
  destinations.find((name) => name.toLowerCase() === country?.trim().toLowerCase());

/**
 * The free visa consultation form (name, UAE mobile, destination), used in the popup of the
 * mobile menu, the sticky form of the visa pages and their mobile modal. `idPrefix` keeps ids
 * unique when two copies share a page. `country` pre-selects the destination of the page it is on;
 * `topic` is that page's visa, sent as the lead's topic when the form goes without script.
 * `destinations` (content/countries.ts) is passed in, so a page that renders the form on the
 * server sends the list in its HTML rather than in its script.
 */
export function ConsultationForm({
  idPrefix,
  destinations,
  country,
  topic,
  initial,
}: {
  idPrefix: string;
  destinations: readonly string[];
  country?: string;
  topic?: string;
  initial?: FormInitial;
}) {
  const { register, errors, isSubmitting, formProps, confirmation, startAgain } = useVisitorForm({
    kind: 'consultation',
    toastDuration: TOAST_LEAD_MS,
    initial,
  });
  if (confirmation) return <LazyThankYou confirmation={confirmation} onStartAgain={startAgain} />;
  return (
    <form {...formProps} className="relative space-y-4">
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
      <SubmitButton busy={isSubmitting}>Get free consultation</SubmitButton>
    </form>
  );
}
