import { TooManyAttemptsError } from '@/lib/auth/authenticate';
import { AppError, STORE_UNAVAILABLE_MESSAGE, StoreUnavailableError, ValidationError } from '@/lib/errors';
import { NO_STORE } from './cache-control';

/** Every /api/1.0 answer: the HTTP status repeated as statusCode, a message, and the data. */
export interface ApiAnswer<Data> {
  statusCode: number;
  message: string;
  data: Data;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export function answer<Data>(status: number, message: string, data: Data, headers: HeadersInit = {}): Response {
  const body: ApiAnswer<Data> = { statusCode: status, message, data };
  const merged = new Headers(headers);
  if (!merged.has('cache-control')) merged.set('cache-control', NO_STORE);
  return Response.json(body, { status, headers: merged });
}

/** A success (200). Admin answers are never cached; public reads pass their Cache-Control. */
export function ok<Data>(data: Data, message: string, { cacheControl = NO_STORE }: { cacheControl?: string } = {}): Response {
  return answer(200, message, data, { 'cache-control': cacheControl });
}

/**
 * The answer for a thrown error: typed application errors keep their status and message
 * (validation errors add their per-field messages as data.fieldErrors; a lockout adds
 * Retry-After). A failing store is logged and answered 503 in plain words: its message names
 * database internals. Anything else is logged here and answered 500 without details.
 */
export function errorAnswer(error: unknown, where: string): Response {
  if (error instanceof ValidationError) {
    return answer(error.status, error.message, { fieldErrors: error.fieldErrors });
  }
  if (error instanceof TooManyAttemptsError) {
    return answer(error.status, error.message, null, { 'retry-after': String(error.retryAfterSeconds) });
  }
  if (error instanceof AppError) {
    if (error.status >= 500) console.error(`[api] ${where} failed:`, error);
    const message = error instanceof StoreUnavailableError ? STORE_UNAVAILABLE_MESSAGE : error.message;
    return answer(error.status, message, null);
  }
  console.error(`[api] ${where} failed:`, error);
  return answer(500, INTERNAL_ERROR_MESSAGE, null);
}
