import sharp from 'sharp';
import { ValidationError } from '@/lib/errors';
import { detectImageType } from './detect-image-type';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_WIDTH } from './limits';

export interface NormalizedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

const refuse = (message: string) => new ValidationError(message, { file: [message] });

/**
 * Checks an upload by its content and re-encodes it as WebP. Re-encoding keeps only pixels, so a
 * polyglot (an image that is also HTML or script) comes out as a plain image; decoding is capped
 * so a pixel bomb is refused instead of filling memory.
 */
export async function normalizeImage(bytes: Uint8Array): Promise<NormalizedImage> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw refuse('The image must be 10 MB or smaller');
  const type = detectImageType(bytes);
  if (!type) throw refuse('The image must be a PNG, JPG, GIF or WebP file');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: type === 'image/gif' || type === 'image/webp' });
    const { data, info } = await image
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw refuse('The image has too many pixels (40 megapixels at most)');
    }
    throw refuse('The image could not be read: it may be damaged');
  }
}
