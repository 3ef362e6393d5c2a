/** Spec: 'PNG, JPG, GIF up to 10MB' — enforced here. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoding more pixels than this is refused (a small file can expand to gigabytes: a pixel bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Uploads are re-encoded no wider than this. */
export const MAX_IMAGE_WIDTH = 2400;
/**
 * A replaced or deleted upload stays readable this long: pages rendered before the edit (open in a
 * browser, in a cache) still point at it and may load it late, e.g. when scrolled into view.
 */
export const RETIRED_IMAGE_GRACE_MS = 60 * 60 * 1000;
