import { AppError, StoreUnavailableError } from '@/lib/errors';

export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/** Maps driver failures (network, timeouts) to StoreUnavailableError; keeps our own errors. */
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const name = (error as { name?: string } | null)?.name ?? '';
    if (/^Mongo|MongooseServerSelectionError|DisconnectedError/.test(name)) {
      throw new StoreUnavailableError(`The database failed: ${name}`, { cause: error });
    }
    throw error;
  }
}
