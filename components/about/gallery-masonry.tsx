import { SiteImage as Image } from '@/components/ui/site-image';
import type { GalleryItem } from '@/content/types';

/**
 * The /about gallery: images in columns at their own proportions (a masonry layout in plain CSS).
 * Columns follow the page's direction, so on an Arabic page the first picture is at the right.
 */
export function GalleryMasonry({ items, label }: { items: GalleryItem[]; label: string }) {
  return (
    <ul className="columns-2 gap-4 sm:gap-6 lg:columns-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="mb-4 break-inside-avoid sm:mb-6">
          <Image
            src={item.Img}
            alt={item.alt}
            width={item.width}
            height={item.height}
            sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, 48vw"
            className="h-auto w-full rounded-3xl bg-sand-100 object-cover shadow-sm"
          />
        </li>
      ))}
    </ul>
  );
}
