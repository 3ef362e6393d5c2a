import type { SeedBlog } from '../types';
import { arabicSeedBlogs } from './ar/blogs';
import { withSeedArabic } from './with-arabic';

/**
 * Seed blog posts for the store (spec section 3, "Blog"). The store adds _id and timestamps.
 * Bodies use h2/h3 only (the page title is the h1); fees and times are hedged because they change.
 * Each carries its Arabic from content/seed/ar/blogs.ts (below).
 */
const englishBlogs: SeedBlog[] = [
  {
    title: 'Schengen Visa Checklist for UAE Residents',
    slug: 'schengen-visa-checklist-for-uae-residents',
    imageURL: '/images/blogs/schengen-visa-checklist-for-uae-residents.webp',
    imageAlt: 'Illustration of a passport, a document checklist and a map of Europe on a desk',
    metaTitle: 'Schengen Visa Checklist for UAE Residents | Ztart Visa',
    metaDescription:
      'A step-by-step Schengen visa checklist for UAE residents: which country to apply to, the documents you need, bank statements, insurance and timing.',
    description: `<p>A Schengen visa opens the door to 29 European countries with a single sticker in your passport, but the application is only as strong as the file behind it. Most delays and refusals we see are caused by something small: a bank statement without a stamp, insurance that does not cover the whole trip, or an itinerary that does not match the bookings. Use this checklist before you book your appointment.</p>
<h2>Step 1: Check that you need a visa and choose the right country</h2>
<p>UAE citizens can visit the Schengen area without a visa for short stays. Most other nationalities living in the UAE need a <strong>short-stay (type C) Schengen visa</strong>, which allows up to 90 days in any 180-day period.</p>
<h3>The main destination rule</h3>
<p>You must apply to the country where you will spend the most nights. If your nights are split equally, apply to the country you will enter first. Applying to the "easiest" embassy when most of your trip is elsewhere is a common reason for refusal, and it can cause problems at the border.</p>
<h2>Step 2: Check your passport and UAE residence</h2>
<ul>
<li>Your passport must have been issued within the last 10 years and be valid for at least three months after you leave the Schengen area.</li>
<li>It needs at least two blank pages.</li>
<li>Your UAE residence visa should normally be valid for at least three months beyond your return date. If it is due for renewal, renew it before you apply.</li>
</ul>
<h2>Step 3: Gather your core documents</h2>
<ul>
<li>Completed and signed application form</li>
<li>Two recent photos, 35 x 45 mm, on a white or light background</li>
<li>Copy of your residence visa and Emirates ID</li>
<li>Return flight reservation (you do not have to buy the ticket before the visa is issued)</li>
<li>Hotel bookings for every night, or an invitation letter from your host</li>
<li>A day-by-day itinerary if you are visiting more than one country</li>
</ul>
<h3>Proof of employment</h3>
<p>Employees usually provide a salary certificate or a no-objection letter from their employer on company letterhead, stating their position, salary, length of service and approved leave dates. Business owners provide a copy of their trade licence and company bank statements. Students need a letter from their school or university, and retired travellers proof of pension income.</p>
<h3>Proof of funds</h3>
<p>Most embassies ask for the last three months of personal bank statements, stamped by the bank. There is no single minimum balance for every country, but your statements should show a regular income and enough money for your trip. Large deposits shortly before applying raise questions, so be ready to explain them.</p>
<h2>Step 4: Buy the right travel insurance</h2>
<p>Travel medical insurance is compulsory. It must provide at least <strong>EUR 30,000</strong> of cover for emergency medical treatment, hospital care and repatriation, be valid in all Schengen countries and cover every day of your stay. Check the dates on the certificate carefully: if your flight lands after midnight, your cover must include that day.</p>
<h2>Step 5: Book your appointment at the right time</h2>
<p>You can apply up to six months before your trip and no later than 15 days before. Decisions are usually made within about 15 calendar days but can take longer, especially from May to August. For summer travel, aim to apply in March or April.</p>
<h3>At the appointment</h3>
<p>You will give fingerprints and a photo at the visa application centre, unless you gave them for a Schengen visa within the last 59 months. Bring originals and copies of all documents, and pay the visa fee and the centre's service charge.</p>
<h2>Common mistakes to avoid</h2>
<ul>
<li>Dates that do not match across the form, flights, hotels, insurance and leave letter</li>
<li>Unstamped or incomplete bank statements</li>
<li>Insurance with an excess or limited geographical cover</li>
<li>Forgetting documents for children, such as birth certificates and parental consent letters</li>
<li>Booking non-refundable tickets before the visa is issued</li>
</ul>
<h2>Need a second pair of eyes?</h2>
<p>Requirements differ slightly between embassies and can change at short notice. Our consultants, including former visa-centre officers, check your file against the current rules of the embassy you are applying to. <a href="/contact">Contact us for a free consultation</a> and a checklist made for your trip.</p>`,
    faqs: [
      {
        question: 'Can I apply for a Schengen visa with a residence visa that expires soon?',
        answer:
          'Most embassies expect your UAE residence visa to be valid for at least three months after your return. If yours expires sooner, renew it before applying.',
      },
      {
        question: 'Do I need to buy flight tickets before applying?',
        answer:
          'No. A flight reservation is enough. Buy your tickets once your visa is issued.',
      },
      {
        question: 'How much bank balance do I need for a Schengen visa?',
        answer:
          'There is no single figure for every embassy. Your statements should show a steady income and enough funds to cover your trip comfortably.',
      },
    ],
  },
  {
    title: 'UK Visit Visa Processing Times Explained',
    slug: 'uk-visit-visa-processing-times-explained',
    imageURL: '/images/blogs/uk-visit-visa-processing-times-explained.webp',
    imageAlt: 'Illustration of a calendar, a clock and a British passport with a visa application form',
    metaTitle: 'UK Visit Visa Processing Times from the UAE | Ztart Visa',
    metaDescription:
      'How long a UK visit visa takes from the UAE, when the clock starts, priority and super priority options, common causes of delay and when to apply.',
    description: `<p>"How long will my UK visa take?" is the question we hear most often from UAE residents planning a trip to London, Manchester or Edinburgh. The short answer is about three weeks, but the real answer depends on when you apply, which service you choose and how complete your application is. Here is what you need to know.</p>
<h2>Who needs a UK visit visa?</h2>
<p>Most nationalities living in the UAE need a <strong>Standard Visitor visa</strong> for tourism, family visits, business meetings or short courses. It allows stays of up to six months per visit. UAE citizens and nationals of the other Gulf states do not need a visa for short visits, but they must get an <strong>Electronic Travel Authorisation (ETA)</strong> online before they travel.</p>
<h2>The standard processing time</h2>
<p>UK Visas and Immigration (UKVI) aims to decide most visit visa applications made outside the UK within <strong>three weeks</strong>. This is a service standard, not a guarantee.</p>
<h3>When does the clock start?</h3>
<p>Processing begins on the day you attend your appointment at the visa application centre to give your fingerprints and photo, not the day you submit the online form. If appointments are scarce, the wait for a slot is added on top of the three weeks.</p>
<h3>What happens after the decision?</h3>
<p>Your passport is returned through the visa application centre, which can take a few more working days. If you choose a courier or doorstep return service, allow for delivery time too. The UK is moving to digital eVisas for many routes, but many visitors still receive a visa sticker in their passport.</p>
<h2>Faster options: priority and super priority</h2>
<p>For an additional fee, UKVI offers faster services at many centres:</p>
<ul>
<li><strong>Priority visa</strong>: a decision target of about five working days.</li>
<li><strong>Super priority visa</strong>: a decision target of the next working day after your appointment.</li>
</ul>
<p>These services are limited and not always available, so they can sell out in peak weeks. They speed up the decision, not the outcome: a weak application is not approved because it was processed quickly.</p>
<h2>Why some applications take longer</h2>
<p>UKVI will tell you if your application is "not straightforward" and needs more time. Common reasons include:</p>
<ul>
<li>Missing, unclear or inconsistent documents</li>
<li>A previous refusal or immigration problem in the UK or another country</li>
<li>Requests for an interview or extra information</li>
<li>Additional security or identity checks</li>
<li>High demand during the summer holidays, Eid and the weeks before Christmas</li>
</ul>
<h3>Documents that keep things moving</h3>
<ul>
<li>Six months of bank statements showing a steady income, with large deposits explained</li>
<li>An employer letter or salary certificate confirming your role, salary and approved leave</li>
<li>Your UAE residence visa and Emirates ID</li>
<li>Details of your accommodation and, for family visits, a letter from your host</li>
<li>Evidence of previous travel, if you have it</li>
</ul>
<h2>When should you apply?</h2>
<p>You can apply up to <strong>three months</strong> before your travel date. For summer trips, we recommend applying as soon as your plans are firm, ideally two to three months before you fly. Do not book non-refundable flights or hotels until your visa is issued.</p>
<h3>Frequent traveller? Consider a long-term visit visa</h3>
<p>If you visit the UK regularly, you can apply for a visit visa valid for two, five or ten years. Each visit is still limited to six months, and you must not live in the UK through frequent visits. The fee is higher, so it makes sense when you travel often.</p>
<h2>How we help</h2>
<p>We prepare your online application, book the earliest available appointment, check every document before you attend and, if your dates are tight, advise whether priority or super priority is worth it. <a href="/contact">Talk to our team</a> for a free consultation and an up-to-date estimate for your application.</p>`,
    faqs: [
      {
        question: 'Can I travel while my UK visa application is being processed?',
        answer:
          'Usually not, because your passport is normally held during processing. Plan your application around any other trips.',
      },
      {
        question: 'Does super priority guarantee a visa?',
        answer:
          'No. It only speeds up the decision. The outcome depends on your application and the evidence you provide.',
      },
      {
        question: 'Do UAE citizens need a UK visa?',
        answer:
          'Not for short visits, but they need an Electronic Travel Authorisation (ETA) before travelling to the UK.',
      },
    ],
  },
  {
    title: 'Japan eVISA for UAE Residents: A Complete Guide',
    slug: 'japan-evisa-for-uae-residents',
    imageURL: '/images/blogs/japan-evisa-for-uae-residents.webp',
    imageAlt: 'Illustration of Mount Fuji and cherry blossoms next to a phone showing an approved eVISA',
    metaTitle: 'Japan eVISA for UAE Residents: Guide | Ztart Visa',
    metaDescription:
      'Who can apply for the Japan eVISA from the UAE, the documents you need, how the online application works and what to show at the airport.',
    description: `<p>Japan is one of the most requested destinations among our clients, and the good news for UAE residents is that the application has moved online. The Japan eVISA lets eligible residents apply for a tourist visa without visiting the embassy or consulate. Here is how it works and how to avoid the most common problems.</p>
<h2>What is the Japan eVISA?</h2>
<p>The eVISA is an electronic <strong>single-entry short-term visa for tourism</strong>, issued by the Ministry of Foreign Affairs of Japan. It allows stays of up to <strong>90 days</strong>. Residents of the UAE were among the first to be offered the system, and you apply, upload documents and receive your decision entirely online.</p>
<h3>What it does not cover</h3>
<ul>
<li>Business trips, conferences and visits to relatives or friends, which need a different visa applied for through the embassy or consulate</li>
<li>Work or study in Japan</li>
<li>Entry by sea: eVISA holders are expected to arrive by air</li>
</ul>
<h2>Who can apply from the UAE?</h2>
<p>The eVISA is available to foreign nationals who live in the UAE and who are not exempt from Japan's visa requirements. In practice this covers many of the nationalities that make up the UAE's expatriate community. You need a valid UAE residence visa.</p>
<p>UAE citizens are covered by separate visa-waiver arrangements with Japan and usually do not need an eVISA, although they should check the current registration requirements before they travel. Citizens of other visa-exempt countries, such as the UK, do not need a visa for short tourist stays either.</p>
<h2>Documents you will usually need</h2>
<ul>
<li>A passport with enough validity for your stay and blank pages</li>
<li>A copy of your UAE residence visa or Emirates ID</li>
<li>A recent passport-style photo meeting the size and background rules shown on the site</li>
<li>Your flight reservation, showing arrival and departure</li>
<li>A schedule of your stay in Japan, with hotel bookings</li>
<li>Proof that you can pay for your trip, such as recent bank statements and a salary certificate</li>
</ul>
<p>Depending on your nationality and circumstances, you may be asked for more. Upload clear, complete scans: blurred or cropped pages are a common reason for requests for more information.</p>
<h2>How to apply, step by step</h2>
<h3>1. Create your account</h3>
<p>Register on the official JAPAN eVISA website of the Ministry of Foreign Affairs. Avoid look-alike websites that charge extra fees.</p>
<h3>2. Complete the form and upload documents</h3>
<p>Enter your personal and travel details exactly as they appear in your passport and bookings, then upload your documents.</p>
<h3>3. Pay the fee if it applies</h3>
<p>Fees depend on your nationality, and some nationalities are exempt. You are told if and how to pay during the process.</p>
<h3>4. Receive your visa issuance notice</h3>
<p>Once approved, a visa issuance notice appears in your eVISA account. There is no sticker in your passport.</p>
<h2>How long does it take?</h2>
<p>Applications are often decided in about a week, but the consulate may take longer in busy periods such as cherry blossom season, Golden Week and the summer holidays, or if they ask for more documents. Apply well in advance and do not buy non-refundable tickets until your visa is issued.</p>
<h2>At the airport</h2>
<p>This is where travellers are most often caught out. You must show the <strong>visa issuance notice on your own phone, opened in the eVISA website</strong>, to the airline at check-in and to immigration in Japan. Screenshots and printed copies are not accepted, so make sure you can log in and have mobile data or Wi-Fi when you need it. It is also worth completing Visit Japan Web before you fly, to speed up immigration and customs.</p>
<h2>Get it right first time</h2>
<p>The eVISA is simple when everything is in order, but a mismatch between your form and your bookings can cause delays. Our team can check your eligibility, prepare your itinerary and review your documents before you submit. <a href="/contact">Contact us for a free consultation</a>.</p>`,
    faqs: [
      {
        question: 'Can I use the Japan eVISA to visit family?',
        answer:
          'No. The eVISA is for tourism only. Visits to relatives or friends and business trips need a visa applied for through the embassy or consulate.',
      },
      {
        question: 'Is the Japan eVISA single or multiple entry?',
        answer:
          'It is a single-entry visa. Once you leave Japan, you need a new visa for your next trip.',
      },
      {
        question: 'Can I show a screenshot of my eVISA at the airport?',
        answer:
          'No. You must show the visa issuance notice opened in your eVISA account on your phone.',
      },
    ],
  },
  {
    title: 'Travel Insurance for a Schengen Visa: What You Need to Know',
    slug: 'travel-insurance-for-schengen-visa',
    imageURL: '/images/blogs/travel-insurance-for-schengen-visa.webp',
    imageAlt: 'Illustration of a travel insurance certificate with a shield, a passport and a suitcase',
    metaTitle: 'Travel Insurance for Schengen Visa from UAE | Ztart Visa',
    metaDescription:
      'What Schengen travel insurance must cover, the EUR 30,000 minimum, dates and multiple-entry visas, and the insurance mistakes that delay applications.',
    description: `<p>Travel medical insurance is one of the few Schengen visa requirements that every applicant must meet, whatever their nationality, destination or reason for travel. It is also one of the most common reasons files are sent back. A policy bought in a hurry online may look fine but still fail the embassy's checks. Here is what your insurance must include and how to choose it.</p>
<h2>Why Schengen insurance is mandatory</h2>
<p>The EU Visa Code requires short-stay visa applicants to show that any emergency medical costs during their stay will be covered. Without valid insurance, your application is incomplete and can be refused.</p>
<h2>The minimum requirements</h2>
<p>Your policy must:</p>
<ul>
<li>Provide at least <strong>EUR 30,000</strong> of cover, or the equivalent in another currency</li>
<li>Cover <strong>emergency medical treatment</strong> and <strong>emergency hospital care</strong></li>
<li>Cover <strong>repatriation</strong> for medical reasons and in the event of death</li>
<li>Be valid in <strong>all Schengen countries</strong>, not only the one you are applying to</li>
<li>Cover <strong>every day</strong> of your intended stay</li>
</ul>
<h3>Check the certificate itself</h3>
<p>Embassies look at the insurance certificate, not the marketing brochure. Make sure it clearly shows your full name as in your passport, the start and end dates, the amount of cover, the territory ("Schengen area" or "Europe"), and the insurer's details and emergency assistance number. The certificate should be in English or in the language of the embassy.</p>
<h2>Getting the dates right</h2>
<p>Your cover must start on the day you arrive in the Schengen area and end on the day you leave. A night flight that lands after midnight means your cover must start on the arrival date, not the departure date from Dubai.</p>
<h3>Add a small buffer</h3>
<p>We usually recommend adding a day or two either side of your trip, in case of changes to your flights. Make sure the dates on your insurance, flight reservation, hotel bookings and leave letter all match.</p>
<h3>Multiple-entry visas</h3>
<p>If you are asking for a multiple-entry visa, you normally need insurance covering your first trip and must make sure that you are insured for every later trip too. Some embassies ask for cover for the whole period of the visa you are requesting, so check their current rules.</p>
<h2>Deductibles, exclusions and extras</h2>
<h3>Watch out for the excess</h3>
<p>Some embassies question policies with a high deductible, because you could still face large bills. Where possible, choose a policy with no excess or a low one.</p>
<h3>Pre-existing conditions and activities</h3>
<p>Many policies exclude pre-existing medical conditions, pregnancy-related care or high-risk activities such as skiing. If any of these apply to you, read the terms carefully or choose a policy that covers them.</p>
<h3>Optional extras</h3>
<p>Trip cancellation, lost baggage and flight delay cover are not required for the visa, but they can be valuable, especially if you have paid for expensive tours or hotels in advance.</p>
<h2>Does my UAE health insurance count?</h2>
<p>Usually not on its own. Most UAE health plans are limited to the UAE or have limited international cover, and they rarely include repatriation. If you think your plan covers Europe, ask your insurer for a certificate that states the Schengen requirements explicitly.</p>
<h2>What if my visa is refused?</h2>
<p>Many travel insurers that sell Schengen policies offer a refund or cancellation if your visa is refused, sometimes minus an administration fee. Check this before you buy, and keep your refusal letter.</p>
<h2>Let us check it for you</h2>
<p>Our team can arrange insurance that meets the embassy's requirements or review a policy you already have before your appointment. <a href="/contact">Contact us</a> for a free consultation.</p>`,
    faqs: [
      {
        question: 'What is the minimum cover for Schengen travel insurance?',
        answer:
          'At least EUR 30,000 for emergency medical treatment, hospital care and repatriation, valid in all Schengen countries for your whole stay.',
      },
      {
        question: 'Can I buy insurance after my visa is approved?',
        answer:
          'No. You must submit valid insurance with your application. Many insurers refund the premium if your visa is refused.',
      },
    ],
  },
];

/** The seed's posts with their Arabic, stamped as translated from the English above. */
export const seedBlogs: SeedBlog[] = englishBlogs.map((blog) => withSeedArabic(blog, arabicSeedBlogs, 'post'));
