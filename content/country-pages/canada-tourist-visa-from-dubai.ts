import type { SeedCountryPage } from '../types';
import { VFS_GLOBAL } from './partners';

export const canadaTouristVisaFromDubai: SeedCountryPage = {
  id: 4,
  country: 'Canada',
  Imgs: '/images/countries/canada-tourist-visa-from-dubai.webp',
  alttext: 'Illustration of a turquoise lake in the Canadian Rockies with a red maple leaf',
  star: 5,
  title: 'Canada Tourist Visa from Dubai',
  body1: `<p>Whether you want to see Niagara Falls, visit family in Toronto or explore the Rockies, most UAE residents need a <strong>Canadian Temporary Resident Visa (TRV)</strong>, also called a visitor visa. Ztart Visa prepares your online application and supporting evidence so your case is presented clearly to the visa officer.</p>
<p><a href="/contact">Book a free consultation</a> to review your profile before you apply.</p>`,
  body: `<p>The Temporary Resident Visa allows you to visit Canada for tourism, family visits or business meetings. It is usually issued as a multiple-entry visa valid for up to 10 years, or until one month before your passport expires, whichever comes first. The border officer decides how long you may stay on each visit, normally up to 6 months.</p>
<p>Applications are made online through an IRCC account. After you apply, you receive a letter asking you to give biometrics (fingerprints and a photo) at a visa application centre in the UAE. If you gave biometrics for a Canadian application in the last 10 years, you may not need to give them again.</p>
<p>UAE nationals do not need a visitor visa to fly to Canada; they apply online for an Electronic Travel Authorization (eTA) instead.</p>`,
  subtitle: 'Temporary Resident Visa for tourism and family visits',
  visaprocess: `<p>The Canada visitor visa process from Dubai:</p>
<ol>
<li><strong>Create an IRCC account</strong> and answer the eligibility questions.</li>
<li><strong>Upload your forms and documents</strong>, then pay the visa fee and the biometrics fee online.</li>
<li><strong>Give biometrics</strong> at the visa application centre after you receive the biometric instruction letter.</li>
<li><strong>Wait for processing</strong>: times vary and are published on the IRCC website.</li>
<li><strong>Submit your passport</strong> for the visa to be placed in it once you receive the passport request.</li>
</ol>`,
  essentl: 'Essentials for your Canada visa',
  howtoapply: `<p>Canadian visitor visa decisions depend heavily on how well your purpose of visit, finances and ties to the UAE are documented. Ztart Visa completes the IRCC forms with you, writes a detailed letter of explanation, and organises your evidence into a clear, well-labelled upload.</p>
<p>We then guide you through biometrics and the passport request. <a href="/contact">Contact us</a> to begin.</p>`,
  documnetrequired: `<p>A typical Canada visitor visa application from the UAE includes:</p>
<ul>
<li>Passport valid for at least 6 months beyond your travel dates, with previous passports and visas</li>
<li>UAE residence visa and Emirates ID</li>
<li>Digital photograph that meets IRCC specifications, taken within the last 6 months</li>
<li>Personal bank statements for at least the last 3 months</li>
<li>Salary certificate or employment letter, with approved leave</li>
<li>Letter of explanation describing your trip and your plans to return</li>
<li>Invitation letter from your host in Canada with their proof of status, if visiting family or friends</li>
<li>Travel itinerary, and family information form where required</li>
</ul>`,
  whychooseztart: 'Why choose Ztart Visa for your Canada visa',
  content:
    'I wanted to visit my sister in Toronto and did not know where to start. Ztart Visa prepared everything, and I received a multiple-entry visa until my passport expires.',
  auther: 'Rahul M.',
  place: 'Sharjah, UAE',
  url: 'canada-tourist-visa-from-dubai',
  visacount: '60',
  metaTitle: 'Canada Tourist Visa from Dubai | Ztart Visa UAE',
  metaDescpt:
    'Apply for a Canada visitor visa (TRV) from Dubai with Ztart Visa. Online forms, letter of explanation, biometrics guidance and support for UAE residents.',
  methods: ['Temporary Residence visa', 'Up to 10 years', 'Multiple entry', 'Up to 6 months per visit'],
  partners: [VFS_GLOBAL],
  documentSteps: [
    {
      count: '01',
      title: 'Profile assessment',
      desc: 'We look at your job, finances, family ties and travel history and identify anything the officer may question.',
    },
    {
      count: '02',
      title: 'Forms and letter of explanation',
      desc: 'We complete the IRCC forms with you and draft a clear letter explaining your purpose of travel and plans to return.',
    },
    {
      count: '03',
      title: 'Evidence upload',
      desc: 'Bank statements, employment letters, invitation and a photo taken within the last 6 months are uploaded in clear, labelled files.',
    },
    {
      count: '04',
      title: 'Biometrics and passport request',
      desc: 'We guide you through the biometrics appointment and the passport submission once the visa is approved.',
    },
  ],
  documentparas: [
    {
      para: 'Visa officers decide whether you will leave Canada at the end of your visit. Evidence of stable employment, savings, property or family in the UAE helps show that you have good reasons to return.',
    },
    {
      para: 'Documents not in English or French must be uploaded with a certified translation. Upload the complete document every time, including all pages of your bank statements.',
    },
    {
      para: 'Processing times are set by IRCC and change often. We check the published times before you book non-refundable travel.',
    },
  ],
  whychoosepara: [
    {
      para: 'A refused Canada application stays on your record, so it pays to get it right the first time. Our team, including former visa-centre officers, reviews every file and letter of explanation before it is submitted.',
    },
    {
      para: 'We start with a free consultation, prepare your forms and evidence, offer doorstep document collection and delivery in Dubai, and send you updates at every stage, from biometrics to the passport request.',
    },
  ],
  speedup:
    'Apply online rather than on paper, give biometrics as soon as you receive the instruction letter, and upload complete, clearly named documents so the officer does not need to request more. Apply well ahead of your trip, as processing times for visitor visas from the UAE can run to several weeks or more. IRCC has no paid fast-track for visitor visas, so a complete application is the best way to avoid delays.',
  howItWorks: [
    {
      count: '1',
      title: 'Free consultation',
      desc: 'Call us or send an enquiry. We assess your profile and explain your chances honestly.',
    },
    {
      count: '2',
      title: 'We prepare and submit',
      desc: 'We complete your IRCC forms, letter of explanation and document upload, and submit after your approval.',
    },
    {
      count: '3',
      title: 'Biometrics to visa',
      desc: 'You give biometrics in the UAE; we track the application and guide you through the passport request.',
    },
  ],
  faqList: [
    {
      question: 'How long does a Canada visitor visa take from the UAE?',
      answer:
        'Processing times vary and are published on the IRCC website. They often range from several weeks to a few months, so apply as early as possible.',
    },
    {
      question: 'What are the photo requirements?',
      answer:
        'The photo must meet IRCC specifications and must have been taken within the last 6 months. For online applications you upload a digital photo.',
    },
    {
      question: 'How long can I stay in Canada on a visitor visa?',
      answer:
        'The border officer decides at entry. Most visitors are allowed to stay up to 6 months per visit.',
    },
    {
      question: 'Do I need to give biometrics again?',
      answer:
        'Biometrics are valid for 10 years. If you gave them for a Canadian application in the last 10 years and they are still valid, you usually do not need to give them again.',
    },
    {
      question: 'Do UAE nationals need a Canada visa?',
      answer:
        'No. UAE nationals flying to Canada apply online for an Electronic Travel Authorization (eTA) instead of a visitor visa.',
    },
  ],
};
