import 'server-only';

/**
 * Whether a request comes from a page of another site. Browsers send Origin with every POST from
 * a page; when it is present it must name this host (as the proxy reports it) or one of the
 * site's own origins. A request without Origin (curl, a server) is not a browser CSRF vector.
 */
export function isCrossOrigin(request: Request, siteOrigins: readonly string[] = []): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true; // "null" (sandboxed frames, privacy redirects) or garbage
  }
  const host =
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || new URL(request.url).host;
  if (from.host === host) return false;
  return !siteOrigins.some((site) => URL.canParse(site) && new URL(site).origin === from.origin);
}

export type BodyResult = { ok: true; text: string } | { ok: false };

/**
 * Reads the body as text, refusing (without reading on) one larger than `maxBytes`, whether or
 * not it declared its length.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}
