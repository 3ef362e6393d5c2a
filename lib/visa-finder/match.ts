import type { VisaKind } from '@/lib/visa-facts/visa-facts-definition';

/**
 * The visa finder's one rule of what matches, run by the browser as the visitor types and by the
 * server for the no-script results page, so both always show the same cards. Client-safe: it
 * imports types only (the validation module would bring zod into the page's JavaScript).
 */

export type FinderKind = VisaKind | 'all';

export interface FinderQuery {
  /** What the visitor typed; matched against the country after `normaliseSearchText`. */
  q: string;
  kind: FinderKind;
}

/** What the finder knows of a visa: enough to match it, nothing to show. */
export interface FinderSubject {
  country: string;
  kinds: readonly VisaKind[];
  /** The country and the visa's title in Arabic ('' where not translated): a search in Arabic finds the visa by either. */
  countryAr?: string;
  titleAr?: string;
}

/**
 * Lower case, accents dropped ("Türkiye" → "turkiye"), and every run of what is not a letter
 * (hyphens, apostrophes, digits, spaces) as one space,
 * so "côte-d'ivoire" and "Cote d Ivoire" compare equal. In Arabic the short vowels and the
 * hamza's seat are dropped the same way (NFD parts them from the letter: "أستراليا" → "استراليا",
 * as many type it), and the stretching tatweel with them.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * Names people type for a country that its stored name does not contain. A query that is one of
 * these matches that country only: "us" would otherwise also find Australia ("a-us-tralia").
 */
const COUNTRY_ALIASES: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    us: ['usa', 'united states', 'united states of america'],
    usa: ['usa', 'united states', 'united states of america'],
    america: ['usa', 'united states', 'united states of america'],
    'united states': ['usa', 'united states', 'united states of america'],
    'united states of america': ['usa', 'united states', 'united states of america'],
    uk: ['united kingdom'],
    britain: ['united kingdom'],
    'great britain': ['united kingdom'],
    england: ['united kingdom'],
    korea: ['south korea'],
    holland: ['netherlands'],
    'the netherlands': ['netherlands'],
    swiss: ['switzerland'],
    nz: ['new zealand'],
    turkiye: ['turkey'],
    turkey: ['turkey', 'turkiye'],
    // As written in Arabic (normalised: no hamza seat), where the stored Arabic name is another.
    امريكا: ['usa', 'united states', 'united states of america'],
    بريطانيا: ['united kingdom'],
    انجلترا: ['united kingdom'],
    انكلترا: ['united kingdom'],
  }),
);

export function countryMatches(country: string, q: string): boolean {
  const wanted = normaliseSearchText(q);
  if (wanted === '') return true;
  const name = normaliseSearchText(country);
  const aliasOf = COUNTRY_ALIASES.get(wanted);
  if (aliasOf) return name === wanted || aliasOf.includes(name);
  return name.includes(wanted);
}

/**
 * Whether a visa answers what was typed: its country (any piece of its English name, or a short
 * name), or, for a search in Arabic, any piece of its Arabic country or title. A search in Latin
 * letters is matched against the English country only, as it always was.
 */
export function searchMatches(visa: FinderSubject, q: string): boolean {
  const wanted = normaliseSearchText(q);
  if (wanted === '' || countryMatches(visa.country, wanted)) return true;
  if (COUNTRY_ALIASES.has(wanted) || !ARABIC_LETTER.test(wanted)) return false;
  return [visa.countryAr, visa.titleAr].some((text) => !!text && normaliseSearchText(text).includes(wanted));
}

export function kindMatches(kinds: readonly VisaKind[], kind: FinderKind): boolean {
  return kind === 'all' || kinds.includes(kind);
}

export function visaMatches(visa: FinderSubject, query: FinderQuery): boolean {
  return kindMatches(visa.kinds, query.kind) && searchMatches(visa, query.q);
}
