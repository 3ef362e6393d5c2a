import 'server-only';
import { getEnv } from '@/lib/config/env';
import { createCloudinaryImageStore } from './cloudinary-image-store';
import type { ImageStore } from './image-store';
import { createLocalImageStore } from './local-image-store';

let store: ImageStore | undefined;

/** Cloudinary when CLOUDINARY_URL is set, else files under DATA_DIR/uploads. Chosen once. */
export function getImageStore(): ImageStore {
  const env = getEnv();
  store ??= env.CLOUDINARY_URL ? createCloudinaryImageStore(env.CLOUDINARY_URL) : createLocalImageStore(env.DATA_DIR);
  return store;
}
