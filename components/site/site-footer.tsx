import Link from 'next/link';
import { getCompanyFacts } from '@/lib/company';
import { getVisaCards } from '@/lib/content/visas';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';
import { footerLinks } from './nav-links';

/** At most this many visa links in the footer (spec section 9). */
const FOOTER_VISAS = 10;

export async function SiteFooter() {
  // The spec's order: the first ten of the old oldest-first list, reversed.
  const [company, cards] = await Promise.all([getCompanyFacts(), getVisaCards()]);
  const visas = cards.toReversed().slice(0, FOOTER_VISAS).toReversed();
  return (
    <footer className="bg-navy-950 text-sky-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed text-sky-300">
            Visa consultants in {company.address.display}. Free consultation, document preparation and doorstep delivery for
            visas to {company.stats[0].value} countries.
          </p>
          <ul className="flex gap-3" aria-label="Social media">
            {company.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.href}
                  aria-label={`${company.name} on ${profile.network}`}
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
        <nav aria-label="Site">
          <h2 className="mb-4 font-display text-base font-bold text-white">Company</h2>
          <ul className="space-y-2.5 text-sm">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-gold-400">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Visas" className="lg:col-span-1">
          <h2 className="mb-4 font-display text-base font-bold text-white">Popular visas</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm">
            {visas.map((visa) => (
              <li key={visa.slug}>
                <Link href={`/visa/${visa.slug}`} className="hover:text-gold-400">
                  {visa.country}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 font-display text-base font-bold text-white">Contact</h2>
          <ul className="space-y-2.5 text-sm">
            <li>
              <a href={company.phoneHref} className="hover:text-gold-400">
                {company.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className="hover:text-gold-400">
                {company.email}
              </a>
            </li>
            <li>{company.address.display}</li>
            <li>{company.hours.display}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room below (phones) or beside (wider screens) for the floating WhatsApp button, which must never cover the last line. */}
        <p className="container-page pt-5 pb-24 text-xs text-sky-300 sm:pr-24 sm:pb-5">
          © {company.copyrightYear} {company.legalName}. All rights reserved.
          {company.licence && <span className="block sm:inline sm:before:mx-2 sm:before:content-['·']">Trade licence No. {company.licence.number}</span>}
        </p>
      </div>
    </footer>
  );
}
