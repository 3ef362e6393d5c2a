/** The standard header's links (spec: Home, About Us, Visa, Blogs, Career, Contact Us). */
export const headerLinks = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/visa', label: 'Visa' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/career', label: 'Career' },
  { href: '/contact', label: 'Contact Us' },
] as const;

/**
 * The footer's site links (spec: /, /about, /faq, /blogs, /contact, /privacy-policy), and the
 * page where people ask for their data, which the data protection law asks to be easy to find.
 */
export const footerLinks = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/faq', label: 'FAQ' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/privacy/my-data', label: 'Your data' },
] as const;

/** The mobile menu's links: where to go, and the pages about the company. */
export const menuLinkGroups = [
  {
    title: 'Explore',
    links: [
      { href: '/', label: 'Home' },
      { href: '/visa', label: 'Visa' },
      { href: '/blogs', label: 'Blogs' },
      { href: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'About',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/faq', label: 'FAQ' },
      { href: '/career', label: 'Career' },
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/privacy/my-data', label: 'Your data' },
    ],
  },
] as const;

/**
 * The only pages that show the floating WhatsApp button (spec section 2), each with what its
 * first chat message asks help with (lib/whatsapp.ts pageChatText), so the consultant who answers
 * knows where the visitor comes from.
 */
export const whatsappRouteTopics: Readonly<Record<string, string>> = {
  '/': 'visa for my next trip',
  '/about': 'visa for my next trip',
  '/blogs': 'visa I read about on your blog',
  '/contact': 'visa for my next trip',
  '/faq': 'visa question your FAQ did not answer',
  '/privacy-policy': 'privacy of my personal data',
  '/visa-consultant-in-dubai': 'free visa consultation',
};
