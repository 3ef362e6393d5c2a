import type { SeedCountryPage } from '../types';
import { VFS_GLOBAL } from './partners';

export const switzerlandVisaFromDubai: SeedCountryPage = {
  id: 5,
  country: 'Switzerland',
  Imgs: '/images/countries/switzerland-visa-from-dubai.webp',
  alttext: 'Illustration of the Matterhorn above an alpine village and meadow',
  star: 5,
  title: 'Switzerland Visa from Dubai',
  body1: `<p>Snow-capped peaks, lakeside cities and scenic train journeys make Switzerland a favourite summer escape from the UAE. Switzerland is part of the Schengen area, so most UAE residents need a <strong>Schengen short-stay visa (Type C)</strong> issued by Switzerland. Ztart Visa takes care of the paperwork so you can plan your trip.</p>
<p><a href="/contact">Book a free consultation</a> to check your documents before you apply.</p>`,
  body: `<p>A Swiss Schengen visa lets you visit Switzerland, and travel on to other Schengen countries, for tourism, family visits or business, for up to 90 days in any 180-day period. Apply to Switzerland if it is your main destination, or your first point of entry when your time is split equally between several countries.</p>
<p>Applications from the UAE are submitted in person at the Switzerland visa application centre, where fingerprints are taken unless you gave them for a Schengen visa in the last 59 months. The Swiss representation decides the validity of your visa: multiple-entry visas valid for up to 5 years can be granted to frequent travellers with a good visa history.</p>
<p>UAE nationals can visit Switzerland and the Schengen area without a visa for short stays. Once the EU’s ETIAS travel authorisation comes into force, visa-exempt travellers will need to apply for it online before travelling.</p>`,
  subtitle: 'Schengen short-stay visa for Switzerland',
  visaprocess: `<p>How the Switzerland visa process works from Dubai:</p>
<ol>
<li><strong>Complete the online Schengen application form</strong> for Switzerland and print it.</li>
<li><strong>Prepare your supporting documents</strong>, travel insurance and itinerary.</li>
<li><strong>Book an appointment</strong> at the visa application centre, up to 6 months and at least 15 days before travel.</li>
<li><strong>Attend the appointment</strong> for biometrics and pay the visa fee and service charge.</li>
<li><strong>Receive your passport</strong>: decisions typically take around 5 to 15 working days, and longer in peak season.</li>
</ol>`,
  essentl: 'Essentials for your Switzerland visa',
  howtoapply: `<p>Ztart Visa fills in the application form with you, prepares a realistic day-by-day itinerary, arranges Schengen-compliant travel insurance and books your appointment. We check your whole file before your visit to the visa centre so nothing is missing.</p>
<p>Planning a family trip? We handle applications for every traveller together. <a href="/contact">Contact us</a> to start.</p>`,
  documnetrequired: `<p>Typical documents for a Switzerland tourist visa from the UAE:</p>
<ul>
<li>Passport valid for at least 3 months beyond your planned departure from the Schengen area, issued within the last 10 years, with two blank pages</li>
<li>UAE residence visa, valid for at least 3 months after your return, and Emirates ID</li>
<li>Signed Schengen application form and two photographs, 35x45 mm</li>
<li>Personal bank statements for the last 3 months</li>
<li>Salary certificate or no-objection letter from your employer, or trade licence if self-employed</li>
<li>Travel medical insurance with cover of at least €30,000</li>
<li>Return flight reservation, hotel bookings and itinerary</li>
</ul>`,
  whychooseztart: 'Why choose Ztart Visa for your Switzerland visa',
  content:
    'Our family of four needed Swiss visas before the summer break. Ztart Visa booked our appointments together and all four visas were approved in under two weeks.',
  auther: 'Fatima R.',
  place: 'Dubai, UAE',
  url: 'switzerland-visa-from-dubai',
  visacount: '35',
  metaTitle: 'Switzerland Visa from Dubai | Ztart Visa UAE',
  metaDescpt:
    'Apply for a Switzerland Schengen visa from Dubai with Ztart Visa. Appointment booking, travel insurance and full document checks for UAE residents.',
  methods: ['Short stay Type C', 'Up to 5 years', 'Multiple entry', '90 days in any 180'],
  partners: [VFS_GLOBAL],
  documentSteps: [
    {
      count: '01',
      title: 'Confirm your route',
      desc: 'We check that Switzerland is the right country to apply to, based on where you will spend most nights.',
    },
    {
      count: '02',
      title: 'Collect your documents',
      desc: 'Passport, residence visa, 35x45 mm photos, 3 months of bank statements and employer letters.',
    },
    {
      count: '03',
      title: 'Insurance and itinerary',
      desc: 'We arrange insurance of at least €30,000 and prepare an itinerary that matches your bookings.',
    },
    {
      count: '04',
      title: 'Appointment',
      desc: 'We book your appointment at the visa centre and brief you on the biometrics visit.',
    },
  ],
  documentparas: [
    {
      para: 'Swiss visa officers check that your trip is well planned, affordable and that you will return to the UAE. Bookings, bank statements and employer letters should all tell the same story.',
    },
    {
      para: 'Bring your original documents to the appointment. The representation can request extra documents or an interview, and quick replies help avoid delays.',
    },
  ],
  whychoosepara: [
    {
      para: 'We know the Swiss checklist in detail. Former visa-centre officers on our team review your file before submission, so mismatched dates or missing pages are fixed in advance.',
    },
    {
      para: 'Your application begins with a free consultation. We prepare the forms, insurance and itinerary, offer doorstep document collection and delivery in Dubai, and keep you updated until your passport is returned.',
    },
  ],
  speedup:
    'Summer appointments for Switzerland fill up weeks in advance, so apply as soon as your dates are confirmed, up to 6 months before travel. A complete, correctly ordered file avoids requests for more documents. Premium or prime-time appointments at the visa centre, where offered, can get you a slot sooner; the processing time itself is set by the Swiss representation and typically ranges from 5 to 15 working days.',
  howItWorks: [
    {
      count: '1',
      title: 'Free consultation',
      desc: 'Share your travel plans and we confirm the documents and the best time to apply.',
    },
    {
      count: '2',
      title: 'We prepare everything',
      desc: 'Forms, itinerary, insurance, cover letter and appointment booking are handled by our team.',
    },
    {
      count: '3',
      title: 'Biometrics and collection',
      desc: 'Attend the visa centre for biometrics; we follow up and tell you when your passport is ready.',
    },
  ],
  faqList: [
    {
      question: 'How long does a Switzerland visa take from Dubai?',
      answer:
        'Usually around 5 to 15 working days after your appointment, and sometimes longer during summer. Apply at least 3 to 4 weeks before you travel.',
    },
    {
      question: 'Can I visit other European countries with a Swiss visa?',
      answer:
        'Yes. A Type C visa issued by Switzerland is valid across the Schengen area, as long as Switzerland is your main destination.',
    },
    {
      question: 'What travel insurance do I need?',
      answer:
        'Travel medical insurance with at least €30,000 of cover, valid in all Schengen countries for the whole trip, including medical repatriation.',
    },
    {
      question: 'Do UAE nationals need a Switzerland visa?',
      answer:
        'No. UAE nationals can visit Switzerland and the Schengen area visa-free for up to 90 days in any 180-day period. Once the EU’s ETIAS travel authorisation comes into force, they will need to apply for it online before travelling.',
    },
  ],
};
