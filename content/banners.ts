/** A banner illustration and what it shows. */
export interface Banner {
  src: string;
  alt: string;
}

export type BannerName = 'faq' | 'contact' | 'journey' | 'getInTouch' | 'landingHero' | 'community' | 'analysisCamp' | 'about' | 'career';

/**
 * The banner illustrations (public/images/banners, 1600x600) and what they show, in English;
 * ./ar/banners.ts describes the same images in Arabic (pick one with `inLocale`).
 */
export const banners: Readonly<Record<BannerName, Banner>> = {
  faq: { src: '/images/banners/faq.webp', alt: 'Illustration of question-mark speech bubbles and a tick above the Dubai skyline' },
  contact: { src: '/images/banners/contact.webp', alt: 'Illustration of a ringing phone, an open envelope and a map with a location pin' },
  journey: { src: '/images/banners/journey.webp', alt: 'Illustration of a winding road from the Dubai skyline to a globe, dotted with travel stamps' },
  getInTouch: { src: '/images/banners/get-in-touch.webp', alt: 'Illustration of a consultant on the phone at her desk, with message and call bubbles around her' },
  landingHero: { src: '/images/banners/landing-hero.webp', alt: 'Illustration of a plane taking off over the Dubai skyline at dusk' },
  community: { src: '/images/banners/community.webp', alt: 'Illustration of cheerful travellers of many nationalities with suitcases and passports' },
  analysisCamp: {
    src: '/images/banners/analysis-camp.webp',
    alt: 'Illustration of a consultant presenting charts to clients reviewing their visa documents at a table',
  },
  about: { src: '/images/banners/about.webp', alt: 'Illustration of the Ztart Visa team standing in front of a world map with flight paths' },
  career: { src: '/images/banners/career.webp', alt: 'Illustration of a bright office with a desk, a monitor and two laptops' },
};

/** Width / height of the banner illustrations. */
export const BANNER_ASPECT = '8/3';
