/** Spec: 'PNG, JPG, GIF up to 10MB' — enforced here. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoding more pixels than this is refused (a small file can expand to gigabytes: a pixel bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Uploads are re-encoded no wider than this. */
export const MAX_IMAGE_WIDTH = 2400;
