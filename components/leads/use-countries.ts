'use client';

import { useCallback, useEffect, useState } from 'react';
import { COUNTRIES_ENDPOINT, type CountryOption } from '@/lib/leads/form-contract';

/** Why the list could not be had: an HTTP status (spec: 'HTTP error! status: {code}'), or none ('Failed to fetch countries'). */
export interface CountriesProblem {
  status?: number;
}

export type CountriesState =
  | { status: 'loading' }
  | { status: 'ready'; countries: CountryOption[] }
  | { status: 'error'; problem: CountriesProblem };

class CountriesError extends Error {
  constructor(readonly problem: CountriesProblem) {
    super(problem.status === undefined ? 'Failed to fetch countries' : `HTTP error! status: ${problem.status}`);
  }
}

/** One request per page view, shared by every lead form on the page. */
let pending: Promise<CountryOption[]> | null = null;

async function fetchCountries(): Promise<CountryOption[]> {
  const response = await fetch(COUNTRIES_ENDPOINT, { headers: { Accept: 'application/json' } });
  const answer = (await response.json().catch(() => null)) as { statusCode?: number; message?: string; data?: unknown } | null;
  if (!response.ok && !answer?.message) throw new CountriesError({ status: response.status });
  if (!response.ok || !Array.isArray(answer?.data)) throw new CountriesError({});
  return answer.data.filter(
    (item): item is CountryOption => typeof item?.countryId === 'string' && typeof item?.countryName === 'string',
  );
}

/** The lead service's country list (GET /api/forms/countries) for the lead form's select; the form words a problem in the page's language. */
export function useCountries() {
  const [state, setState] = useState<CountriesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    pending ??= fetchCountries();
    pending.then(
      (countries) => live && setState({ status: 'ready', countries }),
      (error: unknown) => {
        pending = null;
        if (live) setState({ status: 'error', problem: error instanceof CountriesError ? error.problem : {} });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, retry };
}
