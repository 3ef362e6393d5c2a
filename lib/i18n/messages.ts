import arAbout from '@/messages/ar/about.json';
import arBlocks from '@/messages/ar/blocks.json';
import arBlog from '@/messages/ar/blog.json';
import arCareer from '@/messages/ar/career.json';
import arCommon from '@/messages/ar/common.json';
import arContact from '@/messages/ar/contact.json';
import arEmail from '@/messages/ar/email.json';
import arFaq from '@/messages/ar/faq.json';
import arFinder from '@/messages/ar/finder.json';
import arForms from '@/messages/ar/forms.json';
import arHome from '@/messages/ar/home.json';
import arLanding from '@/messages/ar/landing.json';
import arPolicy from '@/messages/ar/policy.json';
import arPrivacy from '@/messages/ar/privacy.json';
import arVisas from '@/messages/ar/visas.json';
import enAbout from '@/messages/en/about.json';
import enBlocks from '@/messages/en/blocks.json';
import enBlog from '@/messages/en/blog.json';
import enCareer from '@/messages/en/career.json';
import enCommon from '@/messages/en/common.json';
import enContact from '@/messages/en/contact.json';
import enEmail from '@/messages/en/email.json';
import enFaq from '@/messages/en/faq.json';
import enFinder from '@/messages/en/finder.json';
import enForms from '@/messages/en/forms.json';
import enHome from '@/messages/en/home.json';
import enLanding from '@/messages/en/landing.json';
import enPolicy from '@/messages/en/policy.json';
import enPrivacy from '@/messages/en/privacy.json';
import enVisas from '@/messages/en/visas.json';
import type { Locale } from './locales';

/**
 * The interface strings of the public site, one catalogue per language and area (`messages/{en,ar}/{area}.json`,
 * each area a namespace: `getTranslations('home')`), read by next-intl on the server
 * (lib/i18n/request.ts) and by the e-mails the worker sends. English is the reference: the
 * Arabic catalogue has the same keys (lib/i18n/messages.test.ts holds them equal).
 */
const en = {
  common: enCommon,
  home: enHome,
  blocks: enBlocks,
  about: enAbout,
  faq: enFaq,
  contact: enContact,
  career: enCareer,
  landing: enLanding,
  policy: enPolicy,
  privacy: enPrivacy,
  visas: enVisas,
  blog: enBlog,
  forms: enForms,
  finder: enFinder,
  email: enEmail,
};

export type Messages = typeof en;

const ar: Messages = {
  common: arCommon,
  home: arHome,
  blocks: arBlocks,
  about: arAbout,
  faq: arFaq,
  contact: arContact,
  career: arCareer,
  landing: arLanding,
  policy: arPolicy,
  privacy: arPrivacy,
  visas: arVisas,
  blog: arBlog,
  forms: arForms,
  finder: arFinder,
  email: arEmail,
};

export const MESSAGES: Readonly<Record<Locale, Messages>> = { en, ar };
