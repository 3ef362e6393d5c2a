/** Text of /about: the headline, the 'visa buddy' story and what we promise (content/ar/about.ts in Arabic). */
export interface AboutContent {
  eyebrow: string;
  headline: string;
  intro: string;
  buddy: { heading: string; paragraphs: readonly string[] };
  promises: readonly { title: string; desc: string }[];
  cta: { heading: string; text: string; label: string };
}

export const about: AboutContent = {
  eyebrow: 'About Ztart Visa',
  headline: 'Your visa buddy in Dubai',
  intro:
    'Ztart Visa is a visa consultancy in Umm Hurair 2, Dubai. For more than 5 years we have helped UAE residents and nationals prepare tourist, family visit and business visa applications for more than 120 countries.',
  buddy: {
    heading: 'Like a friend who has done it all before',
    paragraphs: [
      'A visa application can feel like a maze: different forms for every country, documents that must match to the letter, appointments that disappear in peak season. We think nobody should face that alone. That is why we work as your visa buddy: someone on your side who knows the way and walks it with you.',
      'Your buddy starts with a free consultation, tells you honestly which visa you need and what it will cost, and gives you a checklist made for your nationality, job and travel plans. Former visa-centre officers on our team review your file before it is submitted, so avoidable mistakes are caught early.',
      'We collect your documents from your door, book your appointments, keep you updated at every stage and bring your passport home once the decision is made. More than 10,000 happy clients have travelled this way, and many of them come back to us for every trip.',
    ],
  },
  promises: [
    { title: 'Honest advice', desc: 'Clear answers about your chances, the fees and the timeline before you commit.' },
    { title: 'Careful checks', desc: 'Every document is checked against the embassy’s current requirements.' },
    { title: 'Always reachable', desc: 'Updates at every step, and a consultant to answer your questions in business hours.' },
  ],
  cta: {
    heading: 'Ready for your next trip?',
    text: 'Browse the visas we handle most often and see what you need for yours.',
    label: 'Travel better',
  },
};
