import { ConflictError, ValidationError } from '@/lib/errors';
import type { Redirect, SetRedirectOptions } from './types';

/** What setting a redirect does to the redirect from its target, decided alike by both stores. */
export interface RedirectPlan {
  /** Where the new redirect points: `to`, or where `to` itself redirects. */
  target: string;
  /** Whether the redirect from `to` goes (its address shows a page now). */
  removeFromTarget: boolean;
}

/**
 * The rules of `RedirectRepository.set` (lib/store/types.ts) that both stores share: no redirect
 * to itself, none that would come back round, and no chain (a target that is itself redirected
 * is followed, one hop being all there is while the store has no chains).
 */
export function planRedirect(from: string, to: string, redirectFromTarget: Pick<Redirect, 'to'> | null, options: SetRedirectOptions = {}): RedirectPlan {
  if (from === to) {
    const message = 'An address cannot redirect to itself.';
    throw new ValidationError(message, { to: [message] });
  }
  if (!redirectFromTarget) return { target: to, removeFromTarget: false };
  if (options.live) return { target: to, removeFromTarget: true };
  if (redirectFromTarget.to === from) {
    throw new ConflictError(`${to} already redirects to ${from}: this redirect would make a loop.`, 'to');
  }
  return { target: redirectFromTarget.to, removeFromTarget: false };
}
