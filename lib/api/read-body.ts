import { PayloadTooLargeError } from './errors';

/**
 * Reads a request body of at most `limit` bytes. A declared Content-Length over the limit is
 * refused before anything is read; a body without one (chunked) is read only up to the limit.
 */
export async function readBodyWithLimit(request: Request, limit: number): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError(limit);
  if (!request.body) return Buffer.alloc(0) as Buffer<ArrayBuffer>;

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new PayloadTooLargeError(limit);
    }
    chunks.push(value);
  }
  // A fresh (or pooled) ArrayBuffer, never a shared one.
  return Buffer.concat(chunks, total) as Buffer<ArrayBuffer>;
}
