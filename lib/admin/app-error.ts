/** What lib/errors.ts's AppError subclasses carry. */
export interface AppErrorShape {
  message: string;
  status: number;
  code: string;
  field?: unknown;
  fieldErrors?: unknown;
  retryAfterSeconds?: unknown;
}

/**
 * An AppError, recognised by its shape rather than `instanceof`: the store is opened by
 * instrumentation.ts, a bundle of its own with its own copy of lib/errors.ts, so a ConflictError
 * thrown by the store is not an instance of the ConflictError class the app's bundle imports.
 */
export function appErrorOf(error: unknown): AppErrorShape | null {
  if (!(error instanceof Error)) return null;
  const { status, code } = error as unknown as Partial<AppErrorShape>;
  return typeof status === 'number' && typeof code === 'string' ? (error as unknown as AppErrorShape) : null;
}
