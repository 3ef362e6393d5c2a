import type { SeedCountryPage } from '../types';
import { VFS_GLOBAL } from './partners';

export const italyVisitVisaFromDubai: SeedCountryPage = {
  id: 3,
  country: 'Italy',
  Imgs: '/images/countries/italy-visit-visa-from-dubai.webp',
  alttext: 'Illustration of the Colosseum in Rome under a warm evening sky',
  star: 5,
  title: 'Italy Visit Visa from Dubai',
  body1: `<p>Rome, Venice, Florence and the Amalfi Coast are a short flight from the UAE. To visit Italy, most UAE residents need a <strong>Schengen short-stay visa (Type C)</strong> issued by Italy. Ztart Visa prepares your application, books your appointment and checks every document so your file is complete on the day.</p>
<p><a href="/contact">Book a free consultation</a> and we will tell you exactly what your application needs.</p>`,
  body: `<p>An Italian Schengen visa lets you travel for tourism, family visits or business and move freely within the Schengen area for up to 90 days in any 180-day period. Apply to Italy when Italy is your main destination, or your first point of entry if you are spending equal time in several Schengen countries.</p>
<p>Applications from the UAE are submitted in person at the Italy visa application centre, where your fingerprints are taken unless they were collected in the last 59 months. The consulate decides the visa validity: first-time travellers usually receive a visa for the dates of their trip, while frequent travellers with a good Schengen history can be granted multiple-entry visas valid for up to 5 years.</p>
<p>UAE nationals do not need a visa for short stays in Italy and the rest of the Schengen area. Once the EU’s ETIAS travel authorisation comes into force, visa-exempt travellers will need to apply for it online before travelling.</p>`,
  subtitle: 'Schengen short-stay visa for tourism, family and business',
  visaprocess: `<p>The Italy visa process from Dubai follows the Schengen rules:</p>
<ol>
<li><strong>Choose the right visa type</strong>: tourism, visiting family or friends, or business.</li>
<li><strong>Prepare your documents</strong>, including travel insurance and a day-by-day itinerary.</li>
<li><strong>Book an appointment</strong> at the visa application centre. You can apply up to 6 months before travel and no later than 15 days before.</li>
<li><strong>Submit your file and biometrics</strong> and pay the visa fee and service charge.</li>
<li><strong>Collect your passport</strong>: decisions are usually made within 15 calendar days, and can take longer in peak season.</li>
</ol>`,
  essentl: 'Essentials for your Italy visa',
  howtoapply: `<p>Ztart Visa completes the application form with you, prepares your itinerary and cover letter, arranges travel insurance that meets Schengen rules and books the earliest suitable appointment. Before your appointment we check your file page by page.</p>
<p>Travelling with family? We prepare applications for the whole group together. <a href="/contact">Contact us</a> to get started.</p>`,
  documnetrequired: `<p>A typical Italy tourist visa file from the UAE includes:</p>
<ul>
<li>Passport valid for at least 3 months beyond your planned departure from the Schengen area, issued within the last 10 years, with two blank pages</li>
<li>UAE residence visa, valid for at least 3 months after your return, and Emirates ID</li>
<li>Completed and signed Schengen visa application form</li>
<li>Two recent photographs, 35x45 mm, on a white background</li>
<li>Personal bank statements for the last 3 months, stamped by the bank</li>
<li>Salary certificate or no-objection letter from your employer</li>
<li>Travel medical insurance covering at least €30,000 for the whole Schengen area</li>
<li>Return flight reservation, hotel bookings and a day-by-day itinerary</li>
</ul>`,
  whychooseztart: 'Why choose Ztart Visa for your Italy visa',
  content:
    'I had only two weeks before my trip to Rome. Ztart Visa found an appointment, sorted my insurance and itinerary, and my Italy visa came back on time.',
  auther: 'Maria L.',
  place: 'Dubai, UAE',
  url: 'italy-visit-visa-from-dubai',
  visacount: '40',
  metaTitle: 'Italy Schengen Visa from Dubai | Ztart Visa UAE',
  metaDescpt:
    'Apply for an Italy Schengen visit visa from Dubai with Ztart Visa. Appointment booking, insurance, itinerary and document checks for UAE residents.',
  methods: ['Short stay Type C', 'Up to 5 years', 'Multiple entry', '90 days in any 180'],
  partners: [VFS_GLOBAL],
  documentSteps: [
    {
      count: '01',
      title: 'Plan your trip',
      desc: 'We confirm that Italy is the right country to apply to, based on your itinerary and the nights you spend in each country.',
    },
    {
      count: '02',
      title: 'Build your document file',
      desc: 'Passport, residence visa, 35x45 mm photos, 3 months of bank statements and employment letters, checked against the consulate’s list.',
    },
    {
      count: '03',
      title: 'Insurance and bookings',
      desc: 'We arrange Schengen travel insurance of at least €30,000 and refundable flight and hotel reservations.',
    },
    {
      count: '04',
      title: 'Appointment and submission',
      desc: 'We book your slot at the visa centre and brief you on what to bring for biometrics.',
    },
  ],
  documentparas: [
    {
      para: 'The consulate needs to see a clear purpose of travel, enough funds for the trip and strong ties to the UAE. A consistent itinerary, with bookings that match your dates, makes the assessment easier.',
    },
    {
      para: 'Italian consulates can ask for extra documents or an interview. Keep your originals with you at the appointment and respond quickly to any request.',
    },
  ],
  whychoosepara: [
    {
      para: 'Our team includes former visa-centre officers who know the Schengen checklist in detail. We spot missing pages, mismatched dates and weak financial evidence before the consulate does.',
    },
    {
      para: 'Every application starts with a free consultation. We prepare the forms, book the appointment, arrange insurance, offer doorstep document collection and delivery in Dubai, and keep you updated until your passport is back.',
    },
  ],
  speedup:
    'Schengen appointments in Dubai are in high demand from spring to late summer, so start as soon as your dates are fixed; you can apply up to 6 months in advance. Arrive with a complete, correctly ordered file so the consulate does not need to request more documents. Where the visa centre offers premium or prime-time appointments, they can help you get a slot sooner, but the consulate’s processing time stays the same.',
  howItWorks: [
    {
      count: '1',
      title: 'Free consultation',
      desc: 'Tell us your travel dates and plans. We confirm your visa type and the documents you need.',
    },
    {
      count: '2',
      title: 'Document preparation',
      desc: 'We prepare your form, itinerary, insurance and cover letter, and book your appointment.',
    },
    {
      count: '3',
      title: 'Submit and receive',
      desc: 'You attend the visa centre for biometrics; we follow up and tell you when your passport is ready.',
    },
  ],
  faqList: [
    {
      question: 'How long does an Italy visa take from Dubai?',
      answer:
        'Schengen consulates usually decide within 15 calendar days of your appointment. This can be extended in some cases, so apply at least 3 to 4 weeks before travel, and earlier in summer.',
    },
    {
      question: 'How long must my passport be valid?',
      answer:
        'At least 3 months beyond the date you plan to leave the Schengen area, and it must have been issued within the last 10 years with two blank pages.',
    },
    {
      question: 'Is travel insurance mandatory for an Italy visa?',
      answer:
        'Yes. You need travel medical insurance with cover of at least €30,000, valid across the whole Schengen area for your entire stay.',
    },
    {
      question: 'Can I visit other Schengen countries with an Italian visa?',
      answer:
        'Yes. A Type C visa issued by Italy lets you travel across the Schengen area, as long as Italy is your main destination and you respect the 90 days in 180 days rule.',
    },
  ],
};
