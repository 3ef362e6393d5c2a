import { newObjectId } from '@/lib/ids';
import type { AuditEntry, AuditFilter, AuditRepository } from '../types';
import type { AnyModel } from './documents';
import { guard } from './errors';

interface Document extends Omit<AuditEntry, 'at'> {
  at: Date;
}

const toEntry = ({ _id, at, action, actor, target, detail, ip }: Document): AuditEntry => ({
  _id: String(_id),
  at: at.toISOString(),
  action,
  actor: { id: actor.id ?? null, email: actor.email },
  target: target ?? null,
  detail: detail ?? null,
  ip: ip ?? null,
});

/** The query of a filter; each value is made a string, so no operator object reaches it. */
function query(filter: AuditFilter): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  if (filter.action) found.action = String(filter.action);
  if (filter.actorEmail) found['actor.email'] = String(filter.actorEmail).toLowerCase();
  const at: Record<string, Date> = {};
  if (filter.since) at.$gte = new Date(String(filter.since));
  if (filter.until) at.$lt = new Date(String(filter.until));
  if (Object.keys(at).length) found.at = at;
  return found;
}

export function createMongoAuditRepository(model: AnyModel): AuditRepository {
  return {
    append: (entry) =>
      guard(async () => {
        const document = { ...entry, _id: newObjectId(), at: new Date(entry.at), actor: { id: entry.actor.id, email: entry.actor.email.toLowerCase() } };
        await model.create(document);
        return toEntry(document as unknown as Document);
      }),
    list: (filter = {}) =>
      guard(async () => {
        const limit = Math.max(0, Math.trunc(filter.limit ?? 100));
        const offset = Math.max(0, Math.trunc(filter.offset ?? 0));
        if (limit === 0) return [];
        const found = (await model.find(query(filter)).sort({ at: -1, _id: -1 }).skip(offset).limit(limit).lean()) as Document[];
        return found.map(toEntry);
      }),
    count: (filter = {}) => guard(() => model.countDocuments(query(filter))),
    deleteBefore: (cutoff) => guard(async () => (await model.deleteMany({ at: { $lt: new Date(String(cutoff)) } })).deletedCount),
  };
}
