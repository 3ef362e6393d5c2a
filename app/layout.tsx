import type { Metadata, Viewport } from 'next';
import { type ReactNode, Suspense } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { CompanyContactProvider } from '@/components/site/company-contact';
import { RouteScrollReset } from '@/components/site/route-scroll';
import { VisitSourceRecorder } from '@/components/site/visit-source-recorder';
import { Toasts } from '@/components/site/toasts';
import { WhatsAppButton } from '@/components/site/whatsapp-button';
import { whatsappChats } from '@/components/site/whatsapp-chats';
import { WhatsAppIcon } from '@/components/ui/icons';
import { company } from '@/content/company';
import { getCompanyFacts } from '@/lib/company';
import { getEnv } from '@/lib/config/env';
import { travelAgencyLd } from '@/lib/seo/json-ld';
import { DEFAULT_OG_IMAGE } from '@/lib/seo/page-metadata';
import { inter, jakarta } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: { default: `${company.name}: visa consultants in Dubai`, template: `%s | ${company.name}` },
  description: `Visa assistance in Dubai for UAE residents: free consultation, application preparation and doorstep document delivery for tourist, visit and business visas to ${company.stats[0].value} countries.`,
  applicationName: company.name,
  openGraph: { type: 'website', siteName: company.name, locale: 'en_AE', images: [DEFAULT_OG_IMAGE] },
  twitter: { card: 'summary_large_image', images: [DEFAULT_OG_IMAGE.url] },
};

export const viewport: Viewport = {
  themeColor: '#0b2545',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const contact = await getCompanyFacts();
  return (
    <html lang="en" className={`${inter.variable} ${jakarta.variable}`}>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-navy-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3"
        >
          Skip to content
        </a>
        <CompanyContactProvider
          value={{ name: contact.name, phone: contact.phone, phoneHref: contact.phoneHref, whatsapp: contact.whatsapp, hours: contact.hours.display }}
        >
          {children}
        </CompanyContactProvider>
        <VisitSourceRecorder />
        {/* Both read the pathname: on routes with unlisted params it is known only at request time. */}
        <Suspense fallback={null}>
          <WhatsAppButton chats={whatsappChats(contact.name, contact.whatsapp)} icon={<WhatsAppIcon className="size-8" />} />
          <RouteScrollReset />
        </Suspense>
        <Toasts />
        <JsonLd data={travelAgencyLd(contact, getEnv().SITE_URL)} />
      </body>
    </html>
  );
}
