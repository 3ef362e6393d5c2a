import type { TranslationState } from '@/lib/i18n/translatable';
import { firstParam } from '@/lib/search-params';
import { z } from '@/lib/validation/z';

/** The kinds of record the translations page lists, in its order. */
export const TRANSLATION_KINDS = ['visa', 'blog', 'country', 'list', 'facts'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

export const TRANSLATION_KIND_LABELS: Readonly<Record<TranslationKind, string>> = {
  visa: 'Visas',
  blog: 'Blog posts',
  country: 'Country pages',
  list: 'Site lists',
  facts: 'Visa facts',
};

const STATES = ['missing', 'partial', 'outdated', 'current'] as const satisfies readonly TranslationState[];

/** What the translations page shows: one state and one kind, or all of them. */
export interface TranslationQuery {
  state?: TranslationState;
  kind?: TranslationKind;
}

/** `?state=` and `?kind=`: anything else, repeated or unknown, reads as all (a filter never fails the page). */
const querySchema = z.object({
  state: z.enum(STATES).optional().catch(undefined),
  kind: z.enum(TRANSLATION_KINDS).optional().catch(undefined),
});

export function parseTranslationQuery(searchParams: Record<string, string | string[] | undefined>): TranslationQuery {
  const parsed = querySchema.parse({ state: firstParam(searchParams.state), kind: firstParam(searchParams.kind) });
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as TranslationQuery;
}

/** The page's address for a query: the filters are links, so they work without JavaScript. */
export function translationsHref(query: TranslationQuery): string {
  const params = new URLSearchParams();
  if (query.state) params.set('state', query.state);
  if (query.kind) params.set('kind', query.kind);
  const search = params.toString();
  return `/admin/translations${search ? `?${search}` : ''}`;
}
