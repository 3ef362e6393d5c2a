import { ConflictError } from '@/lib/errors';

/**
 * The refusal of a save made from an outdated copy of a list, worded as for a visa or a post
 * (the content repositories), so staff read the same sentence on every editor. Both stores throw it.
 */
export function staleSiteList(current: number, expected: number): ConflictError {
  return new ConflictError(
    `This list was changed by someone else since you opened it (version ${current}, yours ${expected}). Reload it and apply your changes again.`,
    'version',
  );
}
