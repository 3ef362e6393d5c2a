'use client';

import Image, { type ImageProps } from 'next/image';
import { cloudinaryCardLoader, cloudinaryLoader, isCloudinaryUrl } from '@/lib/images/cloudinary-loader';

/**
 * next/image for images that may live on Cloudinary (uploaded by staff): those are resized by
 * Cloudinary, the rest by Next's optimiser. `frame="card"` (visa and blog cards) has Cloudinary
 * crop them to the spec's card frame. A client component only because a loader is a function,
 * which cannot cross from server components.
 */
export function SiteImage({ frame, ...props }: ImageProps & { frame?: 'card' }) {
  const cloud = typeof props.src === 'string' && isCloudinaryUrl(props.src);
  const loader = cloud ? (frame === 'card' ? cloudinaryCardLoader : cloudinaryLoader) : undefined;
  return <Image {...props} alt={props.alt} loader={loader} />;
}
