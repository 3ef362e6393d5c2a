import type { ImageLoaderProps } from 'next/image';

const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;

export function isCloudinaryUrl(src: string): boolean {
  return CLOUDINARY_UPLOAD.test(src);
}

/**
 * next/image loader for Cloudinary images: Cloudinary resizes them (DESIGN.md: width, crop,
 * quality 70 unless asked otherwise, and the best format the browser accepts).
 */
export function cloudinaryLoader({ src, width, quality }: ImageLoaderProps): string {
  return transformed(src, `c_limit,w_${width},q_${quality ?? 70},f_auto`);
}

/** The frame of the spec's card transforms: 313x179, and 626x358 for sharp screens. */
export const CARD_FRAME = { width: 313, height: 179 } as const;

/**
 * Loader for the images of visa and blog cards: Cloudinary crops them to the spec's card frame
 * (313x179 at width 313, 626x358 at 626, the same shape at any other width asked), quality 70.
 */
export function cloudinaryCardLoader({ src, width, quality }: ImageLoaderProps): string {
  const height = Math.round((width * CARD_FRAME.height) / CARD_FRAME.width);
  return transformed(src, `c_fill,w_${width},h_${height},q_${quality ?? 70},f_auto`);
}

function transformed(src: string, transformation: string): string {
  const match = CLOUDINARY_UPLOAD.exec(src);
  return match ? `${match[1]}${transformation}/${match[2]}` : src;
}
