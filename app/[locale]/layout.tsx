import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { FormTextProvider } from '@/components/leads/form-text';
import { getFormText } from '@/components/leads/form-text-server';
import { JsonLd } from '@/components/seo/json-ld';
import { CompanyContactProvider } from '@/components/site/company-contact';
import { RouteScrollReset } from '@/components/site/route-scroll';
import { VisitSourceRecorder } from '@/components/site/visit-source-recorder';
import { Toasts } from '@/components/site/toasts';
import { WhatsAppButton } from '@/components/site/whatsapp-button';
import { whatsappChats } from '@/components/site/whatsapp-chats';
import { WhatsAppIcon } from '@/components/ui/icons';
import { company, companyTexts } from '@/content/company';
import { getCompanyFacts } from '@/lib/company';
import { getEnv } from '@/lib/config/env';
import { DEFAULT_LOCALE, directionOf, isLocale, LOCALES, OG_LOCALES } from '@/lib/i18n/locales';
import { travelAgencyLd } from '@/lib/seo/json-ld';
import { DEFAULT_OG_IMAGE } from '@/lib/seo/page-metadata';
import { inter, jakarta, preloadArabicFace } from '../fonts';
import '../globals.css';

export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }));

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale: param } = await params;
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t('metadata.title', { company: company.name }), template: `%s | ${company.name}` },
    description: t('metadata.description', { countries: companyTexts[locale].stats[0]!.value }),
    applicationName: company.name,
    openGraph: { type: 'website', siteName: company.name, locale: OG_LOCALES[locale], images: [DEFAULT_OG_IMAGE] },
    twitter: { card: 'summary_large_image', images: [DEFAULT_OG_IMAGE.url] },
  };
}

export const viewport: Viewport = {
  themeColor: '#0b2545',
};

/** Every public page, in English (reached without a prefix, lib/i18n/locale-routing.ts) or in Arabic under /ar. */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  if (locale === 'ar') preloadArabicFace();
  const [contact, t, formText] = await Promise.all([getCompanyFacts(locale), getTranslations('common'), getFormText()]);
  const topics = {
    nextTrip: t('whatsapp.topics.nextTrip'),
    blog: t('whatsapp.topics.blog'),
    faq: t('whatsapp.topics.faq'),
    privacy: t('whatsapp.topics.privacy'),
    consultation: t('whatsapp.topics.consultation'),
  };
  return (
    <html lang={locale} dir={directionOf(locale)} className={`${inter.variable} ${jakarta.variable}`}>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-navy-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:px-5 focus:py-3"
        >
          {t('skipToContent')}
        </a>
        <CompanyContactProvider
          value={{ name: contact.name, phone: contact.phone, phoneHref: contact.phoneHref, whatsapp: contact.whatsapp, hours: contact.hours.display }}
        >
          {/* The forms' words in the page's language, for the popups any page's buttons open. */}
          <FormTextProvider value={formText}>{children}</FormTextProvider>
        </CompanyContactProvider>
        <VisitSourceRecorder />
        {/* Both read the pathname: on routes with unlisted params it is known only at request time. */}
        <Suspense fallback={null}>
          <WhatsAppButton
            chats={whatsappChats(contact.name, contact.whatsapp, topics, locale)}
            labels={{ region: t('whatsapp.region'), button: t('whatsapp.button') }}
            icon={<WhatsAppIcon className="size-8" />}
          />
          <RouteScrollReset />
        </Suspense>
        <Toasts labels={{ region: t('toasts.region'), close: t('toasts.close') }} />
        <JsonLd data={travelAgencyLd(contact, getEnv().SITE_URL)} />
      </body>
    </html>
  );
}
