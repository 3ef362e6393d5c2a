import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { ActionFailure } from './action-result';
import { AppError, ConflictError, NotFoundError, STORE_UNAVAILABLE_MESSAGE, StoreUnavailableError, ValidationError } from '@/lib/errors';

const UNEXPECTED = 'Something went wrong on the server. Please try again.';

/**
 * Maps an error thrown by a content service to the answer a form shows: validation messages by
 * field, the conflict (taken slug, stale version) on its field, and a plain sentence for the rest.
 * Unexpected errors are logged here and reach the browser only as a generic sentence.
 */
export function actionFailure(error: unknown): ActionFailure {
  unstable_rethrow(error); // redirects, 401s and other Next.js interrupts are not failures
  if (error instanceof ValidationError) {
    return { ok: false, status: error.status, message: error.message, fieldErrors: error.fieldErrors };
  }
  if (error instanceof ConflictError) {
    return { ok: false, status: error.status, message: error.message, fieldErrors: error.field ? { [error.field]: [error.message] } : {} };
  }
  // A lockout (429) says when to try again: its message is written for the person.
  if (error instanceof AppError && error.status === 429) return { ok: false, status: 429, message: error.message, fieldErrors: {} };
  if (error instanceof NotFoundError) return { ok: false, status: error.status, message: error.message, fieldErrors: {} };
  if (error instanceof StoreUnavailableError) {
    console.error('[admin] store unavailable', error);
    return { ok: false, status: 503, message: STORE_UNAVAILABLE_MESSAGE, fieldErrors: {} };
  }
  console.error('[admin] unexpected error in a server action', error);
  return { ok: false, status: error instanceof AppError ? error.status : 500, message: UNEXPECTED, fieldErrors: {} };
}
