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
  const match = CLOUDINARY_UPLOAD.exec(src);
  if (!match) return src;
  return `${match[1]}c_limit,w_${width},q_${quality ?? 70},f_auto/${match[2]}`;
}
