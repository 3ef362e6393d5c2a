import http from 'node:http';
import { E2E_BASE_URL } from './server-env';

/**
 * One HTTP request with the path sent byte for byte as given: `/admin/./manage-visas`, `//admin`
 * or `/admin%2Fmanage-visas` reach the server unnormalised (URL-based clients would tidy them up
 * first, and the point is what the server makes of them). Redirects are not followed.
 */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function rawRequest(
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
  timeoutMs = 30_000,
): Promise<RawAnswer> {
  const base = new URL(E2E_BASE_URL);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: base.hostname, port: base.port, method, path: rawPath, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`${method} ${rawPath} got no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export type MultipartValue = string | { name: string; mimeType: string; buffer: Buffer };

/**
 * A multipart/form-data body and its content type, built by hand for raw requests. Parts go in
 * the order given (pass entries when the order matters: objects put integer-like keys first).
 */
export function multipartBody(fields: Record<string, MultipartValue> | [string, MultipartValue][]): { contentType: string; body: Buffer } {
  const boundary = `----security${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    const head =
      typeof value === 'string'
        ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.mimeType}\r\n\r\n`;
    parts.push(Buffer.from(`--${boundary}\r\n${head}`), typeof value === 'string' ? Buffer.from(value) : value.buffer, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}
