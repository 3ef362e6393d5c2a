/** Where uploaded images live: local disk in development and tests, Cloudinary in production. */
export interface ImageStore {
  /** Stores a normalised WebP image and returns the URL pages use for it. */
  save(image: { bytes: Buffer; width: number; height: number }): Promise<{ url: string }>;
  /** Removes an image this store saved, now; URLs it did not make are left alone. */
  remove(url: string): Promise<void>;
  /**
   * Removes an image pages referred to until now: after a grace period where the store can hold
   * one back (RETIRED_IMAGE_GRACE_MS), so pages rendered before the edit keep their image.
   */
  retire(url: string): Promise<void>;
}
