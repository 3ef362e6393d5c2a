import { AppError } from '@/lib/errors';

/** A request body larger than the call accepts (checked before and while reading it). */
export class PayloadTooLargeError extends AppError {
  override readonly status = 413;
  override readonly code = 'payload_too_large';
  static override readonly errorCode = 'payload_too_large';
  constructor(readonly limitBytes: number) {
    super(`The request body is too large (${formatMegabytes(limitBytes)} at most)`);
    this.name = 'PayloadTooLargeError';
  }
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Number(megabytes.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
