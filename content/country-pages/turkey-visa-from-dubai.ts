import type { SeedCountryPage } from '../types';

export const turkeyVisaFromDubai: SeedCountryPage = {
  id: 8,
  country: 'Turkey',
  Imgs: '/images/countries/turkey-visa-from-dubai.webp',
  alttext: 'Illustration of colourful hot-air balloons over the valleys of Cappadocia at sunrise',
  star: 5,
  title: 'Turkey Visa from Dubai',
  body1: `<p>Istanbul’s bazaars, the balloons of Cappadocia and the beaches of Antalya are only a few hours’ flight from the UAE. Depending on your nationality, you can travel with a <strong>Turkey e-Visa</strong> or you will need a <strong>sticker tourist visa</strong> from a Turkish mission in the UAE. Ztart Visa tells you which one applies to you and prepares the application.</p>
<p><a href="/contact">Book a free consultation</a> to find the quickest route to your Turkey visa.</p>`,
  body: `<p>Turkey’s visa rules depend on your passport. Nationals of some countries are visa-exempt for short visits, others can apply online for an e-Visa, and others must apply for a sticker visa in person.</p>
<p>For several nationalities common among UAE residents, the e-Visa is only available to travellers who already hold a valid visa or residence permit from a Schengen country, the USA, the UK or Ireland. A UAE residence visa alone does not qualify, so many residents apply for a sticker tourist visa through the Turkish consulate in Dubai or the embassy in Abu Dhabi instead.</p>
<p>Tourist visas are generally valid for up to 180 days and allow stays of up to 90 days within that period, with single or multiple entries. Some e-Visas allow a shorter stay, such as 30 days, so always check the conditions printed on your visa. Apply for an e-Visa only on the official Turkish government website.</p>`,
  subtitle: 'e-Visa or sticker tourist visa for Turkey',
  visaprocess: `<p>How to get a Turkey visa from the UAE:</p>
<ol>
<li><strong>Check your eligibility</strong>: visa-free entry, e-Visa, or sticker visa, based on your passport and other visas you hold.</li>
<li><strong>For an e-Visa</strong>, apply online on the official website, pay by card and download the e-Visa to carry with you.</li>
<li><strong>For a sticker visa</strong>, complete the online pre-application and book an appointment at the Turkish mission or its appointed application centre.</li>
<li><strong>Submit your passport and documents</strong>, including travel insurance, and pay the visa fee.</li>
<li><strong>Collect your passport</strong> with the visa. Processing times vary by mission and season.</li>
</ol>`,
  essentl: 'Essentials for your Turkey visa',
  howtoapply: `<p>Ztart Visa checks which visa route fits your passport and travel history, then handles the application for you: the online e-Visa, or the pre-application, appointment and document file for a sticker visa. We also arrange travel insurance that meets the Turkish requirements.</p>
<p><a href="/contact">Contact us</a> with your travel dates and we will take it from there.</p>`,
  documnetrequired: `<p>Typical documents for a Turkey sticker tourist visa from the UAE:</p>
<ul>
<li>Passport valid for at least 6 months beyond your travel dates, with at least two blank pages</li>
<li>UAE residence visa and Emirates ID</li>
<li>Completed visa application form and a recent passport-size photograph</li>
<li>Personal bank statements for the last 3 months</li>
<li>Salary certificate or no-objection letter from your employer, or trade licence if self-employed</li>
<li>Return flight reservation and hotel bookings</li>
<li>Travel health insurance with cover of at least €30,000 for the whole stay</li>
</ul>`,
  whychooseztart: 'Why choose Ztart Visa for your Turkey visa',
  content:
    'I did not know whether I could use the e-Visa with my passport. Ztart Visa checked it in minutes, applied for the right visa and I was in Istanbul the following month.',
  auther: 'Sana A.',
  place: 'Dubai, UAE',
  url: 'turkey-visa-from-dubai',
  visacount: '50',
  metaTitle: 'Turkey Visa from Dubai | e-Visa & Sticker | Ztart Visa',
  metaDescpt:
    'Get your Turkey e-Visa or tourist sticker visa from Dubai with Ztart Visa. Eligibility check, travel insurance and full application support in the UAE.',
  methods: ['e-Visa or sticker tourist visa', '180 days', 'Multiple entry', 'Up to 90 days within 180 days'],
  partners: [],
  documentSteps: [
    {
      count: '01',
      title: 'Eligibility check',
      desc: 'We confirm whether your passport qualifies for visa-free entry, an e-Visa or a sticker visa.',
    },
    {
      count: '02',
      title: 'Document preparation',
      desc: 'Passport, residence visa, photo, 3 months of bank statements and employer letter, checked before submission.',
    },
    {
      count: '03',
      title: 'Travel insurance',
      desc: 'We arrange travel health insurance with cover of at least €30,000 for your full stay.',
    },
    {
      count: '04',
      title: 'Application and collection',
      desc: 'We submit the e-Visa online or book your appointment for the sticker visa and follow it to the end.',
    },
  ],
  documentparas: [
    {
      para: 'Turkish missions want to see a clear travel plan, enough funds for your stay and valid residence in the UAE. Flight and hotel bookings should match the dates on your application.',
    },
    {
      para: 'Beware of unofficial e-Visa websites that charge extra fees. We apply only through official channels and tell you exactly what the government fee is.',
    },
  ],
  whychoosepara: [
    {
      para: 'Turkey’s rules differ by nationality, and getting the route wrong costs time. Our team, including former visa-centre officers, checks your eligibility first and then prepares the right application.',
    },
    {
      para: 'You get a free consultation, complete preparation of your forms and documents, doorstep document collection and delivery in Dubai, and updates until your visa is issued.',
    },
  ],
  speedup:
    'If you qualify for the e-Visa, apply online a few days before travel; it is usually issued quickly. For a sticker visa, book your appointment as soon as your dates are fixed, especially before Eid and the summer holidays, and submit a complete file with insurance and bookings included, so the mission does not need to ask for more. Processing times are set by the Turkish mission and can vary.',
  howItWorks: [
    {
      count: '1',
      title: 'Free consultation',
      desc: 'Send us your passport details and travel dates. We tell you which Turkey visa you need.',
    },
    {
      count: '2',
      title: 'We prepare and apply',
      desc: 'We apply for your e-Visa or prepare and submit your sticker visa file with insurance.',
    },
    {
      count: '3',
      title: 'Receive your visa',
      desc: 'We track your application and send you your e-Visa or let you know when your passport is ready.',
    },
  ],
};
