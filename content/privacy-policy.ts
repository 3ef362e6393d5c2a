import type { PolicyRetentionSentences } from '@/lib/privacy/retention-map';
import type { PrivacyPolicy } from './types';

/**
 * The text of /privacy-policy: nine numbered sections and two disclaimers (spec section 2). The
 * sentences on how long data is kept are written from the retention map's figures
 * (lib/privacy/retention-map.ts), the ones the worker enforces, so the two cannot disagree.
 */
export const privacyPolicy = (retention: PolicyRetentionSentences): PrivacyPolicy => ({
  lastUpdated: '01 August 2024',
  intro:
    'Ztart Visa ("we", "us", "our") is a visa consultancy based in Umm Hurair 2, Dubai, United Arab Emirates. We help people living in the UAE prepare and submit visa applications for other countries. To do that we need personal information, some of it sensitive, such as passport details and bank statements. This policy explains what we collect, why we collect it, who we share it with, how long we keep it and the choices you have. By using our website or our services, you acknowledge that your information will be handled as described here.',
  sections: [
    {
      number: 1,
      title: 'Information we collect',
      paragraphs: [
        'We collect only the information we need to answer your enquiry and to prepare your visa application. Most of it you give us directly, when you fill in a form on our website, speak to our team, or hand over documents for an application.',
      ],
      bullets: [
        'Contact details: your name, mobile number, e-mail address and the country you want to visit, when you request a call, a consultation or send us a message.',
        'Application information: passport details, UAE residence visa and Emirates ID details, photographs, travel plans, employment details, and information about family members travelling with you.',
        'Supporting documents: bank statements, salary certificates, no-objection letters, trade licences, travel bookings, insurance policies, invitation letters and any other document an embassy asks for.',
        'Career applications: your name, e-mail address, preferred location, the position you are interested in and any message you send.',
        'Technical information: basic information that web servers record automatically, such as your IP address, browser type and the pages you requested, which we use to keep the website working and secure.',
      ],
    },
    {
      number: 2,
      title: 'How we use your information',
      paragraphs: [
        'We use your information only for the purposes for which you gave it to us, or for closely related purposes you would reasonably expect.',
      ],
      bullets: [
        'To contact you about your enquiry and give you a free consultation.',
        'To prepare, check and submit your visa application, book appointments and arrange document collection and delivery.',
        'To keep you informed about the progress of your application.',
        'To consider your application if you apply for a job with us.',
        'To meet our legal, accounting and regulatory obligations in the UAE.',
        'To protect our website, our clients and our business against fraud and misuse.',
      ],
    },
    {
      number: 3,
      title: 'Sharing with embassies, visa centres and service providers',
      paragraphs: [
        'To submit your application we must share your information with the embassy, consulate or immigration authority of the country you want to visit, and with the visa application centres that act for them. Those organisations handle your information under their own rules and privacy notices, which we do not control.',
        'We also use a small number of trusted service providers to run our business, for example couriers that collect and return your documents, insurance providers when you ask us to arrange travel insurance, a lead management service that records your enquiry, an e-mail service that delivers messages sent through our website, and our website hosting provider. They may only use your information to provide their service to us.',
        'We do not sell, rent or trade your personal information, and we do not share it with anyone for their own marketing. We may disclose information where the law requires it, for example in response to a valid request from a UAE authority.',
      ],
    },
    {
      number: 4,
      title: 'Document handling and retention',
      paragraphs: [
        'Original documents and passports you hand to us are kept securely while your application is in progress and are returned to you, or delivered to your door, as soon as they are released by the embassy or visa centre.',
        [
          retention.documents,
          retention.cases,
          'We keep a brief record of the service we provided, such as your name, the visa applied for and our invoice, for as long as UAE law requires us to keep business and accounting records.',
          retention.enquiries,
          retention.audit,
        ].join(' '),
      ],
    },
    {
      number: 5,
      title: 'Data security',
      paragraphs: [
        'We take appropriate technical and organisational measures to protect your information against loss, misuse and unauthorised access. Access to client files is limited to the staff working on your application, documents are stored in access-controlled systems and locked storage, and our website uses encrypted connections (HTTPS).',
        'No method of transmitting or storing information is completely secure. If we become aware of a breach that affects your personal information, we will inform you and the relevant authorities where the law requires it.',
      ],
    },
    {
      number: 6,
      title: 'Cookies and analytics',
      paragraphs: [
        'Our public website does not use advertising or tracking cookies, and it does not build profiles of visitors. The only cookie we set is a strictly necessary session cookie that keeps our staff signed in to the admin area; it is not used for visitors who do not sign in.',
        'Our hosting provider may keep basic server logs, as described in section 1, to keep the website secure and running. If we ever introduce analytics or other non-essential cookies, we will update this policy and, where required, ask for your consent first.',
      ],
    },
    {
      number: 7,
      title: 'Your rights',
      paragraphs: [
        'We handle personal information in line with the UAE Personal Data Protection Law, Federal Decree-Law No. 45 of 2021, and other applicable laws. Subject to the conditions and exceptions in the law, you have the right to:',
      ],
      bullets: [
        'Ask for access to the personal information we hold about you and receive a copy of it.',
        'Ask us to correct information that is inaccurate or incomplete.',
        'Ask us to delete your information, unless we must keep it to meet a legal obligation or to complete an application you have asked us to submit.',
        'Object to or ask us to restrict certain uses of your information, and withdraw any consent you have given.',
      ],
    },
    {
      number: 8,
      title: "Children's information",
      paragraphs: [
        `Our website and services are intended for adults. We collect information about children only when a parent or legal guardian gives it to us as part of a family visa application, for example a child’s passport and birth certificate. We use it only for that application and handle it with the same care as adult applicants’ information, ${retention.childrenDocuments}.`,
      ],
    },
    {
      number: 9,
      title: 'Changes and contact',
      paragraphs: [
        'We may update this policy from time to time, for example when the law or our services change. The date at the top of this page shows when it was last updated, and the updated policy applies from that date.',
        'If you have a question about this policy, or want to exercise any of your rights, please reach us through our contact page or visit our office in Umm Hurair 2, Dubai, Monday to Friday, 9AM to 6PM. We will reply as soon as possible and within the time limits set by law.',
      ],
    },
  ],
  disclaimers: [
    'Ztart Visa is a private visa consultancy. We are not a government body, an embassy, a consulate or a visa application centre, and we are not affiliated with any of them. Visa decisions are made solely by the relevant authorities of the country you wish to visit, and no consultant can guarantee that a visa will be issued.',
    'Visa fees, service fees and other charges paid to embassies, consulates and visa application centres are set by those organisations and are non-refundable, whatever the outcome of your application. The information on this website is general guidance only. Visa requirements, fees and processing times can change at short notice, so please confirm the current requirements with our team before you apply.',
  ],
});
