import { AppError, StoreUnavailableError } from '@/lib/errors';
import { DuplicateKeyError } from '../documents';
import { type IndexDeclaration, indexName } from '../record';

export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** The paths of the unique index that refused a write: from the error's key pattern, or its message's index name. */
function duplicatePaths(error: unknown, declaration?: { indexes: readonly IndexDeclaration[] }): string[] {
  const { keyPattern, errmsg, message } = error as { keyPattern?: object; errmsg?: string; message?: string };
  if (keyPattern && Object.keys(keyPattern).length) return Object.keys(keyPattern);
  const name = /index: (\S+)/.exec(errmsg ?? message ?? '')?.[1];
  const index = declaration?.indexes.find((candidate) => indexName(candidate) === name);
  return index ? Object.keys(index.paths) : ['_id'];
}

/**
 * Runs a database call: a unique index's refusal becomes a DuplicateKeyError naming its paths,
 * driver failures (network, timeouts, a server that went away) a StoreUnavailableError (503); our
 * own errors pass through. Recognised by shape, not `instanceof`: the driver's classes are not ours
 * to import in every bundle.
 */
export async function guard<T>(work: () => Promise<T>, declaration?: { indexes: readonly IndexDeclaration[] }): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isDuplicateKey(error)) throw new DuplicateKeyError(duplicatePaths(error, declaration));
    const name = (error as { name?: string } | null)?.name ?? '';
    if (/^Mongo|MongooseServerSelectionError|DisconnectedError/.test(name)) {
      throw new StoreUnavailableError(`The database failed: ${name}`, { cause: error });
    }
    throw error;
  }
}
