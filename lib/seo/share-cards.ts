import { about } from '@/content/about';
import { company } from '@/content/company';
import { staticPublicPages } from './public-pages';

type StaticPublicPath = (typeof staticPublicPages)[number]['path'];

/** The words of a page's generated share card (Open Graph and Twitter): a kicker and the page's heading. */
export interface ShareCardText {
  eyebrow: string;
  title: string;
}

/** Non-breaking spaces, so a name such as "Umm Hurair 2" is never split across lines. */
const keepTogether = (words: string) => words.replace(/ /g, '\u00a0');

/**
 * One card per public page that is not a record. Records (visas, country pages, posts) share
 * their own image; these pages have none, so a card is drawn for each from these words. The
 * titles do without commas: Satori applies no kerning and sets a comma with a wide gap before it.
 */
const cards: Record<StaticPublicPath, ShareCardText> = {
  '/': { eyebrow: 'Visa consultants in Dubai', title: `Tourist and business visas to ${company.stats[0].value} countries` },
  '/visa': { eyebrow: 'Popular visas', title: 'The best visa agency in Dubai for your next trip' },
  '/visa-consultant-in-dubai': { eyebrow: 'Free consultation', title: 'Your trusted visa consultant in Dubai' },
  '/blogs': { eyebrow: 'Blog', title: 'Visa tips and guides for UAE residents' },
  '/about': { eyebrow: about.eyebrow, title: about.headline },
  '/faq': { eyebrow: 'FAQ', title: 'Frequently Asked Questions' },
  '/contact': { eyebrow: 'Contact', title: `Call us or visit our office in ${keepTogether(company.facts.locality)}` },
  '/career': { eyebrow: 'Careers', title: 'Build the future of travel with us' },
  '/privacy-policy': { eyebrow: 'Legal', title: 'Privacy Policy' },
  '/privacy/my-data': { eyebrow: 'Privacy', title: 'Your data: ask for a copy or its erasure' },
};

/** Open Graph's recommended size, which Twitter's large card takes too. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The card's name in its URL (/og/<name>): the page's path without its first slash and with dashes for the others, "home" for /. */
const nameOf = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

/** The words of the card called `name`, or null when no page has that card. */
export function shareCardByName(name: string): ShareCardText | null {
  const page = staticPublicPages.find((candidate) => nameOf(candidate.path) === name);
  return page ? cards[page.path] : null;
}

/** The generated card of the page at `path`, as Open Graph image metadata; null for pages without one. */
export function shareCardImage(path: string) {
  const page = staticPublicPages.find((candidate) => candidate.path === path);
  if (!page) return null;
  const { eyebrow, title } = cards[page.path];
  return { url: `/og/${nameOf(path)}`, ...SHARE_CARD_SIZE, type: 'image/png', alt: `${company.name}, ${eyebrow}: ${title}` };
}
