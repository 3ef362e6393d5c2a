import type { GalleryItem } from './types';

/** Masonry gallery on /about. Sizes match the drawn images in public/images/gallery. */
export const gallery: GalleryItem[] = [
  {
    id: 1,
    Img: '/images/gallery/gallery-1.webp',
    alt: 'Illustration of a visa consultant reviewing application documents with a client at a desk',
    width: 800,
    height: 1000,
  },
  {
    id: 2,
    Img: '/images/gallery/gallery-2.webp',
    alt: 'Illustration of a passport with visa stamps next to a boarding pass',
    width: 800,
    height: 600,
  },
  {
    id: 3,
    Img: '/images/gallery/gallery-3.webp',
    alt: 'Illustration of the Dubai skyline with the Burj Khalifa at dusk',
    width: 800,
    height: 800,
  },
  {
    id: 4,
    Img: '/images/gallery/gallery-4.webp',
    alt: 'Illustration of a courier delivering a document envelope to the door of a home',
    width: 800,
    height: 1000,
  },
  {
    id: 5,
    Img: '/images/gallery/gallery-5.webp',
    alt: 'Illustration of a family with suitcases in front of an airport departure board',
    width: 800,
    height: 600,
  },
  {
    id: 6,
    Img: '/images/gallery/gallery-6.webp',
    alt: 'Illustration of a world map with flight paths leading out from Dubai',
    width: 800,
    height: 800,
  },
];
