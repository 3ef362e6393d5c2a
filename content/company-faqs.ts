import type { CompanyFaq } from './types';

/** Questions and answers for the /faq page (title = question, desc = answer). */
export const companyFaqs: CompanyFaq[] = [
  {
    title: 'What services does Ztart Visa offer?',
    desc: 'We help UAE residents and nationals apply for tourist, visit, business and family visit visas, including Schengen visas, UK visit visas, US visas, Canada and Australia visitor visas and the Japan e-visa. Our service covers a free first consultation, a personalised document checklist, filling in the application forms, booking appointments, reviewing your file before submission, doorstep document collection and delivery, and updates until you receive a decision.',
  },
  {
    title: 'Is the consultation really free?',
    desc: 'Yes. Your first consultation is free and there is no obligation to go ahead. We look at your destination, travel dates, nationality and residence status, tell you which visa you need and what it is likely to cost. If you decide to use our service, we confirm our service fee in writing before we start, together with the embassy or visa centre fees you will pay, so there are no surprises.',
  },
  {
    title: 'How long does a visa application take?',
    desc: 'It depends on the country and the time of year. As a guide, Schengen visas usually take around 15 calendar days after your appointment, UK visit visas about three weeks, and the Japan e-visa around a week, while US and Canadian applications can take longer because of interview waiting times or background checks. Summer and holiday periods are busier, so we recommend starting at least six to eight weeks before you travel. Processing times are set by the embassies and can change, and we will give you an up-to-date estimate for your application.',
  },
  {
    title: 'Which documents will I need?',
    desc: 'Most applications need a passport with enough validity and blank pages, a copy of your UAE residence visa or Emirates ID, recent passport photos, bank statements (usually for the last three to six months), a salary certificate or no-objection letter from your employer (or a trade licence if you own a business), and travel bookings. Some countries also ask for travel insurance, an invitation letter or proof of family ties. After your consultation we send you a checklist made for your application, so you only collect what is actually needed.',
  },
  {
    title: 'Can you collect and deliver my documents?',
    desc: 'Yes. Our doorstep document service collects your documents and passport from your home or office and returns your passport once the embassy or visa centre releases it. This saves you trips across town and is especially helpful for families and busy professionals. Let our team know your location in the UAE when you book, and we will arrange a suitable time.',
  },
  {
    title: 'What happens if my visa is refused?',
    desc: 'Visa decisions are made only by the embassy or immigration authority, so no consultant can promise an approval. If your application is refused, we go through the refusal letter with you, explain the reasons given and advise whether an appeal, a request for review or a fresh application with stronger documents is the better route. Many of our clients come to us after a previous refusal, and a well-prepared new application often makes the difference.',
  },
  {
    title: 'Do you book visa appointments?',
    desc: 'Yes. We book biometrics and submission appointments at the visa application centres and embassies in Dubai and Abu Dhabi on your behalf, and we keep an eye out for earlier slots when dates are tight. Appointment availability is controlled by the embassies and their service providers, so during peak season we advise booking as early as possible.',
  },
  {
    title: 'Can you arrange travel insurance?',
    desc: 'Yes. Schengen visas require travel medical insurance with at least EUR 30,000 of cover that is valid in all Schengen countries for your whole stay, and other countries strongly recommend it. We can arrange a policy that meets the embassy requirements, or check the policy you already have so that it is not rejected at submission.',
  },
  {
    title: 'What do you do with my documents and personal data after my application?',
    desc: 'We use your documents only to prepare and submit your visa application. Copies we hold are deleted within 30 days after your visa application is submitted, and original documents are returned to you. We never sell your information. You can read the full details in our privacy policy.',
  },
  {
    title: 'What are your business hours?',
    desc: 'Our office is open Monday to Friday, 9AM to 6PM, and is closed on Saturday and Sunday. You can send us a message at any time through the contact form or chat, and our team will get back to you, with application updates available around the clock.',
  },
  {
    title: 'Where is your office?',
    desc: 'Our office is in Umm Hurair 2, Dubai. You are welcome to visit us during business hours, but please book a time first through our contact page so that a consultant is free to see you. If you cannot come to the office, we can handle most of the process by phone, online and through our doorstep document service.',
  },
  {
    title: 'Do I need to be in Dubai to use your services?',
    desc: 'No. We help residents of all seven emirates. Consultations can be done by phone or online, and documents can be collected from your home or office. You will only need to attend in person where the embassy requires it, for example for fingerprints and photos at a visa centre or a visa interview.',
  },
];
