import { gallery } from './gallery';

/**
 * Static blocks of the home page (/) and of the landing page (/visa-consultant-in-dubai), in
 * English; ./ar/home.ts has the same exports in Arabic (pick one with `inLocale`). The shapes
 * below are specific to these blocks, so they live here rather than in ./types.
 */

export interface HeroSlide {
  src: string;
  alt: string;
}

export interface TitledText {
  title: string;
  desc: string;
}

export interface ContentSection {
  heading: string;
  paragraphs: string[];
}

export interface LinkedContentSection extends ContentSection {
  linkLabel: string;
  linkHref: string;
}

/** The two images of the hero slider (auto-advances every 10 seconds). */
export const heroSlides: HeroSlide[] = [
  {
    src: '/images/hero/hero-1.webp',
    alt: 'Illustration of a traveller holding a passport in front of a plane window overlooking Dubai',
  },
  {
    src: '/images/hero/hero-2.webp',
    alt: 'Illustration of a visa consultant handing a passport with an approved visa to a smiling client',
  },
];

/** The illustration beside the four expandable points: the first of the About page's gallery. */
export const keyPointsPicture: HeroSlide = { src: gallery[0]!.Img, alt: gallery[0]!.alt };

/** 'How We Stand Out': four steps, in order. */
export const standOutSteps: TitledText[] = [
  {
    title: 'Free visa consultation',
    desc: 'Tell us where and when you want to travel. We confirm which visa you need, what it costs and how long it takes, free and without obligation.',
  },
  {
    title: 'Application preparation',
    desc: 'We fill in your forms, check every document against the embassy’s current requirements and book your appointment, so your file is complete from day one.',
  },
  {
    title: 'Doorstep document delivery',
    desc: 'Our team collects your documents from your home or office anywhere in the UAE and returns your passport to your door once it is released.',
  },
  {
    title: 'Personalized support',
    desc: 'One consultant follows your application from start to finish, answers your questions and keeps you updated at every stage.',
  },
];

/** Four expandable points (one open at a time on mobile, all shown on desktop). */
export const keyPoints: TitledText[] = [
  {
    title: 'Easy Process',
    desc: 'Share a few details, send us your documents and we take care of the rest. You get a clear checklist, no jargon and no guesswork about what the embassy expects.',
  },
  {
    title: 'Fast Services',
    desc: 'Most files are prepared within a day or two of receiving your documents. We look for the earliest appointments and use priority services where the embassy offers them.',
  },
  {
    title: 'High Approval Rate',
    desc: 'Careful checks by experienced consultants, including former visa-centre officers, mean complete, consistent applications and a high approval rate. Final decisions always rest with the embassy.',
  },
  {
    title: 'Worldwide Reach',
    desc: 'From Schengen and UK visas to the Japan e-visa, Canada, the USA and Australia, we help UAE residents travel to more than 120 countries.',
  },
];

/** 'Why Ztart Visa Is Your Trusted Choice': six reasons, auto-advancing every 3 seconds. */
export const reasons: TitledText[] = [
  {
    title: 'Former visa-centre officers on our team',
    desc: 'Some of our consultants used to work at visa application centres. They know how files are checked and what commonly leads to delays, and they review your application with the same eye.',
  },
  {
    title: 'More than 5 years of experience',
    desc: 'For over five years we have helped UAE residents of many nationalities with tourist, business and family visit visas, and more than 10,000 happy clients have travelled with our help.',
  },
  {
    title: 'Visas for 120+ countries',
    desc: 'Whether it is a Schengen tour, a UK family visit, a US business trip or a Japan holiday, one team handles your visas for more than 120 countries.',
  },
  {
    title: 'Transparent fees',
    desc: 'Your consultation is free. Before you commit, we tell you our service fee and the embassy and visa centre charges in writing. No hidden costs.',
  },
  {
    title: 'Doorstep document delivery',
    desc: 'Skip the traffic. We collect your documents from your home or office and deliver your passport back to you once the decision is made.',
  },
  {
    title: 'Support and application updates',
    desc: 'Message us at any time: a consultant answers in business hours, and you follow every stage of your application, from the document check to the day your passport comes home.',
  },
];

/** Assurance points on the landing page. */
export const landingAssurances: TitledText[] = [
  {
    title: 'Fast',
    desc: 'Your file is prepared quickly, your appointment booked at the earliest available slot and your application submitted on time.',
  },
  {
    title: 'Convenient',
    desc: 'Start with a phone call, send documents online or have them collected from your door. You only go in person when the embassy requires it.',
  },
  {
    title: 'Personalized',
    desc: 'Every traveller is different. Your consultant builds a checklist around your nationality, job, travel history and plans.',
  },
];

/** Community section on the landing page. */
export const landingCommunity: ContentSection = {
  heading: 'Join a community of 10,000+ travellers from the UAE',
  paragraphs: [
    'Families heading to Europe for the summer, professionals flying to trade fairs, students visiting relatives and friends planning their first trip to Japan: more than 10,000 UAE residents have trusted Ztart Visa with their visa applications.',
    'They come from dozens of nationalities and every emirate, and they come back for their next trip because we make the paperwork simple, explain every step honestly and stay with them until their passport is back in their hands.',
    'Your next journey can start the same way, with a free consultation and a clear plan.',
  ],
};

/** 'Visa Analysis Camp' section on the landing page, with an external news link. */
export const visaAnalysisCamp: LinkedContentSection = {
  heading: 'Visa Analysis Camp',
  paragraphs: [
    'Not sure whether your profile is strong enough, or worried about a past refusal? At our free Visa Analysis Camp, you sit down in person with an experienced consultant who reviews your travel history, finances, employment and documents before you apply.',
    'You leave with an honest assessment, a list of what to strengthen and a clear plan for your application. Sessions are held regularly at our office in Umm Hurair 2, Dubai, with limited places, so contact us to reserve your slot.',
  ],
  linkLabel: 'Read the latest UAE travel news',
  linkHref: 'https://www.khaleejtimes.com/uae',
};
