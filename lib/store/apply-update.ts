import type { Update } from './documents';
import { assertPaths } from './record';

/**
 * An Update applied to a plain document, as MongoDB applies it: the SQLite store changes its JSON
 * documents with this, inside the transaction that read them, so both stores change a document the
 * same way. Returns a new document; the one given is left as it was.
 */
export function applyUpdate<T extends object>(document: T, update: Update): T {
  const next = structuredClone(document) as Record<string, unknown>;
  for (const [path, value] of Object.entries(update.$set ?? {})) setPath(next, path, value === undefined ? null : structuredClone(value));
  for (const path of Object.keys(update.$unset ?? {})) unsetPath(next, path);
  for (const [path, by] of Object.entries(update.$inc ?? {})) {
    const current = getPath(next, path);
    setPath(next, path, (typeof current === 'number' ? current : 0) + by);
  }
  for (const [path, value] of Object.entries(update.$push ?? {})) {
    const current = getPath(next, path);
    setPath(next, path, [...(Array.isArray(current) ? current : []), structuredClone(value)]);
  }
  for (const [path, value] of Object.entries(update.$pull ?? {})) {
    const current = getPath(next, path);
    if (Array.isArray(current)) setPath(next, path, current.filter((element: unknown) => element !== value));
  }
  return next as T;
}

/** The value at a dotted path, or undefined. */
export function getPath(document: unknown, path: string): unknown {
  let at: unknown = document;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

function setPath(document: Record<string, unknown>, path: string, value: unknown): void {
  assertPaths([path]);
  const keys = path.split('.');
  let at = document;
  for (const key of keys.slice(0, -1)) {
    const child = at[key];
    at = (at[key] = typeof child === 'object' && child !== null && !Array.isArray(child) ? child : {}) as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
}

function unsetPath(document: Record<string, unknown>, path: string): void {
  const keys = path.split('.');
  const owner = keys.length === 1 ? document : getPath(document, keys.slice(0, -1).join('.'));
  if (typeof owner === 'object' && owner !== null) delete (owner as Record<string, unknown>)[keys.at(-1)!];
}
