import type { QuestionAnswer } from './types';

/** The seven questions of the FAQ accordion on /visa-consultant-in-dubai. */
export const landingFaqs: QuestionAnswer[] = [
  {
    question: 'Why should I use a visa consultant in Dubai?',
    answer:
      'Visa rules differ for every country and every nationality, and a small mistake, such as a missing bank stamp or the wrong insurance, can lead to delays or a refusal. A Dubai-based consultant knows what each embassy in the UAE expects from residents here, books your appointments, checks every document before you submit and keeps you updated. You save time and apply with confidence.',
  },
  {
    question: 'How much does a visa consultation cost?',
    answer:
      'Your first consultation with Ztart Visa is free and without obligation. If you decide to go ahead, we confirm our service fee in advance, alongside the embassy and visa centre fees, which are set by those organisations and paid separately.',
  },
  {
    question: 'Which countries can you help me with?',
    answer:
      'We assist with visas for more than 120 countries. The most requested are Schengen countries such as France, Germany, Italy, Spain, Switzerland and the Netherlands, as well as the UK, the USA, Canada, Australia, Japan, Turkey, Singapore and South Korea.',
  },
  {
    question: 'How long will my visa take?',
    answer:
      'It depends on the destination and the season. Schengen visas usually take around 15 calendar days after your appointment, UK visit visas about three weeks and the Japan e-visa around a week, while US and Canadian applications can take longer. We recommend starting six to eight weeks before you travel, and we give you a current estimate when you contact us.',
  },
  {
    question: 'Do you guarantee that my visa will be approved?',
    answer:
      'No honest consultant can guarantee approval, because every decision is made by the embassy or immigration authority. What we guarantee is that your application is complete, checked by experienced staff, including former visa-centre officers, and submitted on time. Our careful preparation is why our clients enjoy a high approval rate.',
  },
  {
    question: 'Which documents do I need to get started?',
    answer:
      'To begin, all we need is a copy of your passport, your UAE residence visa or Emirates ID, and your planned travel dates. After the consultation we send you a checklist made for your application, which usually includes bank statements, a salary certificate or no-objection letter, photos, travel bookings and, for Schengen visas, travel insurance.',
  },
  {
    question: 'How do I start my visa application?',
    answer:
      'Fill in the short form on this page with your name, mobile number and destination, or contact us through our contact page. A consultant will call you back to discuss your trip and the next steps. We can collect your documents from your door, so you do not need to visit our office.',
  },
];
