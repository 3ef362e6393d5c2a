'use client';

import { countryNames } from '@/content/countries';
import { TOAST_LEAD_MS } from '@/lib/ui-constants';
import { Honeypot, SelectField, SubmitButton, TextField, UaeMobileField } from './fields';
import { useVisitorForm } from './use-visitor-form';

/**
 * The free visa consultation form (name, UAE mobile, destination), used in the popup of the
 * mobile menu, the sticky form of the visa pages and their mobile modal. `idPrefix` keeps ids
 * unique when two copies share a page.
 */
export function ConsultationForm({ idPrefix, onSuccess }: { idPrefix: string; onSuccess?: () => void }) {
  const { register, errors, isSubmitting, onSubmit } = useVisitorForm({
    kind: 'consultation',
    toastDuration: TOAST_LEAD_MS,
    onSuccess,
  });
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
        registration={register('user_cnty')}
        error={errors.user_cnty}
      />
      <Honeypot />
      <SubmitButton busy={isSubmitting}>Get free consultation</SubmitButton>
    </form>
  );
}
