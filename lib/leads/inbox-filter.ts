import { z } from '@/lib/validation/z';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, LEAD_STAGES, SUBMISSION_KINDS, type SubmissionFilter } from '@/lib/leads/submission-repository';

/**
 * The leads inbox's filter, from the query string (shared by the page and the CSV export, so the
 * export is exactly the list on screen). Anything unknown is ignored rather than an error: a
 * stale or hand-edited link still shows the inbox.
 */
export const INBOX_PERIODS = [7, 30, 90] as const;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const lenient = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional()).catch(undefined);

export const inboxFilterSchema = z.object({
  kind: lenient(z.enum(SUBMISSION_KINDS)),
  stage: lenient(z.enum(LEAD_STAGES)),
  status: lenient(z.enum(DELIVERY_STATUSES)),
  channel: lenient(z.enum(DELIVERY_CHANNELS)),
  days: lenient(z.coerce.number().pipe(z.union(INBOX_PERIODS.map((days) => z.literal(days))))),
  /** A name, e-mail or phone number (lib/store/lead-search.ts). */
  q: lenient(z.string().trim().min(1).max(100)),
  /** 1-based page of the list; the CSV export ignores it and has every match. */
  page: lenient(z.coerce.number().int().min(2).max(10_000)),
});

/** Leads on one page of the inbox. */
export const INBOX_PAGE_SIZE = 50;

export type InboxFilter = z.infer<typeof inboxFilterSchema>;

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

export function parseInboxFilter(query: QueryInput): InboxFilter {
  const record = query instanceof URLSearchParams ? Object.fromEntries(query) : query;
  return inboxFilterSchema.parse(record);
}

/** The store filter for an inbox filter at a given time. */
export function toSubmissionFilter(filter: InboxFilter, now: Date, limit?: number): SubmissionFilter {
  return {
    search: filter.q,
    kind: filter.kind,
    stage: filter.stage,
    status: filter.status,
    channel: filter.channel,
    since: filter.days ? new Date(now.getTime() - filter.days * 24 * 60 * 60_000).toISOString() : undefined,
    limit,
  };
}

/** The query string of a filter (for links), without empty values. */
export function inboxQuery(filter: InboxFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What a search term was, without the term: `a phone number`, `an e-mail address`, `a name`. */
function searchKind(q: string): string {
  if (/^[\d\s+()\-.]+$/.test(q)) return 'a phone number';
  if (q.includes('@')) return 'an e-mail address';
  return 'a name';
}

/**
 * A filter as the audit log keeps it: its choices as they are, and a search only as the kind of
 * term it was. The term itself (a phone number, a name) is personal data about the leads it found,
 * which are deleted long before the audit log is.
 */
export function auditedInboxFilter(filter: InboxFilter): string {
  const { q, page: _page, ...choices } = filter;
  const parts = Object.entries(choices)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`);
  if (q) parts.push(`search for ${searchKind(q)}`);
  return parts.join(', ') || 'none';
}
