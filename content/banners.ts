/** The banner illustrations (public/images/banners) and what they show. */
export const banners = {
  faq: { src: '/images/banners/faq.webp', alt: 'Illustration of a consultant answering a traveller’s questions' },
  contact: { src: '/images/banners/contact.webp', alt: 'Illustration of a consultant on the phone at the Ztart Visa office' },
  journey: { src: '/images/banners/journey.webp', alt: 'Illustration of a traveller with a passport and suitcase on the way to the airport' },
  getInTouch: { src: '/images/banners/get-in-touch.webp', alt: 'Illustration of a phone, an envelope and a chat bubble' },
  landingHero: { src: '/images/banners/landing-hero.webp', alt: 'Illustration of a visa consultant in Dubai helping a client with an application' },
  community: { src: '/images/banners/community.webp', alt: 'Illustration of travellers of many nationalities with their passports' },
  analysisCamp: { src: '/images/banners/analysis-camp.webp', alt: 'Illustration of a consultant reviewing a visa file with a client' },
  about: { src: '/images/banners/about.webp', alt: 'Illustration of the Ztart Visa team with travellers and a world map' },
  career: { src: '/images/banners/career.webp', alt: 'Illustration of a team working together in a bright office' },
} as const;
