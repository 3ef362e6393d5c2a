/**
 * The frame's links, each by its English path and the key of its label in the `common`
 * catalogue (`nav.{key}`): the server components that draw them give each its label and its
 * address in the page's language.
 */
export type NavKey = 'home' | 'about' | 'visa' | 'blogs' | 'career' | 'contact' | 'faq' | 'privacyPolicy' | 'yourData';

export interface NavLink {
  /** The page's English path, as the spec names it. */
  path: string;
  key: NavKey;
}

/** A link as a client component draws it: the label and address in the page's language, and the English path it matches. */
export interface ShownLink {
  path: string;
  href: string;
  label: string;
}

/** The standard header's links (spec: Home, About Us, Visa, Blogs, Career, Contact Us). */
export const headerLinks: readonly NavLink[] = [
  { path: '/', key: 'home' },
  { path: '/about', key: 'about' },
  { path: '/visa', key: 'visa' },
  { path: '/blogs', key: 'blogs' },
  { path: '/career', key: 'career' },
  { path: '/contact', key: 'contact' },
];

/**
 * The footer's site links (spec: /, /about, /faq, /blogs, /contact, /privacy-policy), and the
 * page where people ask for their data, which the data protection law asks to be easy to find.
 */
export const footerLinks: readonly NavLink[] = [
  { path: '/', key: 'home' },
  { path: '/about', key: 'about' },
  { path: '/faq', key: 'faq' },
  { path: '/blogs', key: 'blogs' },
  { path: '/contact', key: 'contact' },
  { path: '/privacy-policy', key: 'privacyPolicy' },
  { path: '/privacy/my-data', key: 'yourData' },
];

/** The mobile menu's links: where to go (`menu.explore`), and the pages about the company (`menu.about`). */
export const menuLinkGroups: readonly { title: 'explore' | 'about'; links: readonly NavLink[] }[] = [
  {
    title: 'explore',
    links: [
      { path: '/', key: 'home' },
      { path: '/visa', key: 'visa' },
      { path: '/blogs', key: 'blogs' },
      { path: '/contact', key: 'contact' },
    ],
  },
  {
    title: 'about',
    links: [
      { path: '/about', key: 'about' },
      { path: '/faq', key: 'faq' },
      { path: '/career', key: 'career' },
      { path: '/privacy-policy', key: 'privacyPolicy' },
      { path: '/privacy/my-data', key: 'yourData' },
    ],
  },
];

export type ChatTopic = 'nextTrip' | 'blog' | 'faq' | 'privacy' | 'consultation';

/**
 * The only pages that show the floating WhatsApp button (spec section 2), by English path, each
 * with what its first chat message asks help with (`whatsapp.topics.{topic}` in the `common`
 * catalogue, lib/whatsapp.ts pageChatText), so the consultant who answers knows where the
 * visitor comes from.
 */
export const whatsappRouteTopics: Readonly<Record<string, ChatTopic>> = {
  '/': 'nextTrip',
  '/about': 'nextTrip',
  '/blogs': 'blog',
  '/contact': 'nextTrip',
  '/faq': 'faq',
  '/privacy-policy': 'privacy',
  '/visa-consultant-in-dubai': 'consultation',
};
