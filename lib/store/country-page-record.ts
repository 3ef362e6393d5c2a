import { countryPageDefinition, type CountryPageFields, countryPageFieldsOf, type NewCountryPage } from '@/lib/validation/country-page';

/**
 * How both adapters shape a country page they store: the definition's fields and the hero image
 * as one document (SQLite's `data` column, MongoDB's `data` path); the slug and the display order
 * beside it, for the unique key and the order of the list. Only the definition's fields are kept,
 * so the two stores answer the same page for the same writes.
 */
export type CountryPageData = CountryPageFields & Pick<NewCountryPage, 'Imgs'>;

export function countryPageData(source: CountryPageFields & { Imgs: string }): CountryPageData {
  return { ...countryPageFieldsOf(source), Imgs: source.Imgs };
}

/** The editable fields a patch changes: the definition's, where a value was given (never url, id or Imgs). */
export function patchedCountryFields(patch: Partial<CountryPageFields>): Partial<CountryPageFields> {
  return Object.fromEntries(Object.entries(patch).filter(([name, value]) => value !== undefined && name in countryPageDefinition.shape));
}

export const staleCountryPage = (slug: string, current: number, expected: number | undefined) =>
  `The country page "${slug}" was changed by someone else since you opened it (version ${current}, yours ${expected}). Reload it and apply your changes again.`;
