import type { SeedCountryPage } from '../types';
import { VFS_GLOBAL } from './partners';

export const ukVisitVisaFromDubai: SeedCountryPage = {
  id: 2,
  country: 'United Kingdom',
  Imgs: '/images/countries/uk-visit-visa-from-dubai.webp',
  alttext: 'Illustration of Big Ben and the Palace of Westminster beside the River Thames',
  star: 5,
  title: 'UK Visit Visa from Dubai',
  body1: `<p>From London’s landmarks to the Scottish Highlands, the United Kingdom is one of the most popular destinations for UAE residents. If your nationality needs a visa, you will apply for a <strong>UK Standard Visitor visa</strong>. Ztart Visa prepares your online application, your supporting documents and your appointment at the visa application centre in Dubai.</p>
<p><a href="/contact">Book a free consultation</a> to find out which visa length suits you best.</p>`,
  body: `<p>The Standard Visitor visa covers tourism, visiting family and friends, business meetings and short courses of study. It lets you stay in the UK for up to 6 months on each visit. You can choose a 6-month visa or a long-term visit visa valid for 2, 5 or 10 years, with multiple entries.</p>
<p>UAE nationals, and nationals of Qatar, Kuwait, Bahrain, Oman and Saudi Arabia, do not need a visitor visa. They previously used an electronic visa waiver, which cost about 30 pounds for Gulf nationals; it has been replaced by the <strong>Electronic Travel Authorisation (ETA)</strong>. Check the current ETA fee on GOV.UK before you apply.</p>
<p>Residents of the UAE holding other passports, for example Indian, Pakistani, Filipino or Egyptian passports, apply for the visa online on GOV.UK and then attend the UK visa application centre in Dubai or Abu Dhabi to give biometrics.</p>`,
  subtitle: 'Standard Visitor visa for tourism, family and business',
  visaprocess: `<p>This is how a UK visit visa application from the UAE works:</p>
<ol>
<li><strong>Complete the online form on GOV.UK</strong> and choose the visa length: 6 months, 2, 5 or 10 years.</li>
<li><strong>Pay the visa fee</strong> and, if you wish, a priority service where available.</li>
<li><strong>Book an appointment</strong> at the visa application centre in Dubai or Abu Dhabi.</li>
<li><strong>Attend the appointment</strong> to give your fingerprints and photograph and submit your documents.</li>
<li><strong>Wait for the decision</strong>: standard processing usually takes about 3 to 4 weeks from your appointment.</li>
</ol>`,
  essentl: 'Essentials for your UK visit visa',
  howtoapply: `<p>Ztart Visa fills in the online application with you, prepares a cover letter that explains your trip and your ties to the UAE, and organises your documents in the order the caseworker expects. We book the earliest suitable appointment and brief you before you go.</p>
<p>Whether it is your first UK visa or a renewal, <a href="/contact">contact us</a> and we will start your file today.</p>`,
  documnetrequired: `<p>UK caseworkers look closely at your finances and your reasons to return. Prepare:</p>
<ul>
<li>Passport valid for at least 6 months, with your previous passports and visas</li>
<li>UAE residence visa and Emirates ID</li>
<li>Personal bank statements for the last 6 months, showing your salary credits</li>
<li>Salary certificate or no-objection letter from your employer, with approved leave dates</li>
<li>Trade licence and company documents if you own a business</li>
<li>Travel plan, hotel booking or host’s invitation letter with their proof of address and status</li>
<li>Tenancy contract or title deed and family documents that show your ties to the UAE</li>
</ul>`,
  whychooseztart: 'Why choose Ztart Visa for your UK visit visa',
  content:
    'My previous UK application was refused, so I was nervous. Ztart Visa rebuilt my file, explained my finances properly and I received a two-year visa.',
  auther: 'Omar K.',
  place: 'Dubai, UAE',
  url: 'uk-visit-visa-from-dubai',
  visacount: '30',
  metaTitle: 'UK Visit Visa from Dubai | Ztart Visa UAE',
  metaDescpt:
    'Apply for a UK Standard Visitor visa from Dubai with Ztart Visa. Document checks, appointment booking and expert support for UAE residents.',
  methods: ['Standard Visitor visa', '6 months, or 2, 5 or 10 years', 'Multiple entry', 'Up to 6 months per visit'],
  partners: [VFS_GLOBAL],
  documentSteps: [
    {
      count: '01',
      title: 'Profile review',
      desc: 'We check your nationality, travel history and any previous refusals, and advise on the visa length to request.',
    },
    {
      count: '02',
      title: 'Financial evidence',
      desc: 'We review 6 months of bank statements with you and make sure large deposits or transfers are explained.',
    },
    {
      count: '03',
      title: 'Online form and cover letter',
      desc: 'We complete the GOV.UK form with you and write a cover letter that sets out your trip and your ties to the UAE.',
    },
    {
      count: '04',
      title: 'Appointment and submission',
      desc: 'We book your biometrics appointment in Dubai or Abu Dhabi and prepare your document pack in the right order.',
    },
  ],
  documentparas: [
    {
      para: 'The UK has no fixed minimum bank balance. Caseworkers want to see that your trip is affordable compared with your income and that the funds are genuinely yours, so unexplained deposits can lead to a refusal.',
    },
    {
      para: 'Documents that are not in English or Welsh need a full certified translation. Keep your originals with you at the appointment in case they are requested.',
    },
  ],
  whychoosepara: [
    {
      para: 'UK refusals are often caused by weak financial evidence or an unclear purpose of visit. Former visa-centre officers on our team review your file the way a caseworker would, before it is submitted.',
    },
    {
      para: 'Your application starts with a free consultation. We handle the forms, the appointment and the cover letter, offer doorstep document collection and delivery in Dubai, and update you at every stage.',
    },
  ],
  speedup:
    'Book your appointment early, especially before summer and the school holidays, when slots in Dubai fill quickly. Submit a complete file so the caseworker does not need to contact you. Where UKVI offers them, the priority and super priority services can shorten the wait to a few working days for an extra fee; availability is limited and processing times are never guaranteed.',
  howItWorks: [
    {
      count: '1',
      title: 'Talk to an expert',
      desc: 'Book a free consultation and tell us about your trip, your job and your travel history.',
    },
    {
      count: '2',
      title: 'We prepare your file',
      desc: 'We complete the online form, check your documents and book your appointment at the visa centre.',
    },
    {
      count: '3',
      title: 'Attend and travel',
      desc: 'Give your biometrics, then we track your application and let you know as soon as your passport is ready.',
    },
  ],
  faqList: [
    {
      question: 'How long does a UK visit visa take from Dubai?',
      answer:
        'Standard processing usually takes about 3 to 4 weeks after your biometrics appointment. Priority services can be faster where available. Times vary in peak season.',
    },
    {
      question: 'Do UAE nationals need a UK visa?',
      answer:
        'No. UAE nationals, like other Gulf nationals, can visit the UK with an Electronic Travel Authorisation (ETA) instead of a visa. Check the current fee and conditions on GOV.UK.',
    },
    {
      question: 'How many months of bank statements are needed?',
      answer:
        'We recommend personal bank statements for the last 6 months, showing regular salary credits and enough funds for the trip.',
    },
    {
      question: 'Can I get a 10-year UK visit visa?',
      answer:
        'You can apply for a long-term visit visa valid for 2, 5 or 10 years. Each stay is still limited to 6 months. Long-term visas are usually granted to applicants with a good UK or international travel history.',
    },
    {
      question: 'Where do I give biometrics in the UAE?',
      answer:
        'At the UK visa application centre in Dubai or Abu Dhabi, on the date you book after completing the online form.',
    },
  ],
};
