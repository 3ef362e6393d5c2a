import { VISA_KINDS } from '@/lib/validation/visa-facts';
import { z } from '@/lib/validation/z';
import { countryMatches, normaliseSearchText, type FinderKind, type FinderQuery, type FinderSubject } from './match';

/**
 * The finder's form as the server reads it (the no-script path: GET /visa-finder?q=&kind=) and
 * the addresses of its results. Each results address is a page Next keeps on disk once rendered,
 * so only a bounded set of them is ever made: five kinds, and a q that is a piece of some
 * country's name; every other search goes to the one no-match page.
 */

export const FINDER_Q_MAX = 40;
export const FINDER_KINDS = ['all', ...VISA_KINDS] as const satisfies readonly FinderKind[];
export const FINDER_PATH = '/visa-finder';
export const FINDER_NO_MATCH_PATH = `${FINDER_PATH}/no-match`;

/** Letters and single spaces, lower case, without accents, at most FINDER_Q_MAX characters. */
export function normaliseFinderQ(raw: string): string {
  return normaliseSearchText(raw).slice(0, FINDER_Q_MAX).trim();
}

/** Anything a browser or a stranger sends reads as a search: a bad kind is every kind, a bad q none. */
export const finderFormSchema = z.object({
  q: z.string().catch('').transform(normaliseFinderQ),
  kind: z.enum(FINDER_KINDS).catch('all'),
});

export function parseFinderForm(params: URLSearchParams): FinderQuery {
  return finderFormSchema.parse({ q: params.get('q') ?? '', kind: params.get('kind') ?? 'all' });
}

/** Where the no-script form lands: the results page of this search, or the no-match page. */
export function finderResultsPath(query: FinderQuery, visas: readonly FinderSubject[]): string {
  if (query.q === '') return `${FINDER_PATH}/${query.kind}`;
  if (!visas.some((visa) => countryMatches(visa.country, query.q))) return FINDER_NO_MATCH_PATH;
  return `${FINDER_PATH}/${query.kind}/${encodeURIComponent(query.q.replaceAll(' ', '-'))}`;
}

const kindParam = z.enum(FINDER_KINDS);

/** The kind of a results address, or null for one no link makes. */
export function kindFromParam(segment: string): FinderKind | null {
  const parsed = kindParam.safeParse(segment);
  return parsed.success ? parsed.data : null;
}

/**
 * The q of a results address, or null for one the form never makes (upper case, accents, spaces
 * written as %20): each search has one address, so no two addresses cache the same page.
 */
export function qFromParam(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (decoded !== decoded.trim() || decoded.includes(' ')) return null;
  const q = decoded.replaceAll('-', ' ');
  return q !== '' && normaliseFinderQ(q) === q ? q : null;
}
