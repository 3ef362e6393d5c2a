import { shareCardPng } from '@/lib/seo/share-card-image';
import { shareCardByName } from '@/lib/seo/share-cards';

/**
 * A page's generated share card, for the social networks that preview a shared link; the pages'
 * metadata links them (lib/seo/page-metadata).
 */
export async function GET(_request: Request, { params }: RouteContext<'/og/[card]'>) {
  const card = shareCardByName((await params).card);
  if (!card) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(await shareCardPng(card), {
    // Not immutable: a deploy may redraw a card under the same address.
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  });
}
