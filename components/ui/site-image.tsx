import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { cloudinaryCardLoader, cloudinaryLoader, isCloudinaryUrl } from '@/lib/images/cloudinary-loader';

/**
 * next/image's markup without its client component: the same srcset, sizes, lazy loading and, for
 * `priority`, the same high fetch priority and preload, rendered on the server as a plain <img>,
 * so pages do not download and hydrate the image component's script for images that never change
 * after load. Images that may live on Cloudinary (uploaded by staff) are resized by Cloudinary,
 * the rest by Next's optimiser; `frame="card"` (visa and blog cards) has Cloudinary crop them to
 * the spec's card frame.
 */
export function SiteImage({ frame, priority, ...props }: ImageProps & { frame?: 'card' }) {
  const cloud = typeof props.src === 'string' && isCloudinaryUrl(props.src);
  const loader = cloud ? (frame === 'card' ? cloudinaryCardLoader : cloudinaryLoader) : undefined;
  const { props: img } = getImageProps({ ...props, alt: props.alt, loader, priority, fetchPriority: priority ? 'high' : props.fetchPriority });
  // What next/image does for a priority image: the browser starts it before it parses the <img>.
  if (priority && img.src) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high', crossOrigin: img.crossOrigin });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own (getImageProps)
  return <img {...img} alt={img.alt} />;
}
