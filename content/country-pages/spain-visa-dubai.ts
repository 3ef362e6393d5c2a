import type { SeedCountryPage } from '../types';
import { BLS_INTERNATIONAL } from './partners';

export const spainVisaDubai: SeedCountryPage = {
  id: 7,
  country: 'Spain',
  Imgs: '/images/countries/spain-visa-dubai.webp',
  alttext: 'Illustration of the Sagrada Família basilica in Barcelona on a sunny day',
  star: 5,
  title: 'Spain Visa from Dubai',
  body1: `<p>From Barcelona and Madrid to Seville and the Balearic Islands, Spain is one of the most visited countries in Europe. Most UAE residents need a <strong>Schengen short-stay visa (Type C)</strong> issued by Spain. Ztart Visa prepares your application and documents and books your appointment at the Spain visa application centre.</p>
<p><a href="/contact">Book a free consultation</a> and travel to Spain with peace of mind.</p>`,
  body: `<p>A Spanish Schengen visa allows you to travel to Spain and across the Schengen area for tourism, family visits or business for up to 90 days in any 180-day period. Apply to Spain when it is your main destination, or your first point of entry if your time is split equally.</p>
<p>Spain visa applications in the UAE are submitted in person through the Spain visa application centre operated by BLS International, where your biometrics are collected. The consulate decides the visa validity; frequent travellers with a good Schengen history can be granted multiple-entry visas valid for up to 5 years.</p>
<p>UAE nationals can visit Spain visa-free for short stays. Once the EU’s ETIAS travel authorisation comes into force, visa-exempt travellers will need to apply for it online before travelling.</p>`,
  subtitle: 'Schengen short-stay visa for Spain',
  visaprocess: `<p>How to apply for a Spain visa from Dubai:</p>
<ol>
<li><strong>Complete the Schengen application form</strong> for Spain.</li>
<li><strong>Gather your documents</strong>, including travel insurance and proof of accommodation.</li>
<li><strong>Book an appointment</strong> at the Spain visa application centre, up to 6 months and at least 15 days before travel.</li>
<li><strong>Submit your documents and biometrics</strong> and pay the visa fee and service charge.</li>
<li><strong>Track your application and collect your passport</strong>: decisions usually take up to 15 calendar days.</li>
</ol>`,
  essentl: 'Essentials for your Spain visa',
  howtoapply: `<p>Ztart Visa prepares your application form, cover letter and itinerary, arranges Schengen travel insurance and books your appointment at the visa centre. We review your file with you before the appointment so you arrive with everything in order.</p>
<p><a href="/contact">Contact us</a> to start your Spain visa application.</p>`,
  documnetrequired: `<p>Typical documents for a Spain tourist visa from the UAE:</p>
<ul>
<li>Passport valid for at least 3 months beyond your planned departure from the Schengen area, issued within the last 10 years, with two blank pages</li>
<li>UAE residence visa, valid for at least 3 months after your return, and Emirates ID</li>
<li>Completed and signed Schengen application form</li>
<li>Recent photograph, 35x45 mm, on a white background</li>
<li>Personal bank statements for the last 3 months</li>
<li>Salary certificate or no-objection letter from your employer, or trade licence if self-employed</li>
<li>Travel medical insurance with at least €30,000 of cover</li>
<li>Return flight reservation, hotel bookings and itinerary</li>
</ul>`,
  whychooseztart: 'Why choose Ztart Visa for your Spain visa',
  content:
    'Ztart Visa booked my Spain appointment, arranged the insurance and reviewed my documents the day before. The visa arrived in time for my Barcelona trip.',
  auther: 'Daniel F.',
  place: 'Abu Dhabi, UAE',
  url: 'spain-visa-dubai',
  visacount: '25',
  metaTitle: 'Spain Schengen Visa from Dubai | Ztart Visa UAE',
  metaDescpt:
    'Apply for a Spain Schengen visa from Dubai with Ztart Visa. Forms, insurance, appointment booking and document review for UAE residents.',
  methods: ['Short stay Type C', 'Up to 5 years', 'Multiple entry', '90 days in any 180'],
  partners: [BLS_INTERNATIONAL],
  documentSteps: [
    {
      count: '01',
      title: 'Trip planning',
      desc: 'We confirm that Spain is the correct country to apply to and plan your itinerary around it.',
    },
    {
      count: '02',
      title: 'Document checklist',
      desc: 'Passport, residence visa, 35x45 mm photo, 3 months of bank statements and employer letters.',
    },
    {
      count: '03',
      title: 'Insurance and reservations',
      desc: 'We arrange travel insurance of at least €30,000 plus flight and hotel reservations for your dates.',
    },
    {
      count: '04',
      title: 'Appointment booking',
      desc: 'We book your appointment at the Spain visa centre and prepare you for the visit.',
    },
  ],
  documentparas: [
    {
      para: 'The Spanish consulate checks that your trip is genuine, that you can afford it and that you will return to the UAE. Consistent dates and clear financial evidence make a strong application.',
    },
    {
      para: 'Bring originals and copies to your appointment. The consulate may request extra documents, and quick replies keep your application on track.',
    },
  ],
  whychoosepara: [
    {
      para: 'Our team includes former visa-centre officers who know the Spanish requirements well. We review every file before submission so avoidable errors do not slow you down.',
    },
    {
      para: 'We offer a free consultation, prepare your forms and bookings, provide doorstep document collection and delivery in Dubai, and send you updates until your passport is returned.',
    },
  ],
  speedup:
    'Appointments for Spain are busiest from April to August, so start early; you can apply up to 6 months before travel. Arrive with a complete file so the consulate does not need to request more documents. The visa centre may offer premium services or appointment options for an extra fee, which can make the submission easier, but the consulate sets the processing time.',
  howItWorks: [
    {
      count: '1',
      title: 'Free consultation',
      desc: 'Tell us your plans and we confirm the documents and the best time to apply.',
    },
    {
      count: '2',
      title: 'We prepare your file',
      desc: 'Forms, insurance, itinerary and appointment booking are handled by our team.',
    },
    {
      count: '3',
      title: 'Submit and travel',
      desc: 'You give biometrics at the visa centre; we track your application and let you know when it is ready.',
    },
  ],
  faqList: [
    {
      question: 'How long does a Spain visa take from Dubai?',
      answer:
        'Usually up to 15 calendar days after your appointment, sometimes longer in peak season. Apply at least 3 to 4 weeks before you travel.',
    },
    {
      question: 'Who handles Spain visa applications in the UAE?',
      answer:
        'Applications are submitted through the Spain visa application centre operated by BLS International, on behalf of the Spanish consulate.',
    },
    {
      question: 'How much bank balance do I need for a Spain visa?',
      answer:
        'Spain sets a minimum daily amount for your stay, which is updated from time to time. Your bank statements for the last 3 months should show enough funds for the whole trip; we check this with you.',
    },
    {
      question: 'Can I get a multiple-entry Spain visa?',
      answer:
        'Yes. The consulate can issue multiple-entry visas valid for up to 5 years, usually to applicants with a good Schengen travel history.',
    },
  ],
};
