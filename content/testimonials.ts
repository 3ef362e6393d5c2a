import type { Testimonial } from './types';

/**
 * The seven static client reviews shown on the home page and the landing page (spec section 1).
 * All carry the place 'uae'. Several are longer than 120 characters on purpose: under 768 px the
 * carousel cuts long reviews and offers Read More / Read Less.
 */
export const testimonials: Testimonial[] = [
  {
    name: 'Priya Nair',
    place: 'uae',
    testi:
      '<p>I was nervous about my first Schengen application for our family trip to France, but the team went through every document with me, fixed my travel insurance and booked an appointment that fitted around my school holidays. We received our visas in under two weeks.</p>',
  },
  {
    name: 'Ahmed Al Hammadi',
    place: 'uae',
    testi: '<p>Clear advice for my US visa interview, and my DS-160 was ready in a day. Superb.</p>',
  },
  {
    name: 'Maria Santos',
    place: 'uae',
    testi: '<p>My Japan e-visa was sorted quickly and without any stress. Thank you!</p>',
  },
  {
    name: 'Omar Farouk',
    place: 'uae',
    testi:
      '<p>My Canada visitor visa had been refused once before I came to Ztart Visa. They explained why, helped me put together stronger proof of my job and ties to the UAE, and kept me updated until the decision. The second application was approved, and I finally attended my brother&rsquo;s graduation in Toronto.</p>',
  },
  {
    name: 'Ayesha Siddiqui',
    place: 'uae',
    testi:
      '<p>Applying for a UK visit visa with two small children felt overwhelming. The consultant prepared a checklist for each of us, collected the documents from our home in Sharjah and reminded us about the biometrics appointment. Honest, patient and always reachable.</p>',
  },
  {
    name: 'Rami Haddad',
    place: 'uae',
    testi: '<p>Fast, friendly help with my Australia visitor visa. I would recommend them.</p>',
  },
  {
    name: 'Chinedu Okafor',
    place: 'uae',
    testi:
      '<p>I needed a German business visa for a trade fair at short notice. The team reviewed my invitation letter, found an earlier appointment slot and made sure nothing was missing. Everything went smoothly.</p>',
  },
];
