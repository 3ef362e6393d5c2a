import { ConflictError, ValidationError } from '@/lib/errors';
import type { Collection } from '@/lib/store/documents';
import { isoDate, now } from '@/lib/store/fields';
import { declareRecord } from '@/lib/store/record';
import { z } from '@/lib/validation/z';

/**
 * An old address that answers 301 with a newer one: written when a visa's or a post's slug
 * changes, or by staff in the admin. Paths are the site's own (`/visa/old-slug`), no query.
 */
export const redirectRecord = declareRecord({
  name: 'redirects',
  schema: z.object({
    from: z.string(),
    to: z.string(),
    createdAt: isoDate,
    /** The staff member's name for one added by hand; null for one written by a slug change. */
    createdBy: z.string().nullable(),
  }),
  indexes: [{ paths: { from: 1 }, unique: true }, { paths: { to: 1 } }, { paths: { createdAt: -1, _id: -1 } }],
});

export type Redirect = z.output<typeof redirectRecord.schema> & { _id: string };

export interface SetRedirectOptions {
  /**
   * `to` shows a page now (a record's new slug): a redirect from `to` is removed rather than
   * followed, so renaming a slug back to an earlier one never loops.
   */
  live?: boolean;
}

/**
 * The redirects, kept free of chains and loops: no redirect's `to` is another's `from`, so each
 * old address answers with the current one in one hop.
 */
export interface RedirectRepository {
  /** Newest first. */
  list(): Promise<Redirect[]>;
  find(from: string): Promise<Redirect | null>;
  /**
   * Makes `from` redirect to `to` (replacing a redirect from `from`), and every redirect that led
   * to `from` lead to `to` directly (chains collapsed). When `to` is itself redirected the new one
   * goes where that one goes, unless `options.live`, which removes it instead. Refuses `from ===
   * to` with a ValidationError, and a redirect whose target leads back to `from` with a
   * ConflictError.
   */
  set(from: string, to: string, createdBy: string | null, options?: SetRedirectOptions): Promise<Redirect>;
  /** Deletes one by id; returns it, or null when there was none. */
  remove(id: string): Promise<Redirect | null>;
  /** Deletes the redirect from this address (a page now lives there); returns whether there was one. */
  removeFrom(from: string): Promise<boolean>;
  /** Deletes the redirects to this address (its page was deleted); returns how many. */
  removeTo(to: string): Promise<number>;
}

/** Where a new redirect points, and whether the redirect from its target goes (its address shows a page now). */
function planRedirect(from: string, to: string, redirectFromTarget: Pick<Redirect, 'to'> | null, options: SetRedirectOptions) {
  if (from === to) {
    const message = 'An address cannot redirect to itself.';
    throw new ValidationError(message, { to: [message] });
  }
  if (!redirectFromTarget) return { target: to, removeFromTarget: false };
  if (options.live) return { target: to, removeFromTarget: true };
  if (redirectFromTarget.to === from) throw new ConflictError(`${to} already redirects to ${from}: this redirect would make a loop.`, 'to');
  return { target: redirectFromTarget.to, removeFromTarget: false };
}

/**
 * `set` is several writes, each safe to repeat: the unique index on `from` keeps one redirect per
 * old address if two renames meet.
 */
export function redirectRepository(collection: Collection<Redirect>): RedirectRepository {
  return {
    list: () => collection.findMany({}, { sort: { createdAt: -1, _id: -1 } }),
    find: (from) => collection.findOne({ from: String(from) }),
    async set(from, to, createdBy, options = {}) {
      const source = String(from);
      const plan = planRedirect(source, String(to), await collection.findOne({ from: String(to) }), options);
      if (plan.removeFromTarget) await collection.deleteOne({ from: String(to) });
      await collection.updateMany({ to: source }, { $set: { to: plan.target } });
      const change = { to: plan.target, createdAt: now(), createdBy: createdBy === null ? null : String(createdBy) };
      const { record, inserted } = await collection.insertIfAbsent({ from: source, ...change }, ['from']);
      return inserted ? record : ((await collection.updateOne({ from: source }, { $set: change })) ?? record);
    },
    remove: (id) => collection.deleteOne({ _id: String(id) }),
    removeFrom: async (from) => (await collection.deleteOne({ from: String(from) })) !== null,
    removeTo: (to) => collection.deleteMany({ to: String(to) }),
  };
}
