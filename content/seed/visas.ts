import type { SeedVisa } from '../types';
import { arabicSeedVisas } from './ar/visas';
import { withSeedArabic } from './with-arabic';

/**
 * Seed visa pages for the store (spec section 3, "Visa"). The store adds _id and timestamps.
 * Facts that change often (fees, service providers, processing times) are hedged in the text.
 * Each carries its Arabic from content/seed/ar/visas.ts (below).
 */
const englishVisas: SeedVisa[] = [
  {
    country: 'Germany',
    title: 'Germany Visa from Dubai',
    slug: 'germany-visa-from-dubai',
    imageURL: '/images/visas/germany-visa-from-dubai.webp',
    imageAlt: 'Illustration of the Brandenburg Gate in Berlin under a clear sky',
    about:
      'A German Schengen visa lets UAE residents visit Germany and the rest of the Schengen area for tourism, business or family visits. We prepare your file, book your appointment and check every document before you submit.',
    description: `<h2>Germany Schengen visa for UAE residents</h2>
<p>If Germany is your main destination, you need a <strong>Schengen short-stay (type C) visa</strong> issued by the German mission, unless your passport is visa-exempt. It allows stays of up to <strong>90 days in any 180-day period</strong> for tourism, visiting family, business meetings and trade fairs, and lets you travel on to the other Schengen countries.</p>
<h3>When to apply to Germany</h3>
<p>Apply to Germany when it is where you will spend the most nights. If your nights are split equally between countries, apply to the country you enter first. You can apply up to six months before travel and no later than 15 days before, but appointments fill quickly before summer and the Christmas markets.</p>
<h3>Documents you will usually need</h3>
<ul>
<li>Passport issued within the last 10 years, valid for at least three months after you leave the Schengen area, with two blank pages</li>
<li>UAE residence visa, usually valid for at least three months beyond your return date</li>
<li>Completed application form and a recent 35 x 45 mm photo</li>
<li>Bank statements for the last three months and a salary certificate or no-objection letter (or trade licence)</li>
<li>Flight reservation and hotel bookings or an invitation letter</li>
<li>Travel medical insurance with at least EUR 30,000 of cover valid across the Schengen area</li>
</ul>
<h3>Processing time</h3>
<p>Decisions are usually made within about 15 calendar days of your appointment, but can take longer in peak season. Fingerprints are taken at the visa application centre unless you gave them in the last 59 months.</p>
<p>Requirements can change, so <a href="/contact">contact our team</a> for a free consultation and a checklist made for your trip.</p>`,
    questions: [
      {
        question: 'Where do UAE residents submit a German visa application?',
        answer:
          '<p>Applications are submitted in person at the visa application centre appointed by the German Embassy in Abu Dhabi and the Consulate General in Dubai. You attend for your fingerprints and photo, and your passport is returned through the centre once a decision is made.</p><p>We book the appointment for you and can arrange doorstep collection of your passport afterwards.</p>',
      },
      {
        question: 'Can I get a multiple-entry German visa?',
        answer:
          '<p>Yes, it is possible. Under the Schengen cascade rules, travellers who have used previous Schengen visas lawfully may be given multiple-entry visas with longer validity, starting at one year and rising step by step up to five years. The decision is made by the German mission, not by the applicant.</p><ul><li>Keep copies of your previous Schengen visas</li><li>Apply with a consistent travel and financial history</li></ul>',
      },
    ],
    faqs: [
      {
        question: 'How long can I stay in Germany on a Schengen visa?',
        answer:
          'Up to 90 days in any 180-day period across the whole Schengen area, within the validity of your visa.',
      },
      {
        question: 'Do I need travel insurance for a German visa?',
        answer:
          'Yes. You need travel medical insurance with at least EUR 30,000 of cover, valid in all Schengen countries for your whole stay, including emergency treatment and repatriation.',
      },
      {
        question: 'What is the Germany visa fee?',
        answer:
          'The Schengen visa fee is set by the EU and is currently EUR 90 for adults and EUR 45 for children aged 6 to 11, plus the visa centre service charge. Fees can change, so we confirm the current amount when you apply.',
      },
    ],
    metaTitle: 'Germany Visa from Dubai | Ztart Visa',
    metaKeywords:
      'germany visa from dubai, germany schengen visa uae, germany tourist visa dubai, germany business visa uae, schengen visa dubai',
    metaDescription:
      'Apply for a Germany Schengen visa from Dubai with expert help. Free consultation, document checks, appointment booking and doorstep document delivery.',
  },
  {
    country: 'Netherlands',
    title: 'Netherlands Visa from Dubai',
    slug: 'netherlands-visa-from-dubai',
    imageURL: '/images/visas/netherlands-visa-from-dubai.webp',
    imageAlt: 'Illustration of Dutch windmills beside colourful fields of tulips',
    about:
      'A Netherlands Schengen visa lets UAE residents visit Amsterdam, the tulip fields and the rest of the Schengen area. We help you apply correctly and on time.',
    description: `<h2>Netherlands Schengen visa for UAE residents</h2>
<p>Planning to see the canals of Amsterdam or the spring flower season? If the Netherlands is your main destination and your nationality needs a visa, you apply for a <strong>Schengen short-stay (type C) visa</strong> through the Dutch mission. It covers tourism, family visits and business trips of up to <strong>90 days in any 180-day period</strong>.</p>
<h3>Plan around the busy seasons</h3>
<p>The tulip season, usually from mid-March to mid-May, and the summer holidays are the busiest months for Dutch visa appointments in the UAE. You can apply up to six months before your trip, and we recommend booking as early as possible.</p>
<h3>Documents you will usually need</h3>
<ul>
<li>Passport valid for at least three months after your return, issued within the last 10 years, with two blank pages</li>
<li>UAE residence visa with enough remaining validity</li>
<li>Application form and a recent 35 x 45 mm photo</li>
<li>Bank statements for the last three months, salary certificate or no-objection letter</li>
<li>Return flight reservation and proof of accommodation</li>
<li>Schengen travel insurance with at least EUR 30,000 of medical cover</li>
</ul>
<h3>How we help</h3>
<p>Our consultants check your file against the current Dutch requirements, book your appointment at the visa application centre, make sure your itinerary and bookings tell a consistent story, and keep you updated until your passport is back with you.</p>
<p>Decisions usually take around 15 calendar days, and longer in peak periods. <a href="/contact">Speak to our team</a> to start your application.</p>`,
    questions: [
      {
        question: 'Should I apply to the Netherlands if I am visiting several countries?',
        answer:
          '<p>Apply to the country where you will spend the most nights. If your stay is split equally, apply to the country you enter first.</p><ul><li>Four nights in Amsterdam and two in Brussels: apply to the Netherlands</li><li>Three nights each in Paris and Amsterdam, arriving in Paris: apply to France</li></ul>',
      },
      {
        question: 'Can I visit the Caribbean parts of the Kingdom on a Schengen visa?',
        answer:
          '<p>No. Aruba, Curaçao, Sint Maarten and the Caribbean Netherlands (Bonaire, Sint Eustatius and Saba) are not part of the Schengen area and have their own entry rules. Tell us about your full itinerary and we will advise on the right visas.</p>',
      },
    ],
    faqs: [
      {
        question: 'How long does a Netherlands visa take from Dubai?',
        answer:
          'Usually around 15 calendar days after your appointment. It can take longer during the tulip season and summer, so apply well ahead.',
      },
      {
        question: 'Can I travel to other Schengen countries with a Dutch visa?',
        answer:
          'Yes. A Schengen visa issued by the Netherlands is valid in all Schengen countries, as long as your main stay is in the Netherlands.',
      },
      {
        question: 'Do children need their own visa?',
        answer:
          'Yes. Each child needs their own application and passport, along with a birth certificate and, if one parent is not travelling, a consent letter.',
      },
    ],
    metaTitle: 'Netherlands Visa from Dubai | Ztart Visa',
    metaKeywords:
      'netherlands visa from dubai, netherlands schengen visa uae, amsterdam visa dubai, dutch tourist visa uae, schengen visa dubai',
    metaDescription:
      'Get your Netherlands Schengen visa from Dubai with expert help. Free consultation, checklist, appointment booking and updates until your passport is back.',
  },
  {
    country: 'Greece',
    title: 'Greece Visa from Dubai',
    slug: 'greece-visa-from-dubai',
    imageURL: '/images/visas/greece-visa-from-dubai.webp',
    imageAlt: 'Illustration of white houses with blue domes on the cliffs of Santorini',
    about:
      'A Greek Schengen visa lets UAE residents enjoy Athens and the islands and travel across the Schengen area. We prepare your application and book your appointment.',
    description: `<h2>Greece Schengen visa for UAE residents</h2>
<p>From the Acropolis to the sunsets of Santorini, Greece is one of the most popular summer destinations for travellers from the UAE. If your nationality needs a visa, apply for a <strong>Schengen short-stay (type C) visa</strong> through the Greek mission when Greece is your main destination. It allows up to <strong>90 days in any 180-day period</strong>.</p>
<h3>Island hopping? Show your plan</h3>
<p>Visa officers look at your whole trip. If you are visiting several islands, include your ferry or domestic flight bookings and hotel reservations for every stop, so the itinerary matches the dates on your application form.</p>
<h3>Documents you will usually need</h3>
<ul>
<li>Passport valid for at least three months beyond your departure from the Schengen area, with two blank pages</li>
<li>UAE residence visa and Emirates ID copy</li>
<li>Application form and a recent 35 x 45 mm photo</li>
<li>Three months of bank statements and a salary certificate or no-objection letter</li>
<li>Return flights and accommodation bookings</li>
<li>Travel insurance with at least EUR 30,000 of cover valid in all Schengen countries</li>
</ul>
<h3>Timing your application</h3>
<p>Greek appointments fill quickly from April to August. You can apply up to six months before travel; decisions usually take about 15 calendar days but can take longer in the high season.</p>
<p><strong>Tip:</strong> Cyprus is not yet part of the Schengen area and sets its own entry rules, so a Greek visa does not automatically cover it. <a href="/contact">Contact our team</a> if your trip includes both.</p>`,
    questions: [
      {
        question: 'What do I need if I am self-employed or own a business in the UAE?',
        answer:
          '<p>Instead of a salary certificate, you usually provide:</p><ul><li>A copy of your trade licence</li><li>Company bank statements and your personal bank statements</li><li>A letter on company letterhead confirming your role and your return</li></ul><p>We review these with you so the figures are consistent.</p>',
      },
      {
        question: 'Can I go to Greece on another country’s Schengen visa?',
        answer:
          '<p>Yes, if that visa was correctly issued for your main destination and is still valid for your dates. A Schengen visa from any member country lets you visit Greece during its validity, within the 90/180-day limit.</p>',
      },
    ],
    faqs: [
      {
        question: 'When should I apply for a Greece visa for a summer trip?',
        answer:
          'Ideally two to three months before you travel. You can apply up to six months ahead, and summer appointments are in high demand.',
      },
      {
        question: 'Does a Greek visa allow me to visit Cyprus?',
        answer:
          'Not automatically. Cyprus is an EU member but not yet part of the Schengen area. It accepts some valid Schengen visas, usually double- or multiple-entry ones, under its own rules, so check the current conditions before you travel.',
      },
      {
        question: 'How much bank balance do I need?',
        answer:
          'There is no single fixed figure for all applicants. Your statements should show a steady income and enough funds to cover your trip. We assess your profile during the free consultation.',
      },
    ],
    metaTitle: 'Greece Visa from Dubai | Ztart Visa',
    metaKeywords:
      'greece visa from dubai, greece schengen visa uae, santorini visa dubai, greece tourist visa uae, schengen visa dubai',
    metaDescription:
      'Apply for a Greece Schengen visa from Dubai with Ztart Visa. Free consultation, document review, appointment booking and doorstep delivery for UAE residents.',
  },
  {
    country: 'Portugal',
    title: 'Portugal Visa from Dubai',
    slug: 'portugal-visa-from-dubai',
    imageURL: '/images/visas/portugal-visa-from-dubai.webp',
    imageAlt: 'Illustration of a yellow tram climbing a narrow street in Lisbon',
    about:
      'A Portugal Schengen visa lets UAE residents explore Lisbon, Porto, the Algarve and the islands. We make your application complete and submitted on time.',
    description: `<h2>Portugal Schengen visa for UAE residents</h2>
<p>Lisbon’s trams, Porto’s riverside and the beaches of the Algarve draw more UAE travellers every year. If Portugal is your main destination and your passport needs a visa, apply for a <strong>Schengen short-stay (type C) visa</strong>, valid for tourism, family visits and business trips of up to <strong>90 days in any 180-day period</strong>. Madeira and the Azores are part of Portugal and are covered by the same visa.</p>
<h3>Documents you will usually need</h3>
<ul>
<li>Passport valid for at least three months after your planned return, issued within the last 10 years</li>
<li>UAE residence visa with sufficient validity</li>
<li>Application form and a recent 35 x 45 mm photo</li>
<li>Bank statements for the last three months, salary certificate or no-objection letter, or trade licence</li>
<li>Flight reservation and hotel bookings, or an invitation from a host in Portugal</li>
<li>Schengen travel insurance with at least EUR 30,000 of medical cover</li>
</ul>
<h3>Short stays and long stays</h3>
<p>The Schengen visa is for visits only. If you plan to live, work or retire in Portugal, you need a <strong>national (type D) visa</strong>, which has different requirements and longer processing times. Tell us your plans and we will point you to the right route.</p>
<h3>Processing time</h3>
<p>Schengen decisions usually take about 15 calendar days after your appointment and may take longer in busy periods. Apply at least a month or two before your trip, and up to six months ahead.</p>
<p>Ready to plan? <a href="/contact">Book a free consultation</a> with our team.</p>`,
    questions: [
      {
        question: 'Can I work remotely in Portugal on a Schengen visa?',
        answer:
          '<p>A Schengen visitor visa is for tourism, family visits and short business activities such as meetings. It is not a remote-work or residence visa. Portugal offers separate national visas for remote workers and people with passive income, which are applied for differently.</p>',
      },
      {
        question: 'What should an invitation letter from a host include?',
        answer:
          '<ul><li>The host’s full name, address and identity or residence document</li><li>Your name, passport number and relationship to the host</li><li>The dates of your stay and who will pay for your costs</li></ul><p>Portugal may also require the host to complete a formal statement of responsibility, which we will explain if it applies to you.</p>',
      },
    ],
    faqs: [
      {
        question: 'Are Madeira and the Azores covered by a Portugal visa?',
        answer:
          'Yes. Both are autonomous regions of Portugal and part of the Schengen area.',
      },
      {
        question: 'How long does a Portugal visa take from Dubai?',
        answer:
          'Usually about 15 calendar days after your appointment, and sometimes longer in summer. We give you a current estimate when you apply.',
      },
      {
        question: 'Is travel insurance mandatory?',
        answer:
          'Yes. You need travel medical insurance of at least EUR 30,000, valid across the Schengen area for your entire trip.',
      },
    ],
    metaTitle: 'Portugal Visa from Dubai | Ztart Visa',
    metaKeywords:
      'portugal visa from dubai, portugal schengen visa uae, lisbon visa dubai, portugal tourist visa uae, schengen visa dubai',
    metaDescription:
      'Apply for a Portugal Schengen visa from Dubai. Ztart Visa offers a free consultation, document checks and appointment booking for UAE residents.',
  },
  {
    country: 'Ireland',
    title: 'Ireland Visa from Dubai',
    slug: 'ireland-visa-from-dubai',
    imageURL: '/images/visas/ireland-visa-from-dubai.webp',
    imageAlt: 'Illustration of the Cliffs of Moher above the Atlantic Ocean in Ireland',
    about:
      'Ireland is not part of the Schengen area, so many UAE residents need a separate Irish short stay visa. We help you complete the online form and prepare a strong supporting file.',
    description: `<h2>Ireland short stay visa for UAE residents</h2>
<p>Ireland is a member of the European Union but <strong>not part of the Schengen area</strong>. A Schengen visa does not allow you to enter Ireland, and an Irish visa does not cover Schengen countries or Northern Ireland, which is part of the UK. If your nationality needs a visa, you apply for an <strong>Irish short stay (C) visa</strong> for tourism, family visits or business, for stays of up to 90 days.</p>
<h3>How the application works</h3>
<p>You first complete the application online with the Irish immigration service, then follow the instructions on your application summary to submit your passport, photos and supporting documents. Biometric or in-person steps depend on where you apply.</p>
<h3>Documents you will usually need</h3>
<ul>
<li>Signed application summary and two recent colour photos</li>
<li>Passport valid for at least six months after your planned departure from Ireland, plus copies of previous passports</li>
<li>UAE residence visa and a letter from your employer confirming your role, salary and approved leave</li>
<li>Six months of bank statements showing a steady income</li>
<li>A detailed letter explaining your trip, and flight and hotel bookings or an invitation letter</li>
</ul>
<h3>Processing time</h3>
<p>Irish visas can take several weeks, and longer in summer. Allow at least eight weeks before your travel date and do not buy non-refundable tickets until your visa is issued.</p>
<p>Some nationals holding a valid UK visa may be able to visit Ireland without an Irish visa under the Short Stay Visa Waiver Programme. <a href="/contact">Ask our team</a> whether it applies to you.</p>`,
    questions: [
      {
        question: 'Can I use my Schengen visa to visit Ireland?',
        answer:
          '<p>No. Ireland is not in the Schengen area and does not accept Schengen visas. You need an Irish visa unless your nationality is visa-exempt for Ireland or you qualify for a waiver scheme.</p>',
      },
      {
        question: 'What is the Short Stay Visa Waiver Programme?',
        answer:
          '<p>It allows nationals of certain countries who hold a valid UK visa to visit Ireland without an Irish visa, within the time left on their UK permission.</p><ul><li>It applies only to the nationalities on the official list</li><li>You usually need to enter the UK first before travelling on to Ireland</li><li>The programme is reviewed periodically, so confirm that it is still in place before you travel</li></ul>',
      },
      {
        question: 'What should my cover letter include?',
        answer:
          '<p>Explain who you are, why you are visiting, where you will stay, who is paying, and why you will return to the UAE, such as your job, family or property. Keep it consistent with your bank statements and bookings.</p>',
      },
    ],
    faqs: [
      {
        question: 'Is an Irish visa valid for Northern Ireland?',
        answer:
          'No. Northern Ireland is part of the United Kingdom, so you need permission to enter the UK to go there.',
      },
      {
        question: 'How long can I stay in Ireland on a short stay visa?',
        answer:
          'Up to 90 days. The exact period is confirmed by the immigration officer when you arrive.',
      },
      {
        question: 'How early should I apply?',
        answer:
          'Allow at least eight weeks. You can usually apply up to three months before you travel.',
      },
      {
        question: 'Do UAE nationals need a visa for Ireland?',
        answer:
          'No, UAE passport holders do not currently need a visa for short visits to Ireland. Other nationalities living in the UAE should check their own requirements.',
      },
    ],
    metaTitle: 'Ireland Visa from Dubai | Ztart Visa',
    metaKeywords:
      'ireland visa from dubai, irish visa uae, ireland tourist visa dubai, ireland short stay visa, ireland visa for uae residents',
    metaDescription:
      'Apply for an Ireland short stay visa from Dubai. Ireland is not Schengen, so get expert help with the online form, documents and cover letter from Ztart Visa.',
  },
  {
    country: 'New Zealand',
    title: 'New Zealand Visa from Dubai',
    slug: 'new-zealand-visa-from-dubai',
    imageURL: '/images/visas/new-zealand-visa-from-dubai.webp',
    imageAlt: 'Illustration of the steep green peaks and still water of Milford Sound in New Zealand',
    about:
      'UAE residents visit New Zealand on a visitor visa, or with an NZeTA if their passport is visa-waiver. We tell you which one you need and prepare your online application.',
    description: `<h2>New Zealand visitor visa for UAE residents</h2>
<p>New Zealand’s fjords, mountains and lakes make it a bucket-list trip. How you apply depends on your passport:</p>
<ul>
<li><strong>Visa-waiver nationals</strong>, including UAE citizens and passport holders from many European countries, do not need a visa for short visits but must get a <strong>New Zealand Electronic Travel Authority (NZeTA)</strong> before they travel and pay the International Visitor Conservation and Tourism Levy.</li>
<li><strong>All other nationalities</strong> need a <strong>visitor visa</strong>, applied for online with Immigration New Zealand.</li>
</ul>
<h3>Documents for a visitor visa</h3>
<ul>
<li>Passport valid for at least three months beyond your planned departure from New Zealand</li>
<li>Digital photo meeting Immigration New Zealand requirements</li>
<li>UAE residence visa and proof of employment or business</li>
<li>Bank statements showing enough money for your stay</li>
<li>Travel itinerary, return or onward ticket, and accommodation details or an invitation</li>
</ul>
<h3>How long you can stay</h3>
<p>A visitor visa usually allows stays of up to nine months in an 18-month period, and the NZeTA visits of up to three months for most waiver nationals. Medical checks may be needed for longer stays.</p>
<h3>Processing time</h3>
<p>Immigration New Zealand publishes current processing times, and visitor visas can take several weeks. Apply early.</p>
<p>Fees and levies change from time to time. <a href="/contact">Contact our team</a> for the current amounts and a free assessment.</p>`,
    questions: [
      {
        question: 'Do I need an NZeTA or a visitor visa?',
        answer:
          '<p>It depends on your nationality, not your UAE residence.</p><ul><li>If your passport is on New Zealand’s visa-waiver list, you need an NZeTA</li><li>If it is not, you need a visitor visa</li></ul><p>We check this for you during your free consultation.</p>',
      },
      {
        question: 'How much money do I need to show?',
        answer:
          '<p>Immigration New Zealand sets a guideline amount of funds for each month of your stay, which is lower if your accommodation is already paid for. The amounts are reviewed from time to time, so we confirm the current figure when we prepare your file.</p>',
      },
    ],
    faqs: [
      {
        question: 'Can I apply for a New Zealand visa online from Dubai?',
        answer:
          'Yes. Visitor visas and the NZeTA are applied for online with Immigration New Zealand.',
      },
      {
        question: 'Do I need an NZeTA to transit through Auckland?',
        answer:
          'Most transit passengers need either an NZeTA or a transit visa, depending on their nationality. Check before you book your connection.',
      },
      {
        question: 'Do UAE citizens need a visa for New Zealand?',
        answer:
          'No. UAE citizens are visa-waiver travellers for short visits, but they need an NZeTA before travelling.',
      },
    ],
    metaTitle: 'New Zealand Visa from Dubai | Ztart Visa',
    metaKeywords:
      'new zealand visa from dubai, new zealand visitor visa uae, nzeta uae, new zealand tourist visa dubai, nz visa for uae residents',
    metaDescription:
      'Find out whether you need a New Zealand visitor visa or an NZeTA from Dubai. Ztart Visa prepares your online application and supporting documents.',
  },
  {
    country: 'Singapore',
    title: 'Singapore Visa from Dubai',
    slug: 'singapore-visa-from-dubai',
    imageURL: '/images/visas/singapore-visa-from-dubai.webp',
    imageAlt: 'Illustration of the Marina Bay Sands hotel and the Singapore skyline at night',
    about:
      'Many nationalities living in the UAE need a Singapore e-visa, applied for through a local sponsor or an authorised visa agent. We arrange the application for you.',
    description: `<h2>Singapore e-visa for UAE residents</h2>
<p>Singapore is a short flight from the UAE and perfect for a city break. UAE citizens and many other nationalities can visit without a visa, but <strong>some nationalities need a Singapore visa</strong>, which is issued electronically by the Immigration &amp; Checkpoints Authority (ICA).</p>
<h3>How the e-visa application works</h3>
<p>Visitors who need a visa cannot usually apply directly online by themselves. The application is submitted through:</p>
<ul>
<li>a <strong>local contact or sponsor</strong> in Singapore, such as a relative, friend or company, or</li>
<li>an <strong>authorised visa agent</strong> appointed by ICA. We coordinate with authorised agents so you do not need a sponsor in Singapore.</li>
</ul>
<p>Once approved, you receive an e-visa to print and carry with your passport.</p>
<h3>Documents you will usually need</h3>
<ul>
<li>Passport valid for at least six months from your date of entry</li>
<li>Completed application form and a recent photo meeting ICA specifications</li>
<li>Copy of your UAE residence visa</li>
<li>Return flight booking and hotel reservation</li>
<li>Recent bank statements and an employment letter, where requested</li>
</ul>
<h3>Processing time</h3>
<p>Applications are usually processed within a few working days, but ICA may take longer or ask for more documents. Remember that a visa does not guarantee entry: the length of your stay is decided at the checkpoint.</p>
<p>Before you fly, complete the free SG Arrival Card online. <a href="/contact">Contact our team</a> to check whether you need a visa.</p>`,
    questions: [
      {
        question: 'Which nationalities need a Singapore visa?',
        answer:
          '<p>ICA publishes the list of nationalities that need a visa. It includes, for example, India, Pakistan, Egypt and a number of other countries. UAE citizens and many Western passport holders do not need one for short visits.</p><p>Rules can change, so we confirm your requirement before you book.</p>',
      },
      {
        question: 'What is the SG Arrival Card?',
        answer:
          '<p>All travellers, including those who do not need a visa, must submit the SG Arrival Card online in the three days before they arrive in Singapore. It is free on the official ICA website and app.</p><ul><li>Beware of unofficial websites that charge a fee</li><li>Submit it for each family member</li></ul>',
      },
    ],
    faqs: [
      {
        question: 'Can I apply for a Singapore visa myself online?',
        answer:
          'Usually not. Applications are lodged through a local contact in Singapore or through an authorised visa agent.',
      },
      {
        question: 'How long does a Singapore e-visa take?',
        answer:
          'Often a few working days, excluding the day of submission, but it can take longer if ICA asks for more information.',
      },
      {
        question: 'How long can I stay in Singapore?',
        answer:
          'The immigration officer decides the length of your stay when you arrive, commonly up to 30 days for short-term visitors.',
      },
    ],
    metaTitle: 'Singapore Visa from Dubai | Ztart Visa',
    metaKeywords:
      'singapore visa from dubai, singapore e-visa uae, singapore tourist visa dubai, singapore visa for indians in uae, singapore visa agent dubai',
    metaDescription:
      'Need a Singapore e-visa from Dubai? Ztart Visa submits your application through authorised channels, checks your documents and keeps you updated.',
  },
  {
    country: 'South Korea',
    title: 'South Korea Visa from Dubai',
    slug: 'south-korea-visa-from-dubai',
    imageURL: '/images/visas/south-korea-visa-from-dubai.webp',
    imageAlt: 'Illustration of Gyeongbokgung palace in Seoul with mountains behind it',
    about:
      'UAE residents visit South Korea with a K-ETA if their passport is visa-exempt, or with a short-term C-3 visa otherwise. We help you with either application.',
    description: `<h2>South Korea visa for UAE residents</h2>
<p>From the palaces of Seoul to the beaches of Busan and Jeju Island, South Korea is a favourite for UAE travellers. What you need depends on your nationality:</p>
<ul>
<li><strong>Visa-exempt nationals</strong>, including UAE citizens, usually need a <strong>Korea Electronic Travel Authorization (K-ETA)</strong>, applied for online before departure, unless a temporary exemption applies to their passport.</li>
<li><strong>Other nationalities</strong> need a <strong>short-term visit (C-3) visa</strong>, such as the C-3-9 for tourism or the C-3-4 for business, for stays of up to 90 days.</li>
</ul>
<h3>Where to apply for a C-3 visa</h3>
<p>UAE residents apply through the Korean Embassy in Abu Dhabi, the Consulate General in Dubai, or the application channel they designate, depending on where you live.</p>
<h3>Documents you will usually need</h3>
<ul>
<li>Passport valid for at least six months, with copies of previous visas</li>
<li>Visa application form and a recent colour photo</li>
<li>Copy of your UAE residence visa and Emirates ID</li>
<li>Employment certificate or trade licence and recent bank statements</li>
<li>Flight reservation and hotel bookings, or an invitation letter for business</li>
</ul>
<h3>Processing time</h3>
<p>C-3 visas are often decided within about one to two weeks, and the K-ETA usually within a few days. Allow extra time before Korean holidays and peak travel seasons.</p>
<p>Rules for the K-ETA exemption change from time to time. <a href="/contact">Contact our team</a> and we will confirm what you need.</p>`,
    questions: [
      {
        question: 'What is the K-ETA and who needs it?',
        answer:
          '<p>The K-ETA is an online travel authorisation for visa-exempt nationals. It is checked before boarding your flight to Korea.</p><ul><li>Apply on the official K-ETA website or app only</li><li>Apply at least 72 hours before your flight</li><li>One approval covers multiple trips during its validity</li></ul>',
      },
      {
        question: 'Can I visit Jeju Island without a visa?',
        answer:
          '<p>Jeju has its own visa-free entry programme for many nationalities arriving directly on international flights, but it does not allow travel to the mainland. Conditions and eligible nationalities change, so check with us before you book.</p>',
      },
    ],
    faqs: [
      {
        question: 'How long can I stay in South Korea on a C-3 visa?',
        answer: 'Up to 90 days, depending on the visa issued.',
      },
      {
        question: 'Do UAE citizens need a visa for South Korea?',
        answer:
          'No, UAE citizens can visit visa-free for short stays, but they usually need a K-ETA. Check the current exemption list before you travel.',
      },
      {
        question: 'Can I work in Korea on a tourist visa?',
        answer:
          'No. C-3 visas and the K-ETA do not allow paid work. Employment requires a work visa.',
      },
    ],
    metaTitle: 'South Korea Visa from Dubai | Ztart Visa',
    metaKeywords:
      'south korea visa from dubai, korea visa uae, k-eta uae, korea tourist visa dubai, c-3 visa korea',
    metaDescription:
      'Apply for a South Korea visa or K-ETA from Dubai. Ztart Visa checks your eligibility, prepares your documents and keeps you updated until you travel.',
  },
];

/** The seed's visas with their Arabic, stamped as translated from the English above. */
export const seedVisas: SeedVisa[] = englishVisas.map((visa) => withSeedArabic(visa, arabicSeedVisas, 'visa'));
