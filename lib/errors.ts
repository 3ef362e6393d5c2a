/**
 * Typed application errors. Route handlers and actions map them to HTTP answers in one place
 * (`httpStatusOf`), so a store or service never needs to know about HTTP.
 */
import { recordStoreUnavailable, STORE_UNAVAILABLE_MESSAGE } from '@/lib/store/outage.mjs';

export class AppError extends Error {
  readonly status: number = 500;
  readonly code: string = 'internal';
  /** The `code` of this class's instances, for recognising copies from another bundle. */
  static readonly errorCode: string | undefined = undefined;

  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    Object.defineProperty(this, APP_ERROR_BRAND, { value: true });
  }

  /**
   * `instanceof` that also holds across bundles. Next compiles instrumentation (which opens the
   * store) apart from the routes, so an error thrown inside the store is made from another copy of
   * this module and fails a plain prototype check: a duplicate slug would answer 500, not 409. A
   * branded error counts as an AppError, and as a subclass when its code is that subclass's code.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    if (typeof value !== 'object' || value === null || !(APP_ERROR_BRAND in value)) return false;
    if (this === AppError) return true;
    return this.errorCode !== undefined && (value as { code?: unknown }).code === this.errorCode;
  }
}

const APP_ERROR_BRAND = Symbol.for('ztart-visa.app-error');

/** Something with the same unique key exists already (duplicate slug, e-mail, stale version). */
export class ConflictError extends AppError {
  static override readonly errorCode = 'conflict';
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
  static override readonly errorCode = 'not_found';
  override readonly status = 404;
  override readonly code = 'not_found';
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Input that failed validation; `fieldErrors` maps a field name to its messages. */
export class ValidationError extends AppError {
  static override readonly errorCode = 'invalid';
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

export { STORE_UNAVAILABLE_MESSAGE };

/**
 * The database could not be reached or failed: callers answer 503, never a false success. Each
 * one is recorded, so a page that failed for it answers 503 too (lib/store/outage.mjs).
 */
export class StoreUnavailableError extends AppError {
  static override readonly errorCode = 'store_unavailable';
  override readonly status = 503;
  override readonly code = 'store_unavailable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
    recordStoreUnavailable();
  }
}

export function httpStatusOf(error: unknown): number {
  return error instanceof AppError ? error.status : 500;
}
