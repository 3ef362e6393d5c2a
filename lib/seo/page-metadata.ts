import type { Metadata } from 'next';
import { company } from '@/content/company';
import { SHARE_CARD_SIZE, shareCardImage } from './share-cards';

export const DEFAULT_OG_IMAGE = { url: '/images/og-default.png', ...SHARE_CARD_SIZE, alt: `${company.name}: visa on time, guaranteed` };

interface PageMetadataInput {
  /** The full title (shown as is, without the site-name suffix). */
  title: string;
  description: string;
  /** Path of the page, for its canonical URL. */
  path: string;
  keywords?: string;
  image?: { url: string; alt: string; width?: number; height?: number; type?: string };
  type?: 'website' | 'article';
  /** Dates for articles. */
  publishedTime?: string;
  modifiedTime?: string;
}

/**
 * Title, description, keywords, canonical URL, Open Graph and Twitter card of one page. Pages
 * without an image of their own get their generated card (app/og), or the site's default card.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const image = input.image ?? shareCardImage(input.path) ?? DEFAULT_OG_IMAGE;
  return {
    title: { absolute: input.title },
    description: input.description,
    ...(input.keywords ? { keywords: input.keywords } : {}),
    alternates: { canonical: input.path },
    openGraph: {
      type: input.type ?? 'website',
      siteName: company.name,
      locale: 'en_AE',
      url: input.path,
      title: input.title,
      description: input.description,
      images: [image],
      ...(input.type === 'article' ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description, images: [{ url: image.url, alt: image.alt }] },
  };
}

/**
 * What a 404 says about itself: app/not-found.tsx, and the visa and post pages whose record is
 * missing (the shell Next renders for their notFound() takes the page's own metadata). No robots
 * field: Next writes the noindex hint (spec section 2) into every 404 itself; a second would repeat it.
 */
export const notFoundMetadata: Metadata = { title: 'Page Not Found' };
