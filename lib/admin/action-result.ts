/**
 * What an admin server action answers: success, or a message the form shows in a toast plus the
 * per-field messages it shows under the fields. Never a stack trace.
 */
export type ActionResult = { ok: true; next?: string; message?: string } | ActionFailure;

export interface ActionFailure {
  ok: false;
  /** The HTTP status the same failure gets from the API: 400, 404, 409, 503 or 500. */
  status: number;
  message: string;
  fieldErrors: Record<string, string[]>;
}

/** What a staff or account form's action answers: a sentence to show, and for enrolment the backup codes. */
export type FormResult = { ok: true; message: string; codes?: string[] } | ActionFailure;
