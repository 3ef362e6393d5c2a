import type { SeedCountryPage } from '../types';
import { VFS_GLOBAL } from './partners';

export const japanVisitVisaFromDubai: SeedCountryPage = {
  id: 9,
  country: 'Japan',
  Imgs: '/images/countries/japan-visit-visa-from-dubai.webp',
  alttext: 'Illustration of Mount Fuji behind a red pagoda framed by cherry blossoms',
  star: 5,
  title: 'Japan Visit Visa from Dubai',
  body1: `<p>Cherry blossoms in Kyoto, the lights of Tokyo and the view of Mount Fuji make Japan a dream trip for many UAE residents. Unless your passport is visa-exempt, you need a <strong>Japan short-term stay visa</strong> for tourism. Ztart Visa prepares your application and supporting documents, including the schedule of stay that Japanese missions ask for.</p>
<p><a href="/contact">Book a free consultation</a> to check the current application route for your nationality.</p>`,
  body: `<p>The Japan short-term stay visa for tourism is usually a single-entry visa, valid for about 90 days from the date of issue. The length of stay granted, up to 90 days, depends on your itinerary and is decided by the mission.</p>
<p>Depending on the arrangements in force when you apply, UAE residents of eligible nationalities can apply online through the official JAPAN eVISA system, or submit a paper application through the channel appointed by the Embassy of Japan in Abu Dhabi and the Consulate-General of Japan in Dubai. The route has changed several times, so we confirm it for you before you prepare your file.</p>
<p>UAE nationals benefit from visa exemption arrangements for short visits to Japan; check the current conditions before you travel.</p>`,
  subtitle: 'Short-term stay visa for tourism in Japan',
  visaprocess: `<p>How to apply for a Japan tourist visa from the UAE:</p>
<ol>
<li><strong>Check the current application route</strong>: JAPAN eVISA online, or a paper application at the appointed visa centre or mission.</li>
<li><strong>Prepare your documents</strong>, including the visa application form and a day-by-day schedule of stay.</li>
<li><strong>Submit your application</strong> online or at your appointment, and pay the visa fee where it applies to your nationality.</li>
<li><strong>Wait for the decision</strong>: paper applications usually take about one week once accepted; times vary in busy seasons.</li>
<li><strong>Receive your visa</strong> in your passport, or as an eVISA notice to show on your phone at check-in and arrival.</li>
</ol>`,
  essentl: 'Essentials for your Japan visa',
  howtoapply: `<p>Ztart Visa confirms which route applies to your nationality and residence, completes the application form with you, prepares your schedule of stay and checks every document before submission. If an appointment is needed, we book it and brief you beforehand.</p>
<p><a href="/contact">Contact us</a> with your travel dates to get started.</p>`,
  documnetrequired: `<p>Typical documents for a Japan tourist visa from the UAE:</p>
<ul>
<li>Passport valid for at least 6 months, with at least two blank pages</li>
<li>UAE residence visa and Emirates ID</li>
<li>Completed and signed visa application form</li>
<li>Recent photograph, 45 mm x 35 mm, on a plain white background</li>
<li>Schedule of stay listing your daily plans and accommodation</li>
<li>Return flight reservation and hotel bookings</li>
<li>Personal bank statements for the last 3 months</li>
<li>Salary certificate or no-objection letter from your employer, or trade licence if self-employed</li>
</ul>`,
  whychooseztart: 'Why choose Ztart Visa for your Japan visa',
  content:
    'Ztart Visa prepared my schedule of stay and all my documents for Japan. The visa was issued in about a week and our cherry blossom trip went ahead as planned.',
  auther: 'Joseph D.',
  place: 'Dubai, UAE',
  url: 'japan-visit-visa-from-dubai',
  visacount: '30',
  metaTitle: 'Japan Visit Visa from Dubai | Ztart Visa UAE',
  metaDescpt:
    'Apply for a Japan tourist visa from Dubai with Ztart Visa. We check your route, prepare your schedule of stay and documents for UAE residents.',
  methods: ['Short-term stay visa (tourism)', '90 days from issue', 'Single entry', 'Up to 90 days'],
  partners: [VFS_GLOBAL],
  documentSteps: [
    {
      count: '01',
      title: 'Route check',
      desc: 'We confirm whether you apply through JAPAN eVISA or with a paper application, based on your nationality and current rules.',
    },
    {
      count: '02',
      title: 'Schedule of stay',
      desc: 'We prepare a day-by-day schedule that matches your flights and hotel bookings.',
    },
    {
      count: '03',
      title: 'Document review',
      desc: 'Passport, residence visa, 45 mm x 35 mm photo, 3 months of bank statements and employer letter, checked page by page.',
    },
    {
      count: '04',
      title: 'Submission and follow-up',
      desc: 'We submit online or book your appointment, then follow the application until your visa is issued.',
    },
  ],
  documentparas: [
    {
      para: 'Japanese missions pay close attention to the schedule of stay. Dates, cities and hotels in your schedule should match your flight and hotel reservations exactly.',
    },
    {
      para: 'Visiting relatives, friends or business partners in Japan needs additional documents from your host, such as an invitation letter and a guarantee letter. Tell us early so there is time to receive them.',
    },
  ],
  whychoosepara: [
    {
      para: 'Japan’s application route for UAE residents has changed several times. We keep track of the latest instructions, and former visa-centre officers on our team review your file before it is submitted.',
    },
    {
      para: 'You get a free consultation, full preparation of your forms and schedule of stay, doorstep document collection and delivery in Dubai, and regular updates until your visa is ready.',
    },
  ],
  speedup:
    'Apply as soon as your flights and hotels are confirmed, and at least 3 to 4 weeks before travel, especially for the cherry blossom and autumn seasons. A complete file with a consistent schedule of stay avoids requests for more documents. Japanese missions do not offer a paid fast-track for tourist visas, so careful preparation is the best way to keep to the usual processing time of about one week for paper applications.',
  howItWorks: [
    {
      count: '1',
      title: 'Free consultation',
      desc: 'Share your nationality and travel plans. We confirm the current route and the documents you need.',
    },
    {
      count: '2',
      title: 'We prepare your file',
      desc: 'We complete your form and schedule of stay and check all supporting documents.',
    },
    {
      count: '3',
      title: 'Submit and receive',
      desc: 'We submit online or guide you through your appointment, and let you know as soon as the visa is issued.',
    },
  ],
};
