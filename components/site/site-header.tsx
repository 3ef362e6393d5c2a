import { getTranslations } from 'next-intl/server';
import { company as brand } from '@/content/company';
import { getCompanyFacts } from '@/lib/company';
import { LOCALES } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { headerLinks, menuLinkGroups, type NavLink, type ShownLink } from './nav-links';
import { RequestCallButton } from './request-call-button';

/**
 * The header: sticky and white on every page but the home page ('standard'), or laid over the
 * home page's hero ('overlay'). Links on large screens, the other language, 'Request a call' and
 * the menu button, in the page's language.
 */
export async function SiteHeader({ variant = 'standard' }: { variant?: 'standard' | 'overlay' }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('common')]);
  const company = await getCompanyFacts(locale);
  const otherLocale = LOCALES.find((other) => other !== locale)!;
  const shown = (link: NavLink): ShownLink => ({
    path: link.path,
    href: localizedPath(link.path, locale),
    label: t(`nav.${link.key}`),
  });
  const overlay = variant === 'overlay';
  const tone = overlay ? 'light' : 'dark';
  return (
    <header
      className={
        overlay
          ? 'on-dark absolute inset-x-0 top-0 z-40'
          : 'sticky top-0 z-40 border-b border-navy-900/10 bg-white shadow-[0_1px_12px_-6px_rgb(11_37_69/0.15)]'
      }
    >
      <div className="container-page flex h-16 items-center justify-between gap-3 lg:h-20">
        <Logo tone={tone} compact href={localizedPath('/', locale)} label={t('logo', { company: brand.name })} />
        <DesktopNav links={headerLinks.map(shown)} label={t('nav.label')} otherLocale={otherLocale} tone={tone} />
        <div className="flex items-center gap-2">
          <RequestCallButton phone={company.phone} phoneHref={company.phoneHref} label={t('requestCall.label')} name={t('requestCall.name', { phone: company.phone })} />
          <MobileMenu
            tone={tone}
            content={{
              text: {
                open: t('menu.open'),
                close: t('menu.close'),
                title: t('menu.title'),
                costTitle: t('menu.costTitle'),
                costText: t('menu.costText'),
                consultation: t('menu.consultation'),
                links: t('menu.links'),
                contact: t('menu.contact'),
                hours: t('menu.hours'),
                office: t('menu.office'),
                language: t('menu.language'),
              },
              groups: menuLinkGroups.map((group) => ({ title: t(`menu.${group.title}`), links: group.links.map(shown) })),
              otherLocale,
              contact: {
                phone: company.phone,
                phoneHref: company.phoneHref,
                email: company.email,
                hours: company.hours.display,
                closed: company.hours.closed,
                address: company.address.display,
                addressLang: company.address.lang,
              },
            }}
          />
        </div>
      </div>
    </header>
  );
}
