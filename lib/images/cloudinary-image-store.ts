import { v2 as cloudinary, type UploadApiResponse } from 'cloudinary';
import type { Agent } from 'node:https';
import type { ImageStore } from './image-store';

const FOLDER = 'ztart-visa';

/**
 * Cloudinary from CLOUDINARY_URL (cloudinary://key:secret@cloud). `uploadPrefix` and `agent` point
 * the SDK at another API host; the tests use them to run against a local stand-in for the cloud.
 */
export function createCloudinaryImageStore(
  cloudinaryUrl: string,
  { uploadPrefix, agent }: { uploadPrefix?: string; agent?: Agent } = {},
): ImageStore {
  const url = new URL(cloudinaryUrl);
  cloudinary.config({
    cloud_name: url.hostname,
    api_key: decodeURIComponent(url.username),
    api_secret: decodeURIComponent(url.password),
    secure: true,
    ...(uploadPrefix ? { upload_prefix: uploadPrefix } : {}),
  });
  const ownPrefix = `https://res.cloudinary.com/${url.hostname}/image/upload/`;

  const store: ImageStore = {
    save: ({ bytes }) =>
      new Promise((resolve, reject) => {
        cloudinary.uploader
          .upload_stream({ folder: FOLDER, resource_type: 'image', format: 'webp', ...(agent ? { agent } : {}) }, (error, result?: UploadApiResponse) => {
            if (error || !result) reject(new Error(`Cloudinary upload failed: ${error?.message ?? 'no result'}`));
            else resolve({ url: result.secure_url });
          })
          .end(bytes);
      }),
    async remove(imageUrl) {
      if (!imageUrl.startsWith(ownPrefix)) return;
      // .../image/upload/v123/ztart-visa/abc.webp → public id "ztart-visa/abc"
      const publicId = imageUrl.slice(ownPrefix.length).replace(/^v\d+\//, '').replace(/\.[a-z]+$/, '');
      // Only what this site uploaded: a record may carry any URL of the account's images (the API
      // takes a Cloudinary URL as is), and replacing that record must not delete someone else's.
      if (!publicId.startsWith(`${FOLDER}/`)) return;
      await cloudinary.uploader.destroy(publicId, { resource_type: 'image', ...(agent ? { agent } : {}) });
    },
    // Without `invalidate`, destroy leaves the copies Cloudinary's CDN already serves in place
    // until they expire: that is the grace period here.
    retire: (imageUrl) => store.remove(imageUrl),
  };
  return store;
}
