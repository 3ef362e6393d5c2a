'use client';

import Image, { type ImageProps } from 'next/image';
import { cloudinaryLoader, isCloudinaryUrl } from '@/lib/images/cloudinary-loader';

/**
 * next/image for images that may live on Cloudinary (uploaded by staff): those are resized by
 * Cloudinary, the rest by Next's optimiser. A client component only because a loader is a
 * function, which cannot cross from server components.
 */
export function SiteImage(props: ImageProps) {
  const cloud = typeof props.src === 'string' && isCloudinaryUrl(props.src);
  return <Image {...props} alt={props.alt} loader={cloud ? cloudinaryLoader : undefined} />;
}
