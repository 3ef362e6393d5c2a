import { VISA_KINDS } from '@/lib/visa-facts/visa-facts-definition';
import { z } from '@/lib/validation/z';
import { normaliseSearchText, searchMatches, type FinderKind, type FinderQuery, type FinderSubject } from './match';

/**
 * The finder's form as the server reads it (the no-script path: GET /visa-finder?q=&kind=) and
 * the addresses of its results. Each results address of a path of its own is a page Next keeps
 * on disk once rendered, so only a bounded set of them exists: a kind alone, or a kind and one
 * country the directory holds (kinds × countries). A search that names several countries is
 * answered at one address whose search is in the query string, rendered for each request and
 * never kept; a search no country matches goes to the one no-match page.
 */

export const FINDER_Q_MAX = 40;
export const FINDER_KINDS = ['all', ...VISA_KINDS] as const satisfies readonly FinderKind[];
export const FINDER_PATH = '/visa-finder';
export const FINDER_NO_MATCH_PATH = `${FINDER_PATH}/no-match`;
export const FINDER_SEARCH_PATH = `${FINDER_PATH}/search`;

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

/** The distinct countries of the directory, each as the q of its results page ("south korea"). */
export function finderCountries(visas: readonly FinderSubject[]): string[] {
  return [...new Set(visas.map((visa) => normaliseFinderQ(visa.country)).filter(Boolean))];
}

const countryPath = (kind: FinderKind, country: string) => `${FINDER_PATH}/${kind}/${encodeURIComponent(country.replaceAll(' ', '-'))}`;

/**
 * Where a search is answered: the kind's page for no country, the page of the one country it
 * names (its whole name, a piece of it, or a short name: "jap", "uk", "اليابان" → that country's
 * page, whose address is the English name), the search page for a piece of several names
 * ("land"), or the no-match page.
 */
export function finderResultsPath(query: FinderQuery, visas: readonly FinderSubject[]): string {
  if (query.q === '') return `${FINDER_PATH}/${query.kind}`;
  const matched = finderCountries(visas.filter((visa) => searchMatches(visa, query.q)));
  if (matched.length === 0) return FINDER_NO_MATCH_PATH;
  // A whole name is that country's page even where it is a piece of another's ("niger", "nigeria").
  const country = matched.includes(query.q) ? query.q : matched.length === 1 ? matched[0]! : null;
  if (country !== null) return countryPath(query.kind, country);
  return `${FINDER_SEARCH_PATH}?${new URLSearchParams({ q: query.q, kind: query.kind })}`;
}

const kindParam = z.enum(FINDER_KINDS);

/** The kind of a results address, or null for one no link makes. */
export function kindFromParam(segment: string): FinderKind | null {
  const parsed = kindParam.safeParse(segment);
  return parsed.success ? parsed.data : null;
}

/** What the results address /visa-finder/{kind}/{q} answers. */
export type FinderAddress =
  | { render: FinderQuery }
  | { redirect: string; permanent: boolean }
  | { notFound: true };

/**
 * A results address is rendered only when it is the page of a country the directory holds,
 * spelled as finderResultsPath writes it. Any other spelling of one country ("Japan", "jap",
 * "south%20korea", "uk") moves for good to that country's page; a piece of several names goes
 * to the search page; the rest is not found. So strangers can make up addresses without end,
 * but each of them answers a redirect or a 404 and none becomes a page of its own.
 */
export function finderAddress(kindSegment: string, qSegment: string, visas: readonly FinderSubject[]): FinderAddress {
  const kind = kindFromParam(kindSegment);
  const typed = decodeSegment(qSegment);
  if (kind === null || typed === null) return { notFound: true };
  const q = normaliseFinderQ(typed.replaceAll('-', ' '));
  const path = q === '' ? FINDER_NO_MATCH_PATH : finderResultsPath({ q, kind }, visas);
  if (path === FINDER_NO_MATCH_PATH) return { notFound: true };
  const asWritten = q.replaceAll(' ', '-');
  if (path === countryPath(kind, q) && (qSegment === asWritten || qSegment === encodeURIComponent(asWritten))) return { render: { q, kind } };
  return { redirect: path, permanent: !path.startsWith(FINDER_SEARCH_PATH) };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
