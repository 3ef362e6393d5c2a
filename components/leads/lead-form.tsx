'use client';

import { countryOptions } from '@/content/countries';
import { fillTemplate } from '@/lib/leads/fill-template';
import { TOAST_LEAD_MS } from '@/lib/ui-constants';
import { useFormText } from './form-text';
import { useCountries } from './use-countries';
import { LazyThankYou } from './lazy-thank-you';
import { type LeadProps, LeadFields, staticOptions } from './lead-fields';
import { useVisitorForm } from './use-visitor-form';

/**
 * The landing page's lead form: name, UAE mobile and destination from the lead service's list.
 * Until that list arrives (and without script) the select offers `destinations`, the static
 * names, which the server maps to the lead service's ids (lib/leads/country-directory.ts). A form
 * that arrives with a destination already chosen (taken over from the plain form, or shown again
 * by the answer page) keeps the static names, so the choice stays. The lead service names its
 * countries in English: an Arabic page shows the Arabic name of each one the static list knows.
 */
export function LeadForm(props: LeadProps) {
  const { destinations, tone = 'light', initial } = props;
  const text = useFormText();
  const { state, retry } = useCountries();
  const { register, errors, isSubmitting, formProps, confirmation, startAgain } = useVisitorForm({
    kind: 'lead',
    text,
    toastDuration: TOAST_LEAD_MS,
    initial,
  });
  const keepStatic = Boolean(initial?.values.countryId);
  const options =
    state.status === 'ready' && !keepStatic
      ? countryOptions(
          state.countries.map((country) => ({ value: country.countryId, label: country.countryName })),
          text.locale,
        )
      : staticOptions(destinations, text);
  if (confirmation) return <LazyThankYou confirmation={confirmation} onStartAgain={startAgain} />;
  const problem =
    state.status === 'error' ? (state.problem.status === undefined ? text.countries.failed : fillTemplate(text.countries.httpError, { status: state.problem.status })) : null;
  return (
    <form {...formProps} className="relative space-y-4">
      <LeadFields
        {...props}
        text={text}
        options={options}
        loading={state.status === 'loading'}
        countriesProblem={
          problem && (
            <p role="alert" className={`mt-1.5 text-sm ${tone === 'dark' ? 'text-sky-100' : 'text-muted'}`}>
              {problem}.{' '}
              <button type="button" onClick={retry} className="font-semibold underline underline-offset-2">
                {text.buttons.tryAgain}
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
