import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { ActionFailure } from './action-result';
import { appErrorOf } from './app-error';

const UNEXPECTED = 'Something went wrong on the server. Please try again.';
const STORE_DOWN = 'The database is not reachable right now. Please try again in a moment.';

const isFieldErrors = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' && value !== null && Object.values(value).every((messages) => Array.isArray(messages));

/**
 * Maps an error thrown by a content service to the answer a form shows: validation messages by
 * field, the conflict (taken slug, stale version) on its field, and a plain sentence for the rest.
 * Unexpected errors are logged here and reach the browser only as a generic sentence.
 */
export function actionFailure(error: unknown): ActionFailure {
  unstable_rethrow(error); // redirects, 401s and other Next.js interrupts are not failures
  const appError = appErrorOf(error);
  switch (appError?.code) {
    case 'invalid':
      return {
        ok: false,
        status: appError.status,
        message: appError.message,
        fieldErrors: isFieldErrors(appError.fieldErrors) ? appError.fieldErrors : {},
      };
    case 'conflict':
      return {
        ok: false,
        status: appError.status,
        message: appError.message,
        fieldErrors: typeof appError.field === 'string' ? { [appError.field]: [appError.message] } : {},
      };
    case 'not_found':
      return { ok: false, status: appError.status, message: appError.message, fieldErrors: {} };
    case 'store_unavailable':
      console.error('[admin] store unavailable', error);
      return { ok: false, status: 503, message: STORE_DOWN, fieldErrors: {} };
    default:
      console.error('[admin] unexpected error in a server action', error);
      return { ok: false, status: appError?.status ?? 500, message: UNEXPECTED, fieldErrors: {} };
  }
}
