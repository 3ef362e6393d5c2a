import { SiteLink } from './site-link';
import { getTranslations } from 'next-intl/server';
import { company as brand, companyTexts } from '@/content/company';
import { getCompanyFacts } from '@/lib/company';
import { getVisaCards } from '@/lib/content/visas';
import { inLocale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { localize } from '@/lib/i18n/translatable';
import { ltrFigure } from '@/components/ui/ltr-figure';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';
import { footerLinks } from './nav-links';

/** At most this many visa links in the footer (spec section 9). */
const FOOTER_VISAS = 10;

export async function SiteFooter() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('common')]);
  // The spec's order: the first ten of the old oldest-first list, reversed.
  const [company, cards] = await Promise.all([getCompanyFacts(locale), getVisaCards()]);
  const visas = cards.toReversed().slice(0, FOOTER_VISAS).toReversed();
  const { stats } = inLocale(locale, companyTexts);
  return (
    <footer className="bg-navy-950 text-sky-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" href={localizedPath('/', locale)} label={t('logo', { company: brand.name })} />
          <p className="text-sm leading-relaxed text-sky-300">
            {t.rich('footer.blurb', {
              address: company.address.display,
              countries: stats[0]!.value,
              n: ltrFigure,
              // Marked only where an Arabic page shows the address in English.
              place: (chunks) => (company.address.lang.lang ? <span {...company.address.lang}>{chunks}</span> : chunks),
            })}
          </p>
          <ul className="flex gap-3" aria-label={t('footer.social')}>
            {company.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.href}
                  aria-label={t('footer.socialLink', { company: company.name, network: profile.network })}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-gold-500 hover:text-navy-950"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <SocialIcon network={profile.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t('footer.site')}>
          <h2 className="mb-4 font-display text-base font-bold text-white">{t('footer.company')}</h2>
          <ul className="space-y-2.5 text-sm">
            {footerLinks.map((link) => (
              <li key={link.path}>
                <SiteLink href={localizedPath(link.path, locale)} className="hover:text-gold-400">
                  {t(`nav.${link.key}`)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.visas')} className="lg:col-span-1">
          <h2 className="mb-4 font-display text-base font-bold text-white">{t('footer.popularVisas')}</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm">
            {visas.map((card) => {
              const visa = localize(card, locale);
              return (
                <li key={card.slug}>
                  <SiteLink href={localizedPath(`/visa/${card.slug}`, locale)} className="hover:text-gold-400" {...visa.langOf('country')}>
                    {visa.value.country}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 font-display text-base font-bold text-white">{t('footer.contact')}</h2>
          <ul className="space-y-2.5 text-sm">
            <li>
              <a href={company.phoneHref} className="hover:text-gold-400" dir="ltr">
                {company.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className="hover:text-gold-400" dir="ltr">
                {company.email}
              </a>
            </li>
            <li {...company.address.lang}>{company.address.display}</li>
            <li>{company.hours.display}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room below (phones) or beside (wider screens) for the floating WhatsApp button, which must never cover the last line. */}
        <p className="container-page pt-5 pb-24 text-xs text-sky-300 sm:pe-24 sm:pb-5">
          {t('footer.copyright', { year: String(brand.copyrightYear), company: company.legalName })}
          {company.licence && (
            <span className="block sm:inline sm:before:mx-2 sm:before:content-['·']">
              {t('footer.licence', { number: company.licence.number })}
            </span>
          )}
        </p>
      </div>
    </footer>
  );
}
