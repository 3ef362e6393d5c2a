import type { SeedCountryPage } from '../types';
import { TLSCONTACT } from './partners';

export const franceVisaDubai: SeedCountryPage = {
  id: 6,
  country: 'France',
  Imgs: '/images/countries/france-visa-dubai.webp',
  alttext: 'Illustration of the Eiffel Tower in Paris with the Seine at dusk',
  star: 5,
  title: 'France Visa from Dubai',
  body1: `<p>Paris, the French Riviera and the vineyards of Bordeaux draw thousands of travellers from the UAE every year. Most UAE residents need a <strong>Schengen short-stay visa (Type C)</strong> issued by France. Ztart Visa prepares your France-Visas application and your document file so your appointment goes smoothly.</p>
<p><a href="/contact">Book a free consultation</a> to plan your application.</p>`,
  body: `<p>A French Schengen visa allows you to visit France and the rest of the Schengen area for tourism, family visits or business for up to 90 days in any 180-day period. Apply to France when it is your main destination or, if you split your time equally, your first point of entry.</p>
<p>The application form is completed online on the official France-Visas website and then submitted in person at the France visa application centre in the UAE, where your fingerprints and photo are taken. The consulate decides the validity of the visa; applicants with a good Schengen travel history can receive multiple-entry visas valid for up to 5 years.</p>
<p>UAE nationals do not need a visa for short stays in France. Once the EU’s ETIAS travel authorisation comes into force, visa-exempt travellers will need to apply for it online before travelling.</p>`,
  subtitle: 'Schengen short-stay visa for France',
  visaprocess: `<p>The France visa process from the UAE:</p>
<ol>
<li><strong>Create an account on France-Visas</strong> and complete the online application form.</li>
<li><strong>Prepare your supporting documents</strong> using the checklist generated for your profile.</li>
<li><strong>Book your appointment</strong> at the visa application centre, up to 6 months and at least 15 days before travel.</li>
<li><strong>Submit your file and biometrics</strong> and pay the visa fee and service charge.</li>
<li><strong>Collect your passport</strong>: decisions usually take up to 15 calendar days, sometimes longer in peak season.</li>
</ol>`,
  essentl: 'Essentials for your France visa',
  howtoapply: `<p>Ztart Visa completes the France-Visas form with you, checks that your answers match your documents, prepares your itinerary and cover letter, and arranges Schengen travel insurance. We then book your appointment and review the complete file with you before you go.</p>
<p>Travelling for business or a trade fair? We prepare the invitation and company documents too. <a href="/contact">Contact us</a> to start.</p>`,
  documnetrequired: `<p>Typical documents for a France tourist visa from the UAE:</p>
<ul>
<li>Passport valid for at least 3 months beyond your planned departure from the Schengen area, issued within the last 10 years, with two blank pages</li>
<li>UAE residence visa, valid for at least 3 months after your return, and Emirates ID</li>
<li>France-Visas application form and receipt, signed</li>
<li>Recent photograph, 35x45 mm, on a light background</li>
<li>Personal bank statements for the last 3 months</li>
<li>Salary certificate or no-objection letter from your employer, or trade licence if self-employed</li>
<li>Travel medical insurance with at least €30,000 of cover</li>
<li>Return flight reservation, hotel bookings or host’s invitation and itinerary</li>
</ul>`,
  whychooseztart: 'Why choose Ztart Visa for your France visa',
  content:
    'The France-Visas form confused me, but Ztart Visa completed it with me in one call and checked every document. My visa for Paris was approved without any questions.',
  auther: 'Anjali P.',
  place: 'Dubai, UAE',
  url: 'france-visa-dubai',
  visacount: '45',
  metaTitle: 'France Schengen Visa from Dubai | Ztart Visa UAE',
  metaDescpt:
    'Get your France Schengen visa from Dubai with Ztart Visa: France-Visas form, appointment booking, travel insurance and document checks for UAE residents.',
  methods: ['Short stay Type C', 'Up to 5 years', 'Multiple entry', '90 days in any 180'],
  partners: [TLSCONTACT],
  documentSteps: [
    {
      count: '01',
      title: 'France-Visas form',
      desc: 'We complete the official online form with you and generate your personal document checklist.',
    },
    {
      count: '02',
      title: 'Supporting documents',
      desc: 'Passport, residence visa, a 35x45 mm photo, 3 months of bank statements and employer letters, checked for consistency.',
    },
    {
      count: '03',
      title: 'Insurance and bookings',
      desc: 'We arrange travel insurance of at least €30,000 and reservations that match your itinerary.',
    },
    {
      count: '04',
      title: 'Appointment and biometrics',
      desc: 'We book your appointment at the visa centre and prepare you for the submission.',
    },
  ],
  documentparas: [
    {
      para: 'The French consulate assesses the purpose of your trip, your means of support and your intention to return to the UAE. Every date and amount on your form should match your bookings and bank statements.',
    },
    {
      para: 'Documents in languages other than French or English may need a translation. Keep originals ready in case the visa centre or consulate asks to see them.',
    },
  ],
  whychoosepara: [
    {
      para: 'Former visa-centre officers on our team know what French consulate staff check first. We review your file before submission and fix anything that could lead to a refusal or a request for more documents.',
    },
    {
      para: 'Start with a free consultation. We handle the forms, insurance and appointment, offer doorstep document collection and delivery in Dubai, and keep you informed at every step.',
    },
  ],
  speedup:
    'Book your appointment as early as possible, because slots for France fill quickly before the summer and year-end holidays; you can apply up to 6 months before travel. Complete the France-Visas form carefully and bring a full, ordered file, so the consulate does not need to ask for more. Premium appointment options at the visa centre, where offered, can give you an earlier slot, but they do not change the consulate’s processing time.',
  howItWorks: [
    {
      count: '1',
      title: 'Free consultation',
      desc: 'Tell us about your trip and we confirm the visa type, documents and timeline.',
    },
    {
      count: '2',
      title: 'Preparation',
      desc: 'We complete the France-Visas form, prepare your documents and book your appointment.',
    },
    {
      count: '3',
      title: 'Submission and decision',
      desc: 'You give biometrics at the visa centre; we track your application until your passport is ready.',
    },
  ],
  faqList: [
    {
      question: 'How long does a France visa take from Dubai?',
      answer:
        'Usually up to 15 calendar days after your appointment, and longer in some cases. Apply at least 3 to 4 weeks before you travel, and earlier in peak season.',
    },
    {
      question: 'Where do I apply for a France visa in the UAE?',
      answer:
        'You complete the form on France-Visas and submit your documents and biometrics in person at the France visa application centre in the UAE.',
    },
    {
      question: 'How much is the France visa fee?',
      answer:
        'The standard Schengen visa fee applies (currently €90 for adults, with reduced fees for children), plus the visa centre’s service charge. Check the current fees before your appointment.',
    },
    {
      question: 'Can I travel to other Schengen countries with a French visa?',
      answer:
        'Yes, as long as France is your main destination and you respect the 90 days in any 180-day period rule.',
    },
  ],
};
