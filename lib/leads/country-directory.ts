import 'server-only';
import { countryNames } from '@/content/countries';
import type { CountryOption } from '@/lib/leads/form-contract';
import type { CrmClient, CrmCountry } from './crm-client';

/**
 * The countries of the location select: the CRM's list, kept in memory for an hour, or the static
 * list (with the name as the id) when no CRM is configured or it cannot be reached. A failure is
 * remembered for a minute so a CRM that is down does not slow every page that shows the select.
 */
export interface CountryDirectory {
  /** For the select: never fails. */
  list(): Promise<CountryOption[]>;
  /** The name for an id the select sent, when known (from whichever list is at hand). */
  nameForId(countryId: string): Promise<string | null>;
  /**
   * The CRM's own list, for a lead about to be sent there: from the cache, else fetched now (even
   * within the failure minute). Throws when the CRM cannot give it.
   */
  crmCountries(): Promise<CrmCountry[]>;
}

export interface CountryDirectoryOptions {
  ttlMs?: number;
  failureTtlMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

const staticCountries: CrmCountry[] = countryNames.map((name) => ({ countryId: name, countryName: name }));

/** The CRM id for a country name (a case-insensitive match), else the name itself. */
export function countryIdForName(countries: readonly CrmCountry[], name: string): string | number {
  const wanted = name.trim().toLowerCase();
  return countries.find((country) => country.countryName.trim().toLowerCase() === wanted)?.countryId ?? name;
}

/**
 * The CRM's own id value (a number stays a number) for what the lead form's select sent: an id of
 * the CRM's list, or a country name when the page offered the static list because the CRM could
 * not list its countries then. Anything else goes as given.
 */
export function crmCountryId(countries: readonly CrmCountry[], sent: string): string | number {
  return countries.find((country) => String(country.countryId) === sent)?.countryId ?? countryIdForName(countries, sent);
}

export function createCountryDirectory(
  crm: CrmClient | null,
  { ttlMs = 60 * 60_000, failureTtlMs = 60_000, now = Date.now, log = console.warn }: CountryDirectoryOptions = {},
): CountryDirectory {
  let fresh: { countries: CrmCountry[]; until: number } | null = null;
  let failedUntil = 0;
  let loading: Promise<CrmCountry[]> | null = null;

  /** Fetches the CRM's list, one request at a time (callers at the same moment share it). */
  const fetchList = (): Promise<CrmCountry[]> => {
    loading ??= crm!
      .listCountries()
      .then((countries) => {
        fresh = { countries, until: now() + ttlMs };
        return countries;
      })
      .catch((error: unknown) => {
        failedUntil = now() + failureTtlMs;
        throw error;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  const current = async (): Promise<CrmCountry[]> => {
    if (!crm) return staticCountries;
    if (fresh && fresh.until > now()) return fresh.countries;
    if (failedUntil > now()) return staticCountries;
    try {
      return await fetchList();
    } catch (error) {
      log(`Country list: using the static list because the CRM failed (${error instanceof Error ? error.message : String(error)})`);
      return staticCountries;
    }
  };

  return {
    async list() {
      return (await current()).map(({ countryId, countryName }) => ({ countryId: String(countryId), countryName }));
    },
    async nameForId(countryId) {
      return (await current()).find((country) => String(country.countryId) === countryId)?.countryName ?? null;
    },
    async crmCountries() {
      if (!crm) throw new Error('CRM not configured');
      if (fresh && fresh.until > now()) return fresh.countries;
      return fetchList();
    },
  };
}
