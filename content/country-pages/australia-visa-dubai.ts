import type { SeedCountryPage } from '../types';

export const australiaVisaDubai: SeedCountryPage = {
  id: 1,
  country: 'Australia',
  Imgs: '/images/countries/australia-visa-dubai.webp',
  alttext: 'Illustration of the Sydney Opera House and Harbour Bridge at sunset',
  star: 5,
  title: 'Australia Visitor Visa from Dubai',
  body1: `<p>Planning a holiday in Sydney, a family visit in Melbourne or a business trip to Perth? UAE residents of most nationalities need an <strong>Australian Visitor visa (subclass 600)</strong> before they travel. Ztart Visa prepares your application, checks every document and guides you until a decision is made, so you can apply from Dubai with confidence.</p>
<p>Not sure which stream suits you? <a href="/contact">Book a free consultation</a> and our team will advise you before you pay any government fee.</p>`,
  body: `<p>The Visitor visa (subclass 600) lets you visit Australia for tourism, to see family and friends, or for business visitor activities such as meetings and conferences. It does not allow you to work. Most applicants in the UAE use the <strong>Tourist stream</strong>, applying from outside Australia.</p>
<p>The application is made online through the Department of Home Affairs ImmiAccount. There is no interview in most cases, but the department may ask you to give biometrics (fingerprints and a photo) at the visa application centre in Dubai or to take a health examination.</p>
<p>The visa can be granted for a single trip or as a multiple-entry visa valid for up to 5 years, usually with each stay limited to 3 months. The validity and conditions are decided by the department and printed on your grant letter, so always read it before you book flights.</p>`,
  subtitle: 'Visit Australia for tourism, family or business',
  visaprocess: `<p>Applying for an Australian Visitor visa from Dubai is an online process, but the evidence you upload decides the outcome. This is how it works:</p>
<ol>
<li><strong>Check your stream and eligibility</strong>: tourist, business visitor or sponsored family stream.</li>
<li><strong>Collect your documents</strong>: passport, UAE residence visa, financial and employment evidence, travel plans.</li>
<li><strong>Create an ImmiAccount and lodge the application</strong>, paying the visa application charge online.</li>
<li><strong>Give biometrics or a health check</strong> if the department requests them.</li>
<li><strong>Receive your decision by e-mail</strong>: the visa is linked electronically to your passport, with no sticker.</li>
</ol>`,
  essentl: 'Essentials for your Australia visa',
  howtoapply: `<p>With Ztart Visa you do not have to work through ImmiAccount alone. We review your profile, prepare a tailored document checklist, draft a clear cover letter explaining the purpose of your trip, and lodge the application on your behalf once you have approved every answer.</p>
<p>If the department asks for biometrics, we help you book the appointment and tell you exactly what to bring. <a href="/contact">Contact us</a> to start your application.</p>`,
  documnetrequired: `<p>The exact list depends on your nationality, job and the purpose of your trip. A typical tourist application from the UAE includes:</p>
<ul>
<li>Passport valid for at least 6 months beyond your travel dates, with copies of previous visas</li>
<li>UAE residence visa and Emirates ID (front and back)</li>
<li>Recent passport-style photograph, 35 mm x 45 mm, on a plain light background</li>
<li>Personal bank statements for the last 3 months, stamped by the bank</li>
<li>Salary certificate or no-objection letter from your employer, with your position and approved leave</li>
<li>Trade licence and company bank statements if you are self-employed</li>
<li>Travel itinerary, flight reservation and hotel booking</li>
<li>Invitation letter and the host’s proof of status if you are visiting family or friends</li>
</ul>`,
  whychooseztart: 'Why choose Ztart Visa for your Australia visa',
  content:
    'Ztart Visa handled my Australia visitor visa from start to finish. The checklist was clear, they answered every question on WhatsApp, and my five-year multiple-entry visa arrived sooner than I expected.',
  auther: 'Priya S.',
  place: 'Dubai, UAE',
  url: 'australia-visa-dubai',
  visacount: '20',
  metaTitle: 'Australia Visitor Visa from Dubai | Ztart Visa UAE',
  metaDescpt:
    'Apply for an Australia Visitor visa (subclass 600) from Dubai with Ztart Visa: expert document checks, online lodgement and support for UAE residents.',
  methods: ['Visitor visa (subclass 600)', 'Up to 5 years', 'Multiple entry', 'Up to 3 months per visit'],
  partners: [],
  documentSteps: [
    {
      count: '01',
      title: 'Free eligibility check',
      desc: 'We review your nationality, residence status and travel history and confirm the right visitor stream for your trip.',
    },
    {
      count: '02',
      title: 'Personal document checklist',
      desc: 'You receive a checklist tailored to your job and purpose of travel, including the 35 mm x 45 mm photo and 3 months of bank statements.',
    },
    {
      count: '03',
      title: 'Review and online lodgement',
      desc: 'Our team checks every page, prepares your cover letter and lodges the application through ImmiAccount after your approval.',
    },
    {
      count: '04',
      title: 'Biometrics and follow-up',
      desc: 'If biometrics or a health examination are requested, we help you book them and track the application until the decision.',
    },
  ],
  documentparas: [
    {
      para: 'Australian visitor visas are assessed on whether you are a genuine visitor who will return to the UAE. Strong evidence of your job, income and ties to the UAE matters as much as your hotel booking.',
    },
    {
      para: 'All documents that are not in English must be uploaded with a certified English translation. Scans should be clear, in colour and complete, including every page of your bank statements.',
    },
    {
      para: 'Requirements change from time to time, so we check the latest Department of Home Affairs guidance before lodging each application.',
    },
  ],
  whychoosepara: [
    {
      para: 'Ztart Visa has helped thousands of UAE residents travel abroad. Your Australia application starts with a free consultation, and former visa-centre officers on our team review your file before it is lodged, so avoidable mistakes are caught early.',
    },
    {
      para: 'We prepare the forms, draft your cover letter and can collect and return your documents at your doorstep in Dubai. You receive updates at each stage, from lodgement to the grant letter.',
    },
  ],
  speedup:
    'Most delays come from missing or unclear documents and from requests for extra information. Apply at least 6 to 8 weeks before you travel, upload complete, well-scanned documents the first time, and give biometrics promptly if asked. We check your file in advance so the department has everything it needs from day one; processing times still vary and are set by the department.',
  howItWorks: [
    {
      count: '1',
      title: 'Book a free consultation',
      desc: 'Call us or send an enquiry and tell us about your trip. We confirm your eligibility and the visa stream.',
    },
    {
      count: '2',
      title: 'Share your documents',
      desc: 'Send your documents online or use our doorstep collection in Dubai. We check and prepare everything.',
    },
    {
      count: '3',
      title: 'We lodge and track',
      desc: 'We lodge your application, keep you updated and share the decision as soon as it arrives.',
    },
  ],
  faqList: [
    {
      question: 'How long does an Australia visitor visa take from Dubai?',
      answer:
        'Processing times vary by season and by applicant. Many tourist applications are decided within a few weeks, but some take longer, especially if biometrics or extra documents are requested. We recommend applying at least 6 to 8 weeks before travel.',
    },
    {
      question: 'Do I need an interview for the Australian visitor visa?',
      answer:
        'Usually not. The application is lodged online. You may be asked to give biometrics at the visa application centre in Dubai or to take a health examination.',
    },
    {
      question: 'Can I get a multiple-entry Australia visa?',
      answer:
        'Yes. The department can grant a multiple-entry visa valid for up to 5 years, depending on your profile and travel history. Each stay is usually limited to 3 months; the conditions are shown on your grant letter.',
    },
    {
      question: 'How much bank balance do I need?',
      answer:
        'There is no fixed minimum. You need to show enough funds to cover your trip and your commitments in the UAE, usually through 3 months of bank statements and a salary certificate.',
    },
    {
      question: 'Can I work in Australia on a visitor visa?',
      answer:
        'No. The subclass 600 visa does not allow work. Business visitor activities such as meetings, negotiations and conferences are permitted in the business visitor stream.',
    },
  ],
};
