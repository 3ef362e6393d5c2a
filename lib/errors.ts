/**
 * Typed application errors. Route handlers and actions map them to HTTP answers in one place
 * (`httpStatusOf`), so a store or service never needs to know about HTTP.
 */
export class AppError extends Error {
  readonly status: number = 500;
  readonly code: string = 'internal';
}

/** Something with the same unique key exists already (duplicate slug, e-mail, stale version). */
export class ConflictError extends AppError {
  override readonly status = 409;
  override readonly code = 'conflict';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

export class NotFoundError extends AppError {
  override readonly status = 404;
  override readonly code = 'not_found';
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Input that failed validation; `fieldErrors` maps a field name to its messages. */
export class ValidationError extends AppError {
  override readonly status = 400;
  override readonly code = 'invalid';
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

/** The database could not be reached or failed: callers answer 503, never a false success. */
export class StoreUnavailableError extends AppError {
  override readonly status = 503;
  override readonly code = 'store_unavailable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

export function httpStatusOf(error: unknown): number {
  return error instanceof AppError ? error.status : 500;
}
