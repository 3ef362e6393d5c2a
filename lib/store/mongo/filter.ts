import type { Filter, Operators, Update } from '../documents';
import { assertPaths } from '../record';

/** Text matched literally inside a regular expression. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A filter of the contract (../documents.ts) in MongoDB's own language, which it mostly is: only
 * `$contains` (a regular expression of the escaped text) and `$has` (an element match) are ours.
 */
export function mongoFilter(filter: Filter): Record<string, unknown> {
  const translated: Record<string, unknown> = {};
  for (const [path, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (path === '$or') {
      const alternatives = (condition as Filter[]).map(mongoFilter);
      // An empty $or is an error to MongoDB; to the contract it is a filter that finds nothing.
      translated.$or = alternatives.length ? alternatives : [{ _id: { $in: [] } }];
      continue;
    }
    if (path !== '_id') assertPaths([path]);
    if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) {
      translated[path] = condition;
      continue;
    }
    const { $contains, $has, ...rest } = condition as Operators;
    const operators: Record<string, unknown> = { ...rest };
    if ($contains !== undefined) operators.$regex = escapeRegex($contains);
    if ($has !== undefined) operators.$elemMatch = { $eq: $has };
    translated[path] = operators;
  }
  return translated;
}

export function mongoUpdate(update: Update): Record<string, unknown> {
  const translated: Record<string, unknown> = {};
  for (const [operator, paths] of Object.entries(update)) {
    if (!paths || Object.keys(paths).length === 0) continue;
    assertPaths(Object.keys(paths));
    if (operator === '$unset') translated.$unset = Object.fromEntries(Object.keys(paths).map((path) => [path, '']));
    // As in SQLite (../apply-update.ts): a path set to undefined holds null, rather than being skipped.
    else if (operator === '$set') translated.$set = Object.fromEntries(Object.entries(paths).map(([path, value]) => [path, value === undefined ? null : value]));
    else translated[operator] = paths;
  }
  return translated;
}
