import type { QuestionAnswer } from './types';

/** The six questions of the home page FAQ accordion, in the order the spec gives. */
export const homeFaqs: QuestionAnswer[] = [
  {
    question: 'What services does Ztart Visa offer?',
    answer:
      'We help UAE residents and nationals with tourist, visit, business and family visit visas for more than 120 countries, including Schengen, UK, USA, Canada, Australia and the Japan e-visa. Our service includes a free consultation, a personalised document checklist, preparing your application forms, booking appointments, doorstep document collection and delivery, and regular updates until you have a decision.',
  },
  {
    question: 'Is Ztart Visa a registered company?',
    answer:
      'Yes. Ztart Visa is a licensed, registered business in Dubai, with an office in Umm Hurair 2. We are a private visa consultancy: we are not an embassy or government body, and visa decisions are always made by the relevant authorities. Our role is to make sure your application is complete, accurate and submitted on time.',
  },
  {
    question: 'How long does it take to process a visa?',
    answer:
      'Processing times are set by each embassy and vary by country and season. As a guide, Schengen visas usually take around 15 calendar days after your appointment, UK visit visas about three weeks and the Japan e-visa around a week. We prepare your file quickly, often within a day or two of receiving your documents, and give you an up-to-date estimate during your free consultation.',
  },
  {
    question: 'Can I apply for my visa online?',
    answer:
      'Yes. You can start online by requesting a free consultation, and we handle the forms, appointment booking and document checks for you. Some visas, such as the Japan e-visa, are fully online. Others, such as Schengen, UK and US visas, also need you to attend a visa centre or embassy in person for fingerprints, photos or an interview, and we tell you exactly when and where to go.',
  },
  {
    question: 'Can you help with urgent visa applications?',
    answer:
      'Yes. If you need to travel at short notice, tell us your dates straight away. We can prepare your documents quickly, look for the earliest available appointments and, where the country offers one, apply through a priority or super priority service for an extra fee. Urgent processing depends on the embassy, so the sooner you contact us, the more options you have.',
  },
  {
    question: 'Do you help with visa extensions and renewals?',
    answer:
      'Yes. We help you renew visas that are about to expire, such as long-term UK or US visit visas, and we prepare new applications for frequent travellers using their previous approvals to support the file. Extending a visa while you are abroad is handled by the authorities of that country and is only possible in limited cases, so please speak to us before you travel if you think you may need more time.',
  },
];
