import { AUDIT_ACTIONS, type AuditFilter } from '@/lib/audit/audit-repository';
import { z } from '@/lib/validation/z';

/**
 * The audit log page's filter, from the query string. Dates are Dubai calendar days (the office's
 * day, UTC+4 all year). Anything unknown is ignored: a hand-edited link still shows the log.
 */
export const AUDIT_PAGE_SIZE = 50;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const lenient = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional()).catch(undefined);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const auditFilterSchema = z.object({
  action: lenient(z.enum(AUDIT_ACTIONS)),
  actor: lenient(z.string().trim().toLowerCase().min(3).max(200)),
  from: lenient(day),
  to: lenient(day),
  page: lenient(z.coerce.number().int().min(2).max(10_000)),
});

export type AuditQuery = z.infer<typeof auditFilterSchema>;

export function parseAuditQuery(query: Record<string, string | string[] | undefined>): AuditQuery {
  return auditFilterSchema.parse(query);
}

/** The start of a Dubai calendar day as an ISO time (Dubai is UTC+4, with no daylight saving). */
const dubaiMidnight = (date: string) => new Date(`${date}T00:00:00+04:00`);

export function toAuditFilter(query: AuditQuery): AuditFilter {
  const until = query.to ? new Date(dubaiMidnight(query.to).getTime() + 24 * 3_600_000) : undefined;
  return {
    action: query.action,
    actorEmail: query.actor,
    since: query.from ? dubaiMidnight(query.from).toISOString() : undefined,
    until: until?.toISOString(),
    limit: AUDIT_PAGE_SIZE,
    offset: ((query.page ?? 1) - 1) * AUDIT_PAGE_SIZE,
  };
}

export function auditQueryString(query: AuditQuery, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page })) if (value !== undefined && !(key === 'page' && value === 1)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
