import { AppError, ConflictError, NotFoundError, StoreUnavailableError } from '@/lib/errors';
import { validationErrorOf } from '@/lib/validation/parse';

export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** One path's failure inside a mongoose ValidationError (a ValidatorError or a CastError). */
interface PathError {
  name?: string;
  kind?: string;
  path?: string;
  message?: string;
}

/** What a CastError's `kind` ('string', 'Number', 'ObjectId', '[string]') asked for, in words. */
function castTarget(kind = 'value'): string {
  if (kind === 'ObjectId') return 'an id';
  if (kind.startsWith('[') || kind === 'Array') return 'a list';
  return `a ${kind.toLowerCase()}`;
}

/** Says what was wrong with one path, in our words rather than mongoose's "Path `x` is ...". */
function pathMessage(path: string, error: PathError): string {
  if (error.name === 'CastError') return `${path} must be ${castTarget(error.kind)}`;
  if (error.kind === 'required') return `${path} is required`;
  return `${path} was refused by the database: ${error.message ?? error.kind ?? 'invalid value'}`;
}

/**
 * The typed app error a mongoose or driver error stands for, with the status SQLite gives for the
 * same input: a refused value 400 naming the field, an unknown id 404, a taken unique key 409.
 * Recognised by name and shape, not `instanceof`: mongoose's classes are not ours to import in
 * every bundle, and a copy of mongoose loaded twice (tests, instrumentation) has other classes.
 */
export function appErrorOf(error: unknown): AppError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, path, errors } = error as { name?: string; path?: string; errors?: unknown };
  if (name === 'ValidationError' && typeof errors === 'object' && errors !== null) {
    const entries = Object.entries(errors as Record<string, PathError>);
    return validationErrorOf(Object.fromEntries(entries.map(([key, failure]) => [key, [pathMessage(key, failure)]])));
  }
  if (name === 'CastError' && path === '_id') return new NotFoundError('No record with that id.');
  if (name === 'CastError' && path) return validationErrorOf({ [path]: [pathMessage(path, error as PathError)] });
  if (name === 'StrictModeError' && path) return validationErrorOf({ [path]: [`${path} is not a field of this record`] });
  if (name === 'DocumentNotFoundError') return new NotFoundError('No record with that id.');
  if (isDuplicateKey(error)) {
    const [field = 'key'] = Object.keys((error as { keyValue?: object }).keyValue ?? (error as { keyPattern?: object }).keyPattern ?? {});
    return new ConflictError(`A record with this ${field} already exists.`, field);
  }
  return null;
}

/**
 * Runs a database call: mongoose's refusals become our typed errors (400/404/409, never a 500), and
 * driver failures (network, timeouts) a StoreUnavailableError (503); our own errors pass through.
 */
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const mapped = appErrorOf(error);
    if (mapped) throw mapped;
    const name = (error as { name?: string } | null)?.name ?? '';
    if (/^Mongo|MongooseServerSelectionError|DisconnectedError/.test(name)) {
      throw new StoreUnavailableError(`The database failed: ${name}`, { cause: error });
    }
    throw error;
  }
}
