'use client';

import { TOAST_LEAD_MS } from '@/lib/ui-constants';
import { useCountries } from './use-countries';
import { LazyThankYou } from './lazy-thank-you';
import { type LeadProps, LeadFields, staticOptions } from './lead-fields';
import { useVisitorForm } from './use-visitor-form';

/**
 * The landing page's lead form: name, UAE mobile and destination from the lead service's list.
 * Until that list arrives (and without script) the select offers `destinations`, the static
 * names, which the server maps to the lead service's ids (lib/leads/country-directory.ts). A form
 * that arrives with a destination already chosen (taken over from the plain form, or shown again
 * by the answer page) keeps the static names, so the choice stays.
 */
export function LeadForm(props: LeadProps) {
  const { destinations, tone = 'light', initial } = props;
  const { state, retry } = useCountries();
  const { register, errors, isSubmitting, formProps, confirmation, startAgain } = useVisitorForm({
    kind: 'lead',
    toastDuration: TOAST_LEAD_MS,
    initial,
  });
  const keepStatic = Boolean(initial?.values.countryId);
  const options =
    state.status === 'ready' && !keepStatic
      ? state.countries.map((country) => ({ value: country.countryId, label: country.countryName }))
      : staticOptions(destinations);
  if (confirmation) return <LazyThankYou confirmation={confirmation} onStartAgain={startAgain} />;
  return (
    <form {...formProps} className="relative space-y-4">
      <LeadFields
        {...props}
        options={options}
        loading={state.status === 'loading'}
        countriesProblem={
          state.status === 'error' && (
            <p role="alert" className={`mt-1.5 text-sm ${tone === 'dark' ? 'text-sky-100' : 'text-muted'}`}>
              {state.message}.{' '}
              <button type="button" onClick={retry} className="font-semibold underline underline-offset-2">
                Try again
              </button>
            </p>
          )
        }
        register={register}
        errors={errors}
        busy={isSubmitting}
      />
    </form>
  );
}
