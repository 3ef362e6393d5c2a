import type { SeedCountryPage } from '../types';
import { US_EMBASSY } from './partners';

export const usaVisitVisaFromDubai: SeedCountryPage = {
  id: 10,
  country: 'USA',
  Imgs: '/images/countries/usa-visit-visa-from-dubai.webp',
  alttext: 'Illustration of the Statue of Liberty with the New York skyline behind',
  star: 5,
  title: 'USA Visit Visa from Dubai',
  body1: `<p>New York, Orlando, Las Vegas or a business conference in California: to visit the United States, UAE residents need a <strong>B1/B2 visitor visa</strong>. The process involves an online DS-160 form and an in-person interview, and preparation makes a real difference. Ztart Visa prepares your form and documents and coaches you for the interview.</p>
<p><a href="/contact">Book a free consultation</a> to plan your US visa application.</p>`,
  body: `<p>The B1/B2 visitor visa covers business visits (B1), such as meetings and conferences, and tourism, family visits and medical treatment (B2). It does not allow work or study.</p>
<p>The validity of the visa is based on reciprocity with your country of nationality: many nationalities receive multiple-entry visas valid for up to 10 years, while others receive shorter validity or fewer entries. On arrival, the U.S. immigration officer decides how long you may stay, usually up to 180 days per admission.</p>
<p>UAE residents can apply in the UAE, with interviews held at the U.S. Embassy in Abu Dhabi and the U.S. Consulate General in Dubai. Interview waiting times change often, so we recommend starting well ahead of your trip.</p>`,
  subtitle: 'B1/B2 visitor visa for tourism and business',
  visaprocess: `<p>How the US visitor visa process works from the UAE:</p>
<ol>
<li><strong>Complete the DS-160 online form</strong> and upload a photo that meets U.S. requirements.</li>
<li><strong>Pay the visa application fee</strong> and create your appointment profile.</li>
<li><strong>Book your interview</strong> at the U.S. Embassy in Abu Dhabi or the Consulate General in Dubai, with a biometrics appointment if required.</li>
<li><strong>Attend your interview</strong> with your passport, confirmation page and supporting documents.</li>
<li><strong>Receive your passport</strong> with the visa: after the interview, this often takes about 3 to 7 weeks overall, unless extra administrative processing is needed.</li>
</ol>`,
  essentl: 'Essentials for your USA visa',
  howtoapply: `<p>Ztart Visa completes your DS-160 with you, checks every answer for consistency, schedules your appointment and prepares a document folder for the interview. Before your interview date we hold a mock interview so you can answer clearly and confidently about your trip, your job and your ties to the UAE.</p>
<p>Renewing a US visa? You may qualify for an interview waiver; we check your eligibility. <a href="/contact">Contact us</a> to begin.</p>`,
  documnetrequired: `<p>Typical documents for a US visitor visa interview in the UAE:</p>
<ul>
<li>Passport valid for at least 6 months beyond your intended stay, with previous passports and US visas</li>
<li>DS-160 confirmation page and appointment confirmation</li>
<li>Photograph meeting U.S. requirements (51 mm x 51 mm, taken recently)</li>
<li>UAE residence visa and Emirates ID</li>
<li>Personal bank statements for the last 6 months</li>
<li>Salary certificate or employment letter, with approved leave; trade licence if self-employed</li>
<li>Travel plan, and an invitation letter if visiting family, friends or a business event</li>
<li>Evidence of ties to the UAE, such as a tenancy contract, property or family documents</li>
</ul>`,
  whychooseztart: 'Why choose Ztart Visa for your USA visa',
  content:
    'The mock interview with Ztart Visa made all the difference. I knew what to expect, answered confidently and received my ten-year US visa.',
  auther: 'Arjun N.',
  place: 'Dubai, UAE',
  url: 'usa-visit-visa-from-dubai',
  visacount: '55',
  metaTitle: 'USA Visit Visa (B1/B2) from Dubai | Ztart Visa UAE',
  metaDescpt:
    'Apply for a US B1/B2 visitor visa from Dubai with Ztart Visa. DS-160 help, interview booking, mock interview and document checks for UAE residents.',
  methods: ['B1/B2 visitor visa', 'Up to 10 years', 'Multiple entry', 'Decided at entry, usually up to 6 months'],
  partners: [US_EMBASSY],
  documentSteps: [
    {
      count: '01',
      title: 'DS-160 form',
      desc: 'We complete the DS-160 with you and check that every answer matches your documents and travel history.',
    },
    {
      count: '02',
      title: 'Fee and appointment',
      desc: 'We guide you through the fee payment and book the earliest available interview in Abu Dhabi or Dubai.',
    },
    {
      count: '03',
      title: 'Document folder',
      desc: 'Passport, photo, 6 months of bank statements, employment letters and proof of ties to the UAE, organised for the interview.',
    },
    {
      count: '04',
      title: 'Interview preparation',
      desc: 'A mock interview helps you explain your trip and your plans to return clearly and briefly.',
    },
  ],
  documentparas: [
    {
      para: 'US consular officers decide mainly on the interview and your DS-160. Supporting documents are not always requested, but having them ready helps you answer questions with confidence.',
    },
    {
      para: 'Under US law, every applicant is presumed to intend to immigrate until they show otherwise. Stable employment, family and financial ties to the UAE are the strongest evidence of your intention to return.',
    },
    {
      para: 'Fees and appointment rules change from time to time; we check the current fees and instructions on the official US visa websites before you pay.',
    },
  ],
  whychoosepara: [
    {
      para: 'Most US visa refusals come from inconsistent DS-160 answers or an interview that does not explain the trip clearly. Former visa-centre officers on our team review your form and prepare you for the questions officers usually ask.',
    },
    {
      para: 'Your application starts with a free consultation. We prepare your DS-160 and documents, book your interview, offer doorstep document collection and delivery in Dubai, and update you until your passport is returned.',
    },
  ],
  speedup:
    'Interview slots are the main bottleneck, so complete your DS-160 and pay the fee as soon as your plans are firm, then check regularly for earlier slots. If you have an urgent, genuine reason to travel, such as a medical emergency or a family funeral, you can request an expedited appointment after booking the first available date. Applicants renewing a visa may qualify for an interview waiver. Bring a complete, consistent file to avoid delays after the interview.',
  howItWorks: [
    {
      count: '1',
      title: 'Free consultation',
      desc: 'Tell us about your trip and travel history. We explain the process and the current wait times.',
    },
    {
      count: '2',
      title: 'DS-160 and appointment',
      desc: 'We complete your form, book your interview and prepare your document folder.',
    },
    {
      count: '3',
      title: 'Interview coaching',
      desc: 'We run a mock interview, then follow up after your interview until your passport is ready.',
    },
  ],
  faqList: [
    {
      question: 'How long does a US visa take from Dubai?',
      answer:
        'After the interview, the visa is often issued and returned within about 3 to 7 weeks overall. The wait for an interview appointment varies and can be much longer, and some cases need extra administrative processing.',
    },
    {
      question: 'How long is a US B1/B2 visa valid?',
      answer:
        'Validity depends on your nationality under US reciprocity rules. Many nationalities receive multiple-entry visas valid for up to 10 years.',
    },
    {
      question: 'How long can I stay in the US on a visitor visa?',
      answer:
        'The immigration officer at the port of entry decides, usually up to 180 days per admission. The visa validity and the length of stay are different things.',
    },
    {
      question: 'Where is the US visa interview in the UAE?',
      answer:
        'At the U.S. Embassy in Abu Dhabi or the U.S. Consulate General in Dubai, depending on the appointment you book.',
    },
    {
      question: 'How many months of bank statements do I need?',
      answer:
        'We recommend personal bank statements for the last 6 months, together with a salary certificate and evidence of your ties to the UAE.',
    },
  ],
};
