import { getEnv } from '@/lib/config/env';
import { readUpload } from '@/lib/images/local-image-store';

/**
 * Serves images uploaded to local disk (no CLOUDINARY_URL). Names are generated on upload and
 * checked against that pattern, so no path a visitor types reaches the file system. Uploads were
 * re-encoded to WebP, so that is their type; nosniff stops browsers from guessing another.
 */
export async function GET(_request: Request, { params }: RouteContext<'/uploads/[name]'>) {
  const { name } = await params;
  const bytes = await readUpload(getEnv().DATA_DIR, name);
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
